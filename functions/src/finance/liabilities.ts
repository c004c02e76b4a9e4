// What the salon owes its clients today (gift card balances, deposits on
// appointments still to come, the unused part of membership periods paid),
// and the payouts Stripe made to its bank when a Stripe account is connected.
import type { Liabilities, Payouts } from '@chairside/core/finance';
import { AggregateField } from 'firebase-admin/firestore';
import { countReads } from '../http/read-count';
import { stripeClient, stripeSettings, STRIPE_SETUP } from '../platform/stripe';
import { bookingsCollection } from '../records/bookings';
import { giftCardTotalsDoc, readTotals } from '../records/gift-cards';
import { membershipsCollection } from '../records/memberships';
import { stripeAccountDoc } from '../records/payments';
import { readableRecords } from '../records/repository';

/** Appointments still to come: their deposits are the clients' until they happen. */
const UPCOMING = ['booked', 'confirmed', 'checked_in'];

export async function liabilitiesOf(orgId: string, now: number): Promise<Liabilities> {
  const [totals, deposits, members] = await Promise.all([
    giftCardTotalsDoc(orgId).get(),
    bookingsCollection(orgId)
      .where('status', 'in', UPCOMING)
      .where('startTime', '>=', new Date(now))
      .aggregate({ paid: AggregateField.sum('paid'), n: AggregateField.count() })
      .get(),
    membershipsCollection(orgId).where('status', '==', 'active').get(),
  ]);
  const n = deposits.data().n;
  countReads(1 + Math.max(1, Math.ceil(n / 1000)) + Math.max(1, members.size));
  let memberships = 0;
  for (const m of readableRecords(members.docs)) {
    const start = m.currentPeriodStart?.getTime();
    const end = m.currentPeriodEnd?.getTime();
    if (!start || !end || end <= now || end <= start) continue;
    memberships += Math.round((m.price * (end - Math.max(now, start))) / (end - start));
  }
  return {
    giftCards: readTotals(totals.data()).outstanding,
    deposits: deposits.data().paid ?? 0,
    memberships,
  };
}

/** The last payouts to the salon's bank, from its connected Stripe account. */
export async function payoutsOf(orgId: string): Promise<Payouts> {
  if (!stripeSettings())
    return {
      state: 'not_connected',
      message: `Payouts appear here once card payments are set up. ${STRIPE_SETUP}`,
      items: [],
    };
  const account = (await stripeAccountDoc(orgId).get()).data();
  countReads(1);
  if (!account?.accountId)
    return {
      state: 'not_connected',
      message: 'Connect the salon’s Stripe account (Stripe settings) to see its payouts here.',
      items: [],
    };
  try {
    const stripe = await stripeClient();
    const list = await stripe.payouts.list({ limit: 10 }, { stripeAccount: account.accountId });
    return {
      state: 'ok',
      message: '',
      items: list.data.map((p) => ({
        id: p.id,
        amount: p.amount,
        arrivalDate: new Date(p.arrival_date * 1000).toISOString().slice(0, 10),
        status: p.status,
      })),
    };
  } catch {
    return {
      state: 'unavailable',
      message: 'Stripe could not be reached just now, so payouts are not shown. Try again shortly.',
      items: [],
    };
  }
}
