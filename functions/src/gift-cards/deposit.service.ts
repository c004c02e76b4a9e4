// A held online booking's deposit paid with a gift card: the card pays what
// it can in one transaction (never below zero, once per booking), and the
// deposit's PaymentIntent then asks for only the rest; when the card covers
// it all, the PaymentIntent is cancelled and the booking is confirmed (or
// waits for a card to save, at a salon that charges fees). If Stripe cannot
// take the smaller amount, the gift card gets its money back.
import type Stripe from 'stripe';
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import type { DepositGiftCardAnswer } from '@chairside/core/contracts/booking';
import { giftCodeTail, type ZDepositGiftCard } from '@chairside/core/gift-cards';
import { formatMinorUnits } from '@chairside/core/money';
import { takesFees } from '@chairside/core/payment-policy';
import { bookingPaymentStatus } from '@chairside/core/payments';
import type { PaymentRecord } from '@chairside/core/records/payment';
import { formatAppointmentTime } from '@chairside/core/format';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { bookingDoc } from '../records/bookings';
import { giftCardDoc } from '../records/gift-cards';
import { paymentDoc } from '../records/payments';
import { resolveSalon } from '../platform/salon';
import { publish } from '../platform/events';
import { cardByCode, spendCard } from './gift-cards.service';
import { idFrom } from '../platform/ids';
import { depositIntent, intentAnswer } from '../payments';
import { applicationFee, applyIntent, chargeableAccount, nowSeconds } from '../payments';
import { ledgerRecord, paymentIdFor } from '../platform/ledger';
import { refund } from '../payments';
import { openCardSetup } from '../payments';
import { onAccountOf, stripeClient, stripeProblem } from '../platform/stripe';
import { readRecord } from '../platform/read';

const ONLINE = { uid: null, name: 'Online booking' };

/** The gift card part of a booking's deposit (one card per deposit). */
export const giftDepositIdFor = (orgId: string, bookingId: string) =>
  paymentIdFor(orgId, 'deposit-gift', bookingId);

const conflict = (message: string) => new ApiError('conflict', message);

/** POST booking/deposit-gift-card (public, rate limited: a code is a secret). */
export async function payDepositWithGiftCard(
  input: z.output<typeof ZDepositGiftCard>,
): Promise<DepositGiftCardAnswer> {
  const { orgId, bookingId } = input;
  const [salon, found] = await Promise.all([resolveSalon(orgId), cardByCode(orgId, input.code)]);
  const bookingRef = bookingDoc(orgId, bookingId);
  const giftRef = paymentDoc(orgId, giftDepositIdFor(orgId, bookingId));
  const cardPaymentRef = paymentDoc(orgId, paymentIdFor(orgId, 'deposit', bookingId));
  const fees = salon.money !== null && takesFees(salon.money);

  const done = await db().runTransaction(async (tx) => {
    const [bookingSnap, cardSnap, giftSnap, cardPaymentSnap] = await Promise.all([
      tx.get(bookingRef),
      tx.get(giftCardDoc(orgId, found.id)),
      tx.get(giftRef),
      tx.get(cardPaymentRef),
    ]);
    const booking = bookingSnap.data();
    const card = cardSnap.data();
    if (!booking || booking.source !== 'online' || !card) {
      throw new ApiError('not_found', 'We could not find this appointment.');
    }
    const earlier = giftSnap.data();
    if (earlier) {
      if (earlier.giftCardId === card.id) {
        return { booking, card, paid: earlier.amount - earlier.refunded, new: false };
      }
      throw conflict('Another gift card already paid part of this deposit. Pay the rest by card.');
    }
    if (booking.status === 'cancelled') {
      throw conflict('This appointment was cancelled: its time is no longer held.');
    }
    if (booking.awaiting !== 'deposit') throw conflict('This deposit is already paid.');
    const byCard = cardPaymentSnap.data()?.status;
    if (byCard && byCard !== 'pending' && byCard !== 'failed' && byCard !== 'canceled') {
      throw conflict('This deposit is already being paid by card.');
    }
    const due = booking.deposit - booking.paid;
    // A card with nothing on it is refused by spendCard with its reason.
    const amount = card.balance > 0 ? Math.min(due, card.balance) : due;
    const at = new Date();
    const spent = spendCard(tx, orgId, card, amount, {
      entryId: idFrom('deposit-gift', orgId, bookingId),
      note: `Deposit for the appointment on ${formatAppointmentTime(booking.startTime, salon.timeZone)}`,
      bookingId,
      by: ONLINE,
      at,
    });
    tx.create(
      giftRef,
      ledgerRecord({
        id: giftRef.id,
        method: 'gift_card',
        purpose: 'deposit',
        status: 'succeeded',
        amount,
        currency: booking.currency,
        giftCardId: card.id,
        bookingId,
        clientId: booking.clientId,
        clientName: booking.clientName,
        staffId: booking.staffId,
        staffName: booking.staffName,
        timeZone: salon.timeZone,
        at,
        by: ONLINE,
        note: `Gift card ending ${giftCodeTail(card.code)} toward the deposit`,
        requestHash: '',
      }),
    );
    const paid = booking.paid + amount;
    const awaiting = paid < booking.deposit ? 'deposit' : fees ? 'card' : null;
    const after = {
      ...booking,
      paid,
      paymentStatus: bookingPaymentStatus(booking.price, paid),
      awaiting,
      holdUntil: awaiting ? booking.holdUntil : null,
    } as const;
    tx.update(bookingRef, {
      paid,
      paymentStatus: after.paymentStatus,
      awaiting,
      holdUntil: after.holdUntil,
      updatedAt: at,
    });
    return { booking: after, card: spent.card, paid: amount, new: true };
  });

  const { booking, card } = done;
  const answer = (rest: Pick<DepositGiftCardAnswer, 'deposit' | 'cardSetup'>) => ({
    paid: done.paid,
    giftCard: { last4: giftCodeTail(card.code), balance: card.balance, currency: card.currency },
    awaiting: booking.awaiting,
    holdUntil: booking.holdUntil?.toISOString() ?? null,
    ...rest,
  });
  if (booking.awaiting === 'deposit') {
    const rest = booking.deposit - booking.paid;
    try {
      return answer({ deposit: await askOnlyTheRest(orgId, bookingId, rest), cardSetup: null });
    } catch (err) {
      if (done.new) await giveBack(orgId, giftRef.id, done.paid);
      throw err;
    }
  }
  if (done.new) await cancelCardPart(orgId, cardPaymentRef.id);
  if (booking.awaiting === 'card') {
    return answer({ deposit: null, cardSetup: await openCardSetup(orgId, bookingId) });
  }
  if (done.new) {
    await publish('appointment.secured', { orgId, bookingId });
  }
  return answer({ deposit: null, cardSetup: null });
}

