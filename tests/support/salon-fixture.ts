import { doc, writeBatch } from 'firebase/firestore';
import { DEFAULT_BUSINESS_HOURS } from '@chairside/core/org';
import type { Db } from './rules';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

export const salon = (name: string, ownerId: string, slug: string) => ({
  name,
  slug,
  ownerId,
  timeZone: 'America/New_York',
  currency: 'USD',
  address: '12 Elm St',
  phone: '555 0101',
  email: 'hello@nova.test',
  businessHours: DEFAULT_BUSINESS_HOURS,
  createdAt: new Date('2026-01-01'),
  updatedAt: new Date('2026-01-01'),
});

/** Studio Nova's team, one person per role, plus a client; Luxe belongs to Olga. */
export const NOVA_TEAM = {
  maya: 'owner',
  jordan: 'manager',
  ava: 'front_desk',
  leo: 'staff',
  priya: 'booth_renter',
} as const;

/** Two salons, Nova's whole team (staff ids s-<uid>), a client of Nova (sam, client c-sam). */
export async function seedSalons(env: RulesTestEnvironment) {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    // One commit, not twenty round trips: every rules test starts from this.
    const batch = writeBatch(db);
    batch.set(doc(db, 'orgs/nova'), salon('Studio Nova', 'maya', 'studio-nova'));
    batch.set(doc(db, 'orgs/luxe'), salon('Luxe', 'olga', 'luxe'));
    batch.set(doc(db, 'orgSlugs/studio-nova'), { orgId: 'nova' });
    for (const [uid, role] of Object.entries(NOVA_TEAM)) {
      batch.set(doc(db, `orgs/nova/members/${uid}`), { uid, role, staffId: `s-${uid}` });
      batch.set(doc(db, `orgs/nova/staff/s-${uid}`), {
        displayName: uid,
        role,
        userId: uid,
        status: 'active',
        createdAt: new Date('2026-01-01'),
        updatedAt: new Date('2026-01-01'),
      });
    }
    for (const uid of Object.keys(NOVA_TEAM)) {
      batch.set(doc(db, `orgs/nova/staffContacts/s-${uid}`), {
        email: `${uid}@nova.test`,
        userId: uid,
      });
    }
    batch.set(doc(db, 'orgs/luxe/members/olga'), {
      uid: 'olga',
      role: 'owner',
      staffId: 's-olga',
    });
    batch.set(doc(db, 'orgs/luxe/staff/s-olga'), { displayName: 'Olga', role: 'owner' });
    batch.set(doc(db, 'users/sam'), { displayName: 'Sam', clientOf: { nova: 'c-sam' } });
    await batch.commit();
  });
}

export type Persona = { name: string; db: () => Db };

/** Every persona of the security model, as rules-test contexts. */
export function personas(rules: () => RulesTestEnvironment) {
  // One client per persona and environment: a context is a Firebase app with its own
  // connection, and a new one per call left hundreds open in a file (and slowed it).
  const clients = new WeakMap<RulesTestEnvironment, Map<string, Db>>();
  const client = (key: string, open: (env: RulesTestEnvironment) => Db) => () => {
    const env = rules();
    const mine = clients.get(env) ?? new Map<string, Db>();
    clients.set(env, mine);
    const db = mine.get(key) ?? open(env);
    mine.set(key, db);
    return db;
  };
  const as = (uid: string, claims: Record<string, unknown> = {}) =>
    client(`${uid} ${JSON.stringify(claims)}`, (env) =>
      env.authenticatedContext(uid, claims).firestore(),
    );
  const p = {
    anonymous: {
      name: 'an anonymous visitor',
      db: client('', (env) => env.unauthenticatedContext().firestore()),
    },
    stranger: { name: 'a signed-in stranger', db: as('zed') },
    client: { name: 'a client of the salon', db: as('sam') },
    stylist: { name: 'a stylist', db: as('leo') },
    renter: { name: 'a booth renter', db: as('priya') },
    frontDesk: { name: 'the front desk', db: as('ava') },
    manager: { name: 'a manager', db: as('jordan') },
    owner: { name: 'the owner', db: as('maya') },
    otherOwner: { name: 'another salon’s owner', db: as('olga') },
    superAdmin: { name: 'a super-admin', db: as('root', { superAdmin: true }) },
    blogEditor: { name: 'a blog editor', db: as('bea', { blogEditor: true }) },
  } satisfies Record<string, Persona>;
  const everyone: Persona[] = Object.values(p);
  return {
    ...p,
    team: [p.stylist, p.renter, p.frontDesk, p.manager, p.owner],
    outsiders: [p.anonymous, p.stranger, p.otherOwner],
    /** Every persona not listed: the ones a rule must refuse. */
    everyoneBut: (...allowed: Persona[]) => everyone.filter((who) => !allowed.includes(who)),
  };
}
