// Card payments on the salon's own Stripe account, the part every kind of
// card payment shares: the ledger record is written first (pending), the
// PaymentIntent is made with an idempotency key that follows from the
// record, and what Stripe says afterwards (the answer, verify-payment, a
// webhook) is applied by one function that never lets an older state
// overwrite a newer one and applies a payment's effect on its appointment
// exactly once. A request that fails halfway resumes where it stopped when it
// is retried: the same record, the same key, the same PaymentIntent.
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import {
  PAYMENT_STATUS_RANK,
  bookingPaymentStatus,
  statusOfIntent,
  type PaymentStatus,
} from '@chairside/core/payments';
import type {
  PaymentRecord,
  SavedCardView,
  StripePaymentRef,
} from '@chairside/core/records/payment';
import type { BookingRecord } from '@chairside/core/records/booking';
import { db } from '../firebase';
import { oneAtATime } from './one-at-a-time';
import { ApiError, notConfigured } from '../http/api-error';
import { bookingDoc } from '../records/bookings';
import { paymentDoc, stripeAccountDoc } from '../records/payments';
import { STRIPE_SETUP, stripeClient, stripeProblem, stripeSettings } from '../platform/stripe';
import { errorMessage } from '../platform/errors';

const SYSTEM = { uid: null, name: 'Stripe' };

/** The salon's Stripe account when it can take cards now; else the plain reason. */
export async function chargeableAccount(orgId: string) {
  const settings = stripeSettings();
  if (!settings) {
    throw notConfigured(
      'Card payments are not available on this Chairside yet. Take cash for now.',
      STRIPE_SETUP,
    );
  }
  const record = (await stripeAccountDoc(orgId).get()).data();
  if (!record) {
    throw new ApiError(
      'not_configured',
      'This salon has not connected Stripe yet, so cards cannot be taken. The owner connects it in Settings → Stripe.',
    );
  }
  if (!record.chargesEnabled) {
    throw new ApiError(
      'not_configured',
      'This salon’s Stripe account cannot take card payments yet: the owner finishes Stripe’s onboarding in Settings → Stripe.',
    );
  }
  return { accountId: record.accountId, settings };
}

/** The platform's fee on an amount, from configuration (0 unless set). */
export function applicationFee(amount: number): number {
  const bps = stripeSettings()?.platformFeeBps ?? 0;
  return Math.floor((amount * bps) / 10_000);
}

export const emptyStripeRef = (accountId: string): StripePaymentRef => ({
  accountId,
  paymentIntentId: null,
  checkoutSessionId: null,
  customerId: null,
  paymentMethodId: null,
  card: null,
  lastEventCreated: 0,
  failure: '',
  applicationFee: 0,
});

/** A card as the screens may show it. */
export function cardOf(method: Stripe.PaymentMethod | null | undefined): SavedCardView | null {
  const card = method?.card;
  if (!card) return null;
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

export interface OpenIntent {
  orgId: string;
  ref: DocumentReference<PaymentRecord>;
  /** The record to write when there is none yet (pending, without a PaymentIntent). */
  record: PaymentRecord;
  /** What the PaymentIntent is made with (amount from the record, never the browser). */
  params: Stripe.PaymentIntentCreateParams;
  /** Runs in the transaction that first writes the record (e.g. marking the booking). */
  onCreate?: (tx: Transaction) => Promise<void> | void;
}

/**
 * Writes the pending record (once), then makes its PaymentIntent on the
 * salon's account with a key that follows from the record. Answers the
 * record as it now stands and the PaymentIntent (with its client secret).
 */
export async function openIntent(
  input: OpenIntent,
): Promise<{ record: PaymentRecord; intent: Stripe.PaymentIntent; replayed: boolean }> {
  const { ref, orgId } = input;
  const accountId = input.record.stripe?.accountId;
  if (!accountId) throw new Error('openIntent needs the salon’s Stripe account');
  const existing = await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current) {
      if (current.requestHash !== input.record.requestHash) {
        throw new ApiError(
          'unprocessable',
          'This idempotency key was already used for a different payment. Use a new key for a new payment.',
        );
      }
      return current;
    }
    await input.onCreate?.(tx);
    tx.create(ref, input.record);
    return null;
  });
  const stripe = await stripeClient();
  const options = { stripeAccount: accountId };
  if (existing?.stripe?.paymentIntentId) {
    const intent = await stripe.paymentIntents
      .retrieve(existing.stripe.paymentIntentId, {}, options)
      .catch(stripeProblem);
    return { record: existing, intent, replayed: true };
  }
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        ...input.params,
        metadata: { ...input.params.metadata, orgId, paymentId: ref.id },
      },
      { ...options, idempotencyKey: `intent:${orgId}:${ref.id}` },
    );
  } catch (err) {
    // A card error on a confirmed intent carries the intent itself: keep it.
    const raw = (err as { raw?: { payment_intent?: Stripe.PaymentIntent } }).raw;
    if (raw?.payment_intent) {
      await applyIntent(orgId, ref.id, raw.payment_intent, {
        seenAt: nowSeconds(),
        failure: errorMessage(err),
      });
    } else {
      await noteFailure(ref, errorMessage(err));
    }
    throw err;
  }
  const record = await applyIntent(orgId, ref.id, intent, { seenAt: nowSeconds() });
  return { record: record ?? existing ?? input.record, intent, replayed: existing !== null };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

