// Refunds: full or partial, never more than is left of a payment, each once
// (its id follows from the idempotency key). A card refund goes through the
// salon's Stripe account first and is recorded when Stripe has taken it; a
// refund made in Stripe's own dashboard reaches the ledger by webhook.
import { createHash } from 'node:crypto';
import { tenderFor } from '../platform/tenders';
import type Stripe from 'stripe';
import type { PaymentDetails } from '@chairside/core/contracts/card';
import { formatMinorUnits } from '@chairside/core/money';
import { bookingPaymentStatus, type ZRefund } from '@chairside/core/payments';
import type { PaymentRecord } from '@chairside/core/records/payment';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { bookingDoc } from '../records/bookings';
import { orgDoc } from '../records/orgs';
import { localParts } from '@chairside/core/zoned-time';
import { memberDoc } from '../records/team';
import { paymentDoc } from '../records/payments';
import { logger } from 'firebase-functions';
import { detailsOf } from './card.service';
import { paymentIdFor } from '../platform/ledger';
import type { WebhookEventWrite } from './intents';
import { onAccountOf, stripeClient, stripeProblem } from '../platform/stripe';
import { orgIdOfPath } from '../platform/ids';

type Actor = { uid: string | null; name: string };

const refundIdFor = (paymentId: string, key: string) =>
  createHash('sha256').update(`refund:${paymentId}:${key}`).digest('hex').slice(0, 20);

/** What may still be refunded of a payment. */
export const refundable = (p: PaymentRecord) =>
  p.status === 'succeeded' || p.status === 'partially_refunded' ? p.amount + p.tip - p.refunded : 0;

interface RefundEntryInput {
  id: string;
  amount: number;
  reason: string;
  by: Actor;
  stripeRefundId: string | null;
}

/**
 * Records a refund on the payment and its appointment in one transaction,
 * once (by id and by Stripe's refund id). The appointment's paid amount falls
 * by the part of the refund that was not tip.
 */
