// The marketing roster: what audiences are decided on, for every client of a
// salon, gathered once (clients, two years of visits, memberships, gift
// cards, opt-outs) and kept in a few large documents
// (orgs/{orgId}/marketingRoster/{n}, functions only), so the size of an
// audience while it is edited costs a handful of reads, not one per client.
// It is read again when older than ROSTER_FRESH_MS; a launch always reads it
// fresh, and each send checks the client's opt-out and consent as they are then.
import type { ClientFacts } from '@chairside/core/marketing';
import { toE164 } from '@chairside/core/phone';
import { db } from '../firebase';
import { countReads } from '../http/read-count';
import { bookingsCollection } from '../records/bookings';
import { clientsCollection } from '../records/clients';
import { giftCardsCollection } from '../records/gift-cards';
import { membershipsCollection } from '../records/memberships';
import { orgDoc } from '../records/orgs';
import { servicesCollection } from '../records/services';

const DAY = 86_400_000;
/** Visits this far back decide "visited for", "seen by" and spend. */
const HISTORY_DAYS = 730;
/** A roster this old is read again before an audience is counted. */
export const ROSTER_FRESH_MS = 10 * 60_000;
/** Clients a roster document holds (well under Firestore's 1 MiB a document). */
const PER_DOC = 1_000;

/** One client, compactly (the roster documents hold a thousand each). */
export interface RosterEntry {
  id: string;
  firstName: string;
  email: string;
  /** E.164, or '' when the number cannot take texts. */
  phone: string;
  birthday: string;
  tags: string[];
  createdAt: number;
  lastVisitAt: number | null;
  consent: { email: boolean; sms: boolean };
  unsubscribed: { email: boolean; sms: boolean };
  serviceIds: string[];
  categories: string[];
  staffIds: string[];
  /** Visits of the last two years: [day number, amount in minor units]. */
  visits: [number, number][];
  membership: 'active' | 'none' | 'lapsed';
  giftCardBalance: number;
  hasUpcoming: boolean;
  /** The last visit's service and stylist, for the message's placeholders. */
  lastService: string;
  lastServiceId: string | null;
  stylist: string;
}

export interface Roster {
  builtAt: number;
  entries: RosterEntry[];
  /** Documents read to answer (the roster's own, or everything it was built from). */
  reads: number;
}

const rosterCollection = (orgId: string) => db().collection(`orgs/${orgId}/marketingRoster`);

/** Facts for one audience: spend counted over its spend condition's days. */
export function factsOf(e: RosterEntry, spendDays: number, now: number): ClientFacts {
  const since = Math.floor((now - spendDays * DAY) / DAY);
  return {
    ...e,
    serviceIds: new Set(e.serviceIds),
    categories: new Set(e.categories),
    staffIds: new Set(e.staffIds),
    spent: e.visits.reduce((sum, [day, amount]) => (day >= since ? sum + amount : sum), 0),
  };
}