async function noteFailure(ref: DocumentReference<PaymentRecord>, message: string) {
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current || current.stripe?.paymentIntentId) return;
    const at = new Date();
    tx.update(ref, {
      status: 'failed',
      'stripe.failure': message,
      history: [...current.history, { at, status: 'failed', by: SYSTEM, note: message }],
      updatedAt: at,
    });
  });
}

const NOTES: Partial<Record<PaymentStatus, string>> = {
  succeeded: 'Paid',
  requires_action: 'Waiting for the client to confirm with their bank',
  canceled: 'Cancelled',
  failed: 'The payment failed',
};

/** A webhook event recorded with its effect; `duplicate` is set when it was seen before. */
/** A Stripe event as stripeEvents/{id} records it (so a replay is recognised). */
export const webhookEventData = (event: Stripe.Event, orgId: string | null) => ({
  id: event.id,
  type: event.type,
  orgId,
  created: event.created,
  receivedAt: new Date(),
});

export interface WebhookEventWrite {
  ref: DocumentReference;
  data: Record<string, unknown>;
  duplicate?: boolean;
}

export interface ApplyOptions {
  /** When Stripe's state was seen (an event's `created`, or now for a retrieval). */
  seenAt: number;
  /** The webhook event: recorded in the same transaction, so it is applied once. */
  event?: WebhookEventWrite;
  /** Why the attempt failed, in Stripe's words. */
  failure?: string;
  /** The saved card, when it was looked up. */
  card?: SavedCardView | null;
  /** Runs once, after the transaction in which the payment first succeeded. */
  onSucceeded?: (orgId: string, record: PaymentRecord) => Promise<void>;
}

/**
 * Applies a PaymentIntent's state to its ledger record and, when it first
 * succeeds, to its appointment. Older states are ignored (by time, then by
 * how far along they are). Answers the record after, or null when unknown.
 */
export async function applyIntent(
  orgId: string,
  paymentId: string,
  intent: Stripe.PaymentIntent,
  options: ApplyOptions,
): Promise<PaymentRecord | null> {
  const ref = paymentDoc(orgId, paymentId);
  let succeededNow = false;
  const after = await oneAtATime(ref.path, () =>
    applyIntentOnce(ref, orgId, intent, options, (v) => (succeededNow = v)),
  );
  if (succeededNow && after) await options.onSucceeded?.(orgId, after);
  return after;
}

