// A support session (a platform administrator in a member's session, its
// token carrying impersonatedBy) reads what that member reads while it is in
// date and not ended, and never writes directly, even with write access:
// those changes go through the API, which logs each one. The sessions'
// records and the audit trail are the server's alone.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const everyone = personas(rules);
const HOUR = 3_600_000;

/** The owner maya, helped by root in a session `id` that ends at `expires`. */
const helped = (id: string, expires: number, write = false) =>
  rules()
    .authenticatedContext('maya', {
      impersonatedBy: 'root',
      impersonationId: id,
      impersonationReason: 'Maya cannot find her settings',
      impersonationExpires: expires,
      impersonationWrite: write,
    })
    .firestore();

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'impersonations/live'), { personUid: 'maya', endedAt: null });
    await setDoc(doc(db, 'impersonations/ended'), { personUid: 'maya', endedAt: new Date() });
    await setDoc(doc(db, 'orgs/nova/auditLog/a1'), { action: 'impersonation.start' });
  });
});

describe('a support session', () => {
  it('reads what the person reads while it is live', async () => {
    const db = helped('live', Date.now() + HOUR);
    await assertSucceeds(getDoc(doc(db, 'orgs/nova')));
    await assertSucceeds(getDocs(collection(db, 'orgs/nova/services')));
  });

  it('reads nothing once its time is up or it has been ended', async () => {
    await assertFails(getDoc(doc(helped('live', Date.now() - 1000), 'orgs/nova')));
    await assertFails(getDoc(doc(helped('ended', Date.now() + HOUR), 'orgs/nova')));
    await assertFails(getDoc(doc(helped('missing', Date.now() + HOUR), 'orgs/nova')));
  });

  it('writes nothing directly, read-only or with write access', async () => {
    for (const write of [false, true]) {
      const db = helped('live', Date.now() + HOUR, write);
      await assertFails(
        updateDoc(doc(db, 'orgs/nova'), { name: 'Renamed', updatedAt: serverTimestamp() }),
      );
    }
    // The owner's own session still may.
    await assertSucceeds(
      updateDoc(doc(everyone.owner.db(), 'orgs/nova'), {
        name: 'Studio Nova',
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('impersonations and the audit trail: the server’s alone', () => {
  for (const who of [
    everyone.anonymous,
    everyone.stranger,
    everyone.stylist,
    everyone.manager,
    everyone.owner,
    everyone.superAdmin,
  ]) {
    it(`${who.name} reads and writes neither`, async () => {
      const db = who.db();
      await assertFails(getDoc(doc(db, 'impersonations/live')));
      await assertFails(setDoc(doc(db, 'impersonations/mine'), { endedAt: null }));
      await assertFails(getDoc(doc(db, 'orgs/nova/auditLog/a1')));
      await assertFails(setDoc(doc(db, 'orgs/nova/auditLog/a2'), { action: 'x' }));
    });
  }
});
