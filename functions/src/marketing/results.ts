// What came of a campaign's or a journey's messages, summed by Firestore
// over the messages themselves (aggregation queries: a read per thousand
// messages, not one each): how many went, failed, were skipped and why,
// opened (approximate), clicked, unsubscribed, and the bookings and revenue
// credited to them.
import { AggregateField } from 'firebase-admin/firestore';
import type { MarketingResults } from '@chairside/core/contracts/campaigns';
import { notificationsCollection } from '../records/notifications';

export async function resultsOf(
  orgId: string,
  source: string,
  { reasons = true }: { reasons?: boolean } = {},
): Promise<MarketingResults> {
  const all = notificationsCollection(orgId).where('source', '==', source);
  const count = async (status: string) =>
    (await all.where('status', '==', status).count().get()).data().count;
  const [totals, money, sent, failed, skipped, queued, sending, held, undelivered, why] =
    await Promise.all([
      all
        .aggregate({
          recipients: AggregateField.count(),
          opened: AggregateField.sum('opened'),
          clicked: AggregateField.sum('clicked'),
          unsubscribed: AggregateField.sum('unsubscribed'),
          bookings: AggregateField.sum('booked'),
        })
        .get(),
      all.aggregate({ revenue: AggregateField.sum('revenue') }).get(),
      count('sent'),
      count('failed'),
      count('skipped'),
      count('queued'),
      count('sending'),
      count('held'),
      all
        .where('providerStatus', 'in', ['failed', 'undelivered'])
        .count()
        .get()
        .then((s) => s.data().count),
      reasons
        ? all.where('status', 'in', ['failed', 'skipped']).select('reason').limit(500).get()
        : null,
    ]);
  const t = totals.data();
  const tally = new Map<string, number>();
  for (const d of why?.docs ?? []) {
    const reason = String(d.get('reason') || 'No reason given');
    tally.set(reason, (tally.get(reason) ?? 0) + 1);
  }
  return {
    recipients: t.recipients,
    waiting: queued + sending + held,
    sent,
    delivered: Math.max(0, sent - undelivered),
    failed,
    skipped,
    opened: t.opened ?? 0,
    clicked: t.clicked ?? 0,
    unsubscribed: t.unsubscribed ?? 0,
    bookings: t.bookings ?? 0,
    revenue: money.data().revenue ?? 0,
    reasons: [...tally]
      .map(([reason, n]) => ({ reason, count: n }))
      .sort((a, b) => b.count - a.count),
  };
}