function applyIntentOnce(
  ref: DocumentReference<PaymentRecord>,
  orgId: string,
  intent: Stripe.PaymentIntent,
  options: ApplyOptions,
  succeeded: (now: boolean) => void,
) {
  return db().runTransaction(async (tx) => {
    succeeded(false);
    const current = (await tx.get(ref)).data();
    const bookingRef = current?.bookingId ? bookingDoc(orgId, current.bookingId) : null;
    const booking = bookingRef ? (await tx.get(bookingRef)).data() : undefined;
    if (options.event) {
      options.event.duplicate = (await tx.get(options.event.ref)).exists;
      if (options.event.duplicate) return current ?? null;
      tx.create(options.event.ref, options.event.data);
    }
    if (!current?.stripe) return null;
    if (current.stripe.accountId && intent.id && current.stripe.paymentIntentId) {
      if (current.stripe.paymentIntentId !== intent.id) return current;
    }
    const next = nextStatus(current, intent, options);
    const lastFailure = intent.last_payment_error?.message ?? options.failure ?? '';
    const stripe: StripePaymentRef = {
      ...current.stripe,
      paymentIntentId: intent.id,
      customerId: idOf(intent.customer) ?? current.stripe.customerId,
      paymentMethodId: idOf(intent.payment_method) ?? current.stripe.paymentMethodId,
      card: options.card ?? current.stripe.card,
      lastEventCreated: Math.max(current.stripe.lastEventCreated, options.seenAt),
      failure: next === 'succeeded' ? '' : lastFailure || current.stripe.failure,
      applicationFee: intent.application_fee_amount ?? current.stripe.applicationFee,
    };
    const at = new Date();
    const changed = next !== current.status;
    const history = changed
      ? [
          ...current.history,
          {
            at,
            status: next,
            by: SYSTEM,
            note: next === 'pending' && lastFailure ? lastFailure : (NOTES[next] ?? ''),
          },
        ]
      : current.history;
    const updated: PaymentRecord = { ...current, status: next, stripe, history, updatedAt: at };
    tx.set(ref, updated);
    if (changed && next === 'succeeded') {
      succeeded(true);
      if (bookingRef && booking)
        tx.update(bookingRef, bookingAfterPayment(booking, updated, stripe.card));
    }
    return updated;
  });
}

const idOf = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id;

/** The state a record moves to on seeing the intent: never back in time, never backwards. */
function nextStatus(
  current: PaymentRecord,
  intent: Stripe.PaymentIntent,
  options: ApplyOptions,
): PaymentStatus {
  const seen = statusOfIntent(intent.status);
  const attempt = intent.last_payment_error;
  // Off session, a bank that wants the client to confirm declines with
  // authentication_required: the client confirms through the pay link.
  const failedAttempt =
    seen !== 'pending'
      ? seen
      : attempt?.code === 'authentication_required' ||
          attempt?.decline_code === 'authentication_required'
        ? 'requires_action'
        : attempt || options.failure
          ? 'failed'
          : seen;
  const last = current.stripe?.lastEventCreated ?? 0;
  const rank = PAYMENT_STATUS_RANK;
  // Paid (and refunds after it) is final as far as an intent's own states go.
  if (rank[current.status] >= rank.succeeded) return current.status;
  if (options.seenAt < last) return current.status;
  if (options.seenAt === last && rank[failedAttempt] < rank[current.status]) return current.status;
  return failedAttempt;
}

/** What a payment's success changes on its appointment. */
export function bookingAfterPayment(
  booking: BookingRecord,
  payment: PaymentRecord,
  card: SavedCardView | null,
): Record<string, unknown> {
  const base = { updatedAt: FieldValue.serverTimestamp() };
  if (payment.purpose === 'deposit') {
    const paid = booking.paid + payment.amount;
    return {
      ...base,
      paid,
      paymentStatus: bookingPaymentStatus(booking.price, paid),
      awaiting: null,
      holdUntil: null,
      ...(card ? { card } : {}),
    };
  }
  if (payment.purpose === 'balance') {
    const paid = booking.paid + payment.amount;
    // Taken at the desk, it checks the appointment out; paid ahead by the client
    // online (no cashier), it keeps its status and saves the card for the salon.
    const paidAhead = payment.takenBy.uid === null;
    return {
      ...base,
      paid,
      tips: booking.tips + payment.tip,
      paymentStatus: bookingPaymentStatus(booking.price, paid),
      ...(paidAhead && card ? { card } : {}),
      ...(paidAhead ||
      booking.status === 'completed' ||
      booking.status === 'cancelled' ||
      booking.status === 'no_show'
        ? {}
        : { status: 'completed', statusChangedAt: FieldValue.serverTimestamp() }),
    };
  }
  return base;
}