/** Reads everything the roster is made of; answers the entries and the documents read. */
async function gather(orgId: string, now: number) {
  const from = new Date(now - HISTORY_DAYS * DAY);
  const [org, clients, bookings, services, memberships, cards, optOuts] = await Promise.all([
    orgDoc(orgId).get(),
    clientsCollection(orgId).get(),
    bookingsCollection(orgId).where('startTime', '>=', from).get(),
    servicesCollection(orgId).get(),
    membershipsCollection(orgId).get(),
    giftCardsCollection(orgId).where('balance', '>', 0).get(),
    db().collection(`orgs/${orgId}/marketingOptOuts`).get(),
  ]);
  const country = org.data()?.country ?? 'US';
  const categoryOf = new Map(services.docs.map((d) => [d.id, d.data().category]));
  const optedOut = new Map(optOuts.docs.map((d) => [d.id, d.data()]));
  const memberOf = new Map<string, 'active' | 'lapsed'>();
  for (const d of memberships.docs) {
    const m = d.data();
    if (m.status === 'active' || m.status === 'past_due') memberOf.set(m.clientId, 'active');
    else if (m.status === 'cancelled' && !memberOf.has(m.clientId))
      memberOf.set(m.clientId, 'lapsed');
  }
  const giftByEmail = new Map<string, number>();
  for (const d of cards.docs) {
    const c = d.data();
    const email = c.recipient.email?.toLowerCase();
    if (!c.cancelled && email) giftByEmail.set(email, (giftByEmail.get(email) ?? 0) + c.balance);
  }
  const history = new Map<
    string,
    { visits: [number, number][]; services: Set<string>; staff: Set<string>; upcoming: boolean }
  >();
  const last = new Map<
    string,
    { at: number; service: string; serviceId: string; stylist: string }
  >();
  for (const d of bookings.docs) {
    const b = d.data();
    if (!b.clientId) continue;
    const h = history.get(b.clientId) ?? {
      visits: [],
      services: new Set<string>(),
      staff: new Set<string>(),
      upcoming: false,
    };
    const start = b.startTime.getTime();
    if ((b.status === 'booked' || b.status === 'confirmed') && start >= now) h.upcoming = true;
    if (b.status === 'completed' || b.status === 'checked_in') {
      h.visits.push([Math.floor(start / DAY), b.price]);
      for (const id of b.serviceIds.length ? b.serviceIds : b.services.map((s) => s.id))
        h.services.add(id);
      h.staff.add(b.staffId);
      const was = last.get(b.clientId);
      if (start <= now && (!was || was.at < start))
        last.set(b.clientId, {
          at: start,
          service: b.services[0]?.name ?? '',
          serviceId: b.services[0]?.id ?? b.serviceIds[0] ?? '',
          stylist: b.staffName,
        });
    }
    history.set(b.clientId, h);
  }
  const entries: RosterEntry[] = [];
  for (const d of clients.docs) {
    const c = d.data();
    if (c.ownerStaffId) continue; // a booth renter's own client is theirs to market to
    const h = history.get(c.id);
    const out = optedOut.get(c.id);
    const lastVisit = last.get(c.id);
    entries.push({
      id: c.id,
      firstName: c.firstName,
      email: c.email.trim(),
      phone: toE164(c.phone, country) ?? '',
      birthday: c.birthday ?? '',
      tags: c.tags,
      createdAt: c.createdAt.getTime(),
      lastVisitAt: c.lastVisitAt?.getTime() ?? lastVisit?.at ?? null,
      consent: { email: c.marketingConsent.email, sms: c.marketingConsent.sms },
      unsubscribed: { email: out?.['email'] === true, sms: out?.['sms'] === true },
      serviceIds: [...(h?.services ?? [])],
      categories: [
        ...new Set([...(h?.services ?? [])].map((id) => categoryOf.get(id) ?? '').filter(Boolean)),
      ],
      staffIds: [...(h?.staff ?? [])],
      visits: h?.visits ?? [],
      membership: memberOf.get(c.id) ?? 'none',
      giftCardBalance: c.email ? (giftByEmail.get(c.email.toLowerCase()) ?? 0) : 0,
      hasUpcoming: h?.upcoming ?? false,
      lastService: lastVisit?.service ?? '',
      lastServiceId: lastVisit?.serviceId || null,
      stylist: lastVisit?.stylist ?? '',
    });
  }
  const reads =
    1 + clients.size + bookings.size + services.size + memberships.size + cards.size + optOuts.size;
  return { entries, reads };
}

/** Builds the roster from the salon's records and stores it (a few documents). */
export async function buildRoster(orgId: string, now = Date.now()): Promise<Roster> {
  const { entries, reads } = await gather(orgId, now);
  const chunks = Math.max(1, Math.ceil(entries.length / PER_DOC));
  const batch = db().batch();
  for (let n = 0; n < chunks; n++) {
    batch.set(rosterCollection(orgId).doc(String(n).padStart(4, '0')), {
      n,
      builtAt: new Date(now),
      entries: JSON.stringify(entries.slice(n * PER_DOC, (n + 1) * PER_DOC)),
    });
  }
  batch.set(rosterCollection(orgId).doc('meta'), {
    builtAt: new Date(now),
    chunks,
    clients: entries.length,
  });
  await batch.commit();
  // Documents of an earlier, larger roster are left out by `chunks`.
  return { builtAt: now, entries, reads };
}

/** The roster, from its documents when fresh enough, else built again. */
export async function readRoster(
  orgId: string,
  { now = Date.now(), freshMs = ROSTER_FRESH_MS } = {},
): Promise<Roster> {
  const meta = (await rosterCollection(orgId).doc('meta').get()).data();
  const builtAt = (meta?.['builtAt'] as { toMillis(): number } | undefined)?.toMillis() ?? 0;
  if (!meta || now - builtAt > freshMs || builtAt > now) {
    const built = await buildRoster(orgId, now);
    countReads(built.reads + 1);
    return { ...built, reads: built.reads + 1 };
  }
  const chunks = Number(meta['chunks'] ?? 0);
  const docs = await Promise.all(
    Array.from({ length: chunks }, (_, n) =>
      rosterCollection(orgId).doc(String(n).padStart(4, '0')).get(),
    ),
  );
  const entries = docs.flatMap(
    (d) => JSON.parse(String(d.data()?.['entries'] ?? '[]')) as RosterEntry[],
  );
  countReads(1 + chunks);
  return { builtAt, entries, reads: 1 + chunks };
}
