// Online bookings that wait for a deposit (or a card to save) hold their time
// for DEPOSIT_HOLD_MINUTES. When the hold runs out, the deposit's
// PaymentIntent (or the card's SetupIntent) is cancelled at Stripe and the
// time released, unless the client paid (saved the card) after all, in which
// case that is applied instead. "What is due at T" is a
// query on `holdUntil`; the clock is the caller's.
import type Stripe from 'stripe';
import { logger } from 'firebase-functions';
import { FieldValue } from 'firebase-admin/firestore';
import type { BookingRecord } from '@chairside/core/records/booking';
import { db } from '../firebase';
import { timeOf, type DueKind } from '../platform/due';
import { bookingDoc } from '../records/bookings';
import { cardSetupDoc, paymentDoc } from '../records/payments';
import { converterFor } from '../records/repository';
import { ZBookingRecord } from '@chairside/core/records/booking';
import { changeStatus } from './bookings.service';
import { resolveSalon } from '../platform/salon';
import { afterPaid } from '../payments';
import { applyIntent, nowSeconds } from '../payments';
import { paymentIdFor } from '../platform/ledger';
import { returnGiftDeposit } from '../gift-cards';
import { applySetup, syncSetup } from '../payments';
import { onAccountOf, stripeClient, stripeSettings } from '../platform/stripe';

const bookings = converterFor(ZBookingRecord);

/** The holds that have run out at `now`, across salons (a page at a time). */
export async function expiredHolds(now: Date, limit = 200) {
  const snap = await db()
    .collectionGroup('bookings')
    .withConverter(bookings)
    .where('holdUntil', '<=', now)
    .orderBy('holdUntil')
    .limit(limit)
    .get();
  return snap.docs.flatMap((d) => {
    const orgId = d.ref.parent.parent?.id;
    const booking = d.data();
    return orgId && booking.awaiting ? [{ orgId, booking }] : [];
  });
}

/**
 * One booking's hold as due work: a task at `holdUntil`; the sweeper (and the
 * emulators) find the holds that ran out with the clock they are given.
 */
export const holdsDue: DueKind = {
  document: 'orgs/{orgId}/bookings/{id}',
  dueAt: (d) => (d['awaiting'] ? timeOf(d['holdUntil']) : null),
  due: async (now, limit) =>
    (await expiredHolds(now, limit)).map(({ orgId, booking }) => ({ orgId, id: booking.id })),
  run: async ({ orgId, id }, now) => {
    const booking = (await bookingDoc(orgId, id).get()).data();
    if (!booking?.awaiting || !booking.holdUntil) return null;
    if (booking.holdUntil.getTime() > now.getTime()) return null;
    return releaseHold(orgId, booking);
  },
};

/** Releases each run-out hold once. Answers how many were released and how many were paid. */
export async function releaseExpiredHolds(now: Date = new Date()) {
  let released = 0;
  let paid = 0;
  for (const item of await holdsDue.due(now, 200)) {
    try {
      const outcome = await holdsDue.run(item, now);
      if (outcome === 'released') released += 1;
      if (outcome === 'paid') paid += 1;
    } catch (err) {
      // Stripe unreachable, or the booking changed: the next run tries again.
      logger.warn('A deposit hold was not released this time', { ...item, err });
    }
  }
  return { released, paid };
}

async function releaseHold(orgId: string, booking: BookingRecord): Promise<'released' | 'paid'> {
  const card = booking.awaiting === 'card';
  if (await (card ? cardSavedAfterAll(orgId, booking) : depositPaidAfterAll(orgId, booking)))
    return 'paid';
  const salon = await resolveSalon(orgId);
  await changeStatus(salon, {
    bookingId: booking.id,
    status: 'cancelled',
    reason: card ? 'The card was not saved in time' : 'The deposit was not paid in time',
    actor: { uid: null, ownStaffId: null },
  }).catch((err: unknown) => {
    // Already cancelled or moved on by someone: the hold just ends.
    logger.info('A run-out hold’s booking could not be cancelled', { orgId, id: booking.id, err });
  });
  await bookingDoc(orgId, booking.id).update({
    awaiting: null,
    holdUntil: null,
    updatedAt: FieldValue.serverTimestamp(),
  });
  // What a gift card paid toward the deposit goes back onto it.
  await returnGiftDeposit(orgId, booking.id, 'The booking’s hold ran out');
  return 'released';
}

/** Whether the deposit was paid after all; if not, its PaymentIntent is cancelled. */
async function depositPaidAfterAll(orgId: string, booking: BookingRecord): Promise<boolean> {
  const paymentId = paymentIdFor(orgId, 'deposit', booking.id);
  const payment = (await paymentDoc(orgId, paymentId).get()).data();
  const intentId = payment?.stripe?.paymentIntentId;
  if (!intentId || !stripeSettings()) return false;
  const stripe = await stripeClient();
  const options = onAccountOf(payment);
  let intent: Stripe.PaymentIntent = await stripe.paymentIntents.retrieve(intentId, {}, options);
  if (
    intent.status !== 'succeeded' &&
    intent.status !== 'canceled' &&
    intent.status !== 'processing'
  ) {
    intent = await stripe.paymentIntents.cancel(
      intentId,
      { cancellation_reason: 'abandoned' },
      { ...options, idempotencyKey: `cancel:${orgId}:${paymentId}` },
    );
  }
  await applyIntent(orgId, paymentId, intent, { seenAt: nowSeconds(), onSucceeded: afterPaid });
  if (intent.status === 'processing') throw new Error('The deposit is still processing');
  return intent.status === 'succeeded';
}

/** Whether the card was saved after all; if not, its SetupIntent is cancelled. */
async function cardSavedAfterAll(orgId: string, booking: BookingRecord): Promise<boolean> {
  const record = (await cardSetupDoc(orgId, booking.id).get()).data();
  if (!record || !stripeSettings()) return false;
  const { intent } = await syncSetup(orgId, record);
  if (intent.status === 'succeeded') return true;
  if (intent.status === 'processing') throw new Error('The card is still being checked');
  if (intent.status !== 'canceled') {
    const stripe = await stripeClient();
    const canceled = await stripe.setupIntents.cancel(
      intent.id,
      { cancellation_reason: 'abandoned' },
      { stripeAccount: record.accountId, idempotencyKey: `cancel-setup:${orgId}:${booking.id}` },
    );
    await applySetup(orgId, booking.id, canceled, { seenAt: nowSeconds() });
  }
  return false;
}