/** The deposit's PaymentIntent asks for only what the gift card left (made now if there was none). */
async function askOnlyTheRest(orgId: string, bookingId: string, rest: number) {
  const ref = paymentDoc(orgId, paymentIdFor(orgId, 'deposit', bookingId));
  const record = (await ref.get()).data();
  const intentId = record?.stripe?.paymentIntentId;
  if (!record || !intentId) return depositIntent(orgId, bookingId);
  const { accountId, settings } = await chargeableAccount(orgId);
  const stripe = await stripeClient();
  const fee = applicationFee(rest);
  const intent: Stripe.PaymentIntent =
    record.amount === rest
      ? await stripe.paymentIntents
          .retrieve(intentId, {}, { stripeAccount: accountId })
          .catch(stripeProblem)
      : await stripe.paymentIntents
          .update(
            intentId,
            { amount: rest, ...(fee ? { application_fee_amount: fee } : {}) },
            { stripeAccount: accountId, idempotencyKey: `resize:${orgId}:${ref.id}:${rest}` },
          )
          .catch(stripeProblem);
  const updated = await db().runTransaction(async (tx) => {
    const current = await readRecord(ref, tx);
    if (current.amount === rest) return current;
    const at = new Date();
    const next: PaymentRecord = {
      ...current,
      amount: rest,
      history: [
        ...current.history,
        {
          at,
          status: current.status,
          by: ONLINE,
          note: `A gift card paid part of the deposit: ${formatMinorUnits(rest, current.currency)} left to pay by card`,
        },
      ],
      updatedAt: at,
    };
    tx.set(ref, next);
    return next;
  });
  return intentAnswer(updated, intent, settings.publishableKey, accountId);
}

/** The card part is not needed any more: its PaymentIntent is cancelled (best effort). */
async function cancelCardPart(orgId: string, paymentId: string) {
  const record = (await paymentDoc(orgId, paymentId).get()).data();
  const intentId = record?.stripe?.paymentIntentId;
  if (!record || !intentId || record.status !== 'pending') return;
  try {
    const stripe = await stripeClient();
    const intent = await stripe.paymentIntents.cancel(
      intentId,
      { cancellation_reason: 'requested_by_customer' },
      { ...onAccountOf(record), idempotencyKey: `cancel:${orgId}:${paymentId}` },
    );
    await applyIntent(orgId, paymentId, intent, { seenAt: nowSeconds() });
  } catch (err) {
    // The hold's run-out cancels it later; the booking is already paid.
    logger.warn('The unneeded deposit PaymentIntent was not cancelled yet', { orgId, err });
  }
}

/** Stripe would not take the smaller amount: the gift card gets back what it paid. */
async function giveBack(orgId: string, paymentId: string, amount: number) {
  await refund(
    orgId,
    paymentId,
    amount,
    'The rest of the deposit could not be set up by card',
    'undo',
    ONLINE,
  ).catch((err: unknown) =>
    logger.error('A gift card deposit part was not given back', { orgId, paymentId, err }),
  );
}

/**
 * A booking whose hold ran out, or that was cancelled inside the policy:
 * the gift card part of its deposit goes back onto the card (once).
 */
export async function returnGiftDeposit(orgId: string, bookingId: string, reason: string) {
  const id = giftDepositIdFor(orgId, bookingId);
  const record = (await paymentDoc(orgId, id).get()).data();
  const left = record ? record.amount - record.refunded : 0;
  if (!record || left <= 0) return false;
  await refund(orgId, id, left, reason, 'returned', ONLINE);
  return true;
}