export async function recordRefund(
  ref: DocumentReference<PaymentRecord>,
  entry: RefundEntryInput,
  event?: WebhookEventWrite,
): Promise<PaymentRecord | null> {
  return db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    const bookingRef = current?.bookingId ? bookingDoc(orgIdOfPath(ref), current.bookingId) : null;
    const booking = bookingRef ? (await tx.get(bookingRef)).data() : undefined;
    // The refund's salon-local day: pay runs claw commission back in its period.
    const timeZone = (await tx.get(orgDoc(orgIdOfPath(ref)))).data()?.timeZone ?? 'UTC';
    if (event) {
      event.duplicate = (await tx.get(event.ref)).exists;
      if (event.duplicate) return current ?? null;
      tx.create(event.ref, event.data);
    }
    if (!current) return null;
    const seen = current.refunds.some(
      (r) =>
        r.id === entry.id || (entry.stripeRefundId && r.stripeRefundId === entry.stripeRefundId),
    );
    if (seen) return current;
    const amount = Math.min(entry.amount, refundable(current));
    if (amount <= 0) return current;
    const at = new Date();
    const refunded = current.refunded + amount;
    const status = refunded >= current.amount + current.tip ? 'refunded' : 'partially_refunded';
    const money = formatMinorUnits(amount, current.currency);
    const day = localParts(at.getTime(), timeZone).date;
    const updated: PaymentRecord = {
      ...current,
      refunded,
      status,
      refundDays: current.refundDays.includes(day)
        ? current.refundDays
        : [...current.refundDays, day],
      refunds: [
        ...current.refunds,
        {
          id: entry.id,
          amount,
          reason: entry.reason,
          at,
          by: entry.by,
          stripeRefundId: entry.stripeRefundId,
          status: 'succeeded',
        },
      ],
      history: [
        ...current.history,
        {
          at,
          status,
          by: entry.by,
          note: `Refunded ${money}${entry.reason ? `: ${entry.reason}` : ''}`,
        },
      ],
      updatedAt: at,
    };
    tx.set(ref, updated);
    if (bookingRef && booking && (current.purpose === 'deposit' || current.purpose === 'balance')) {
      // Tips are refunded last: the price part of the refund is what comes off `paid`.
      const pricePart = (n: number) => Math.min(current.amount, n);
      const tipPart = (n: number) => Math.max(0, n - current.amount);
      const offPrice = pricePart(refunded) - pricePart(current.refunded);
      const tipOff = tipPart(refunded) - tipPart(current.refunded);
      const paid = Math.max(0, booking.paid - offPrice);
      tx.update(bookingRef, {
        paid,
        tips: Math.max(0, booking.tips - tipOff),
        paymentStatus: bookingPaymentStatus(booking.price, paid),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return updated;
  });
}

/** POST payments/refund: owners and managers refund a payment, in full or in part. */
export async function refundPayment(
  caller: Caller,
  input: z.output<typeof ZRefund>,
): Promise<PaymentDetails> {
  const { orgId, paymentId } = input;
  await requireRole(orgId, caller, ['owner', 'manager'], { action: 'refund payments' });
  const member = (await memberDoc(orgId, caller.uid).get()).data();
  const by = { uid: caller.uid, name: member?.displayName || caller.email || 'A team member' };
  return detailsOf(
    await refund(orgId, paymentId, input.amount, input.reason, input.idempotencyKey, by),
  );
}

/** Refunds `amount` of a payment once per key (Stripe first for cards). */
export async function refund(
  orgId: string,
  paymentId: string,
  amount: number,
  reason: string,
  key: string,
  by: Actor,
): Promise<PaymentRecord> {
  const ref = paymentDoc(orgId, paymentId);
  const record = (await ref.get()).data();
  if (!record) throw new ApiError('not_found', 'We could not find that payment.');
  const id = refundIdFor(paymentId, key);
  if (record.refunds.some((r) => r.id === id)) return record;
  const left = refundable(record);
  const money = (n: number) => formatMinorUnits(n, record.currency);
  if (left === 0) {
    throw new ApiError(
      'conflict',
      record.status === 'refunded'
        ? 'This payment is already refunded in full.'
        : 'Only a payment that went through can be refunded.',
    );
  }
  if (amount > left) {
    throw new ApiError('validation_failed', `At most ${money(left)} can be refunded.`, [
      { path: 'amount', message: `At most ${money(left)}` },
    ]);
  }
  let stripeRefundId: string | null = null;
  const tender = tenderFor(record.method);
  if (tender) {
    // Back where it came from (a gift card's balance), once per refund even if retried.
    await tender.refund({ orgId, payment: record, amount, refundId: id, reason, by });
  } else if (record.method !== 'cash') {
    const intentId = record.stripe?.paymentIntentId;
    if (!intentId) throw new ApiError('conflict', 'This payment has no card charge to refund.');
    const stripe = await stripeClient();
    const made: Stripe.Refund = await stripe.refunds
      .create(
        {
          payment_intent: intentId,
          amount,
          metadata: { orgId, paymentId, refundId: id },
          ...(record.stripe?.applicationFee ? { refund_application_fee: true } : {}),
        },
        { ...onAccountOf(record), idempotencyKey: `refund:${orgId}:${id}` },
      )
      .catch(stripeProblem);
    if (made.status === 'failed' || made.status === 'canceled') {
      throw new ApiError(
        'unprocessable',
        'Stripe could not make this refund. Nothing was refunded.',
      );
    }
    stripeRefundId = made.id;
  }
  const after = await recordRefund(ref, { id, amount, reason, by, stripeRefundId });
  return after ?? record;
}

/**
 * A cancellation inside the salon's policy gives the deposit back in full. A
 * refund that fails (Stripe unreachable) leaves the cancellation standing and
 * the deposit refundable from the payment's page; it is logged.
 */
export async function refundDepositOnCancel(
  orgId: string,
  booking: { id: string; start: string; deposit: number },
  cancellationHours: number,
  by: Actor,
  now = Date.now(),
): Promise<boolean> {
  if (now > Date.parse(booking.start) - cancellationHours * 3_600_000) return false;
  // The deposit's card part, the part a gift card paid (back onto the card), and
  // what the client paid ahead from their link.
  let refunded = false;
  for (const kind of ['deposit', 'deposit-gift', 'prepay']) {
    const paymentId = paymentIdFor(orgId, kind, booking.id);
    const record = (await paymentDoc(orgId, paymentId).get()).data();
    if (!record || refundable(record) === 0) continue;
    try {
      await refund(
        orgId,
        paymentId,
        refundable(record),
        'Cancelled inside the policy',
        `cancel-${booking.id}`,
        by,
      );
      refunded = true;
    } catch (err) {
      logger.error('The deposit of a cancelled booking was not refunded', {
        orgId,
        id: booking.id,
        err,
      });
    }
  }
  return refunded;
}
