// GET /api/admin-dashboard/data: the platform at a glance for its
// administrators. Every figure is an aggregation query (count, sum), billed
// per thousand index entries, never a scan of documents: per UTC day
// bookings made, payments and takings in one currency, new salons and
// people; failures that need a look; the newest salons, flagged when stuck
// in set-up; and a search for a person (to help) or a salon.
import { AggregateField, Timestamp, type Query } from 'firebase-admin/firestore';
import type { AdminDashboardData, AdminDay } from '@chairside/core/admin';
import { adminAuth, db } from '../firebase';
import { orgsCollection, userDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';

const DAY_MS = 86_400_000;
/** A salon still without a service or opening hours this long after it was made is stuck. */
const STUCK_AFTER_MS = 7 * DAY_MS;

const countOf = async (q: Query) => (await q.count().get()).data().count;

function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

async function dayFigures(date: string, currency: string): Promise<AdminDay> {
  const start = Timestamp.fromMillis(Date.parse(`${date}T00:00:00Z`));
  const end = Timestamp.fromMillis(start.toMillis() + DAY_MS);
  const within = (q: Query) => q.where('createdAt', '>=', start).where('createdAt', '<', end);
  const firestore = db();
  const [bookings, salons, people, paid] = await Promise.all([
    countOf(within(firestore.collectionGroup('bookings'))),
    countOf(within(firestore.collection('orgs'))),
    countOf(within(firestore.collection('users'))),
    within(
      firestore
        .collectionGroup('payments')
        .where('currency', '==', currency)
        .where('status', 'in', ['succeeded', 'partially_refunded', 'refunded']),
    )
      .aggregate({
        n: AggregateField.count(),
        amount: AggregateField.sum('amount'),
        refunded: AggregateField.sum('refunded'),
      })
      .get(),
  ]);
  const p = paid.data();
  return {
    date,
    bookings,
    payments: p.n,
    takings: (p.amount ?? 0) - (p.refunded ?? 0),
    salons,
    people,
  };
}

async function failures(): Promise<AdminDashboardData['failures']> {
  const firestore = db();
  const failedMessages = firestore.collectionGroup('notifications').where('status', '==', 'failed');
  const failedMail = firestore.collection('mailOutbox').where('status', '==', 'failed');
  const webhooks = firestore.collection('webhookFailures');
  const [messages, mail, hooks, recentMessages, recentMail, recentHooks] = await Promise.all([
    countOf(failedMessages),
    countOf(failedMail),
    countOf(webhooks),
    failedMessages.orderBy('updatedAt', 'desc').limit(5).get(),
    failedMail.orderBy('updatedAt', 'desc').limit(5).get(),
    webhooks.orderBy('at', 'desc').limit(5).get(),
  ]);
  const at = (v: unknown) => (v instanceof Timestamp ? v.toDate().toISOString() : '');
  const recent: AdminDashboardData['failures']['recent'] = [
    ...recentMessages.docs.map((d) => ({
      kind: 'message' as const,
      orgId: d.ref.parent.parent?.id ?? '',
      at: at(d.get('updatedAt')),
      reason: String(d.get('error') ?? d.get('reason') ?? ''),
    })),
    ...recentMail.docs.map((d) => ({
      kind: 'mail' as const,
      orgId: String(d.get('orgId') ?? ''),
      at: at(d.get('updatedAt')),
      reason: String(d.get('reason') ?? ''),
    })),
    ...recentHooks.docs.map((d) => ({
      kind: 'webhook' as const,
      orgId: '',
      at: at(d.get('at')),
      reason: `${String(d.get('type') ?? '')}: ${String(d.get('reason') ?? '')}`,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return { messages, mail, webhooks: hooks, recent };
}

async function findPeople(q: string): Promise<AdminDashboardData['found']['people']> {
  if (!q.includes('@')) return [];
  const user = await adminAuth()
    .getUserByEmail(q.toLowerCase())
    .catch(() => null);
  if (!user) return [];
  const profile = (await userDoc(user.uid).get()).data();
  return [
    {
      uid: user.uid,
      email: user.email ?? null,
      displayName: user.displayName ?? profile?.displayName ?? null,
      superAdmin: user.customClaims?.['superAdmin'] === true,
      salons: Object.entries(profile?.memberships ?? {}).map(([orgId, role]) => ({
        orgId,
        role: String(role),
      })),
    },
  ];
}

async function findSalons(q: string): Promise<AdminDashboardData['found']['salons']> {
  if (!q || q.includes('@')) return [];
  const byName = await orgsCollection()
    .orderBy('name')
    .startAt(q)
    .endAt(`${q}\uf8ff`)
    .limit(10)
    .get();
  const slug = await db()
    .doc(`orgSlugs/${q.toLowerCase().replace(/[^a-z0-9-]/g, '')}`)
    .get();
  const found = readableRecords(byName.docs).map((o) => ({ id: o.id, name: o.name, slug: o.slug }));
  const slugOrg = slug.exists ? String(slug.get('orgId') ?? '') : '';
  if (slugOrg && !found.some((f) => f.id === slugOrg)) {
    const org = (await orgsCollection().doc(slugOrg).get()).data();
    if (org) found.unshift({ id: org.id, name: org.name, slug: org.slug });
  }
  return found;
}

export async function adminOverview(
  q: { from?: string | undefined; to?: string | undefined; q: string; currency: string },
  now = new Date(),
): Promise<AdminDashboardData> {
  const to = q.to ?? now.toISOString().slice(0, 10);
  const from =
    q.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 13 * DAY_MS).toISOString().slice(0, 10);
  const firestore = db();
  const [orgCount, userCount, memberCount, newest, days, failed, people, salons] =
    await Promise.all([
      countOf(firestore.collection('orgs')),
      countOf(firestore.collection('users')),
      countOf(firestore.collectionGroup('members')),
      orgsCollection().orderBy('createdAt', 'desc').limit(50).get(),
      Promise.all(daysBetween(from, to).map((d) => dayFigures(d, q.currency))),
      failures(),
      findPeople(q.q),
      findSalons(q.q),
    ]);
  const records = readableRecords(newest.docs);
  // Stuck: a week old and still without a service (one count per salon listed).
  const services = await Promise.all(
    records.map((o) =>
      now.getTime() - o.createdAt.getTime() > STUCK_AFTER_MS
        ? countOf(firestore.collection(`orgs/${o.id}/services`).limit(1))
        : Promise.resolve(1),
    ),
  );
  return {
    totals: { salons: orgCount, people: userCount, memberships: memberCount },
    currency: q.currency,
    days,
    salons: records.map((o, i) => ({
      id: o.id,
      name: o.name,
      slug: o.slug,
      timeZone: o.timeZone,
      ownerId: o.ownerId,
      createdAt: o.createdAt.toISOString(),
      stuck: services[i] === 0,
    })),
    failures: failed,
    found: { people, salons },
  };
}
