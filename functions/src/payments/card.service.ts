// Taking cards on the salon's own Stripe account: an appointment's balance at
// the front desk, a visitor's deposit when booking online (with the card
// saved for the salon's fees), a no-show or late-cancellation fee charged to
// that card, and what anyone may ask of a payment afterwards.
import type Stripe from 'stripe';
import type {
  CardIntent,
  FeeAnswer,
  PayLinkView,
  PaymentDetails,
  PaymentStatusView,
} from '@chairside/core/contracts/card';
import { formatMinorUnits } from '@chairside/core/money';
import {
  PAYMENT_PURPOSE_LABELS,
  balanceDue,
  type FeePurpose,
  type ZChargeFee,
  type ZCreateIntent,
} from '@chairside/core/payments';
import { FEE_WINDOW_DAYS, chargeFor } from '@chairside/core/payment-policy';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { PaymentRecord } from '@chairside/core/records/payment';
import { localParts } from '@chairside/core/zoned-time';
import type { z } from 'zod';
import { CASHIER_ROLES } from '@chairside/core/roles';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { bookingDoc } from '../records/bookings';
import { orgDoc } from '../records/orgs';
import { cardSetupDoc, paymentCustomerDoc, paymentDoc } from '../records/payments';
import { requestHash } from '../platform/ids';
import { manageToken, verifyManageToken } from '../platform/manage-links';
import { publish } from '../platform/events';
import { queueMail } from '../mail/outbox';
import { payLinkMail } from '../mail/templates';
import { paymentView } from './ledger';
import { cashierOf, paymentIdFor } from '../platform/ledger';
import {
  applicationFee,
  applyIntent,
  cardOf,
  chargeableAccount,
  emptyStripeRef,
  nowSeconds,
  openIntent,
} from './intents';
import { onAccountOf, stripeClient, stripeProblem, stripeSettings } from '../platform/stripe';
import { readRecord } from '../platform/read';
import { errorField } from '../platform/errors';

type Actor = { uid: string | null; name: string };

export function pendingRecord(args: {
  id: string;
  method?: PaymentRecord['method'];
  purpose: PaymentRecord['purpose'];
  amount: number;
  tip: number;
  booking: BookingRecord;
  timeZone: string;
  takenBy: Actor;
  accountId: string;
  hash: string;
  note: string;
}): PaymentRecord {
  const at = new Date();
  const { booking } = args;
  return {
    id: args.id,
    method: args.method ?? 'card',
    purpose: args.purpose,
    status: 'pending',
    amount: args.amount,
    tip: args.tip,
    refunded: 0,
    currency: booking.currency,
    bookingId: booking.id,
    saleId: null,
    clientId: booking.clientId,
    clientName: booking.clientName,
    staffId: booking.staffId,
    staffName: booking.staffName,
    cash: null,
    stripe: { ...emptyStripeRef(args.accountId), applicationFee: applicationFee(args.amount) },
    refunds: [],
    refundDays: [],
    localDate: localParts(at.getTime(), args.timeZone).date,
    takenBy: args.takenBy,
    history: [{ at, status: 'pending', by: args.takenBy, note: args.note }],
    requestHash: args.hash,
    createdAt: at,
    updatedAt: at,
  };
}

/** The client's Customer on the salon's account (made once, with an idempotency key). */
export async function customerFor(
  orgId: string,
  accountId: string,
  booking: Pick<BookingRecord, 'clientId' | 'clientName' | 'clientEmail' | 'clientPhone'>,
): Promise<string | undefined> {
  if (!booking.clientId) return undefined;
  const ref = paymentCustomerDoc(orgId, booking.clientId);
  const known = (await ref.get()).data();
  if (known?.accountId === accountId) return known.customerId;
  const stripe = await stripeClient();
  const customer = await stripe.customers
    .create(
      {
        name: booking.clientName || undefined,
        email: booking.clientEmail || undefined,
        phone: booking.clientPhone || undefined,
        metadata: { orgId, clientId: booking.clientId },
      },
      {
        stripeAccount: accountId,
        idempotencyKey: `customer:${orgId}:${booking.clientId}:${accountId}`,
      },
    )
    .catch(stripeProblem);
  await ref.set({
    id: booking.clientId,
    accountId,
    customerId: customer.id,
    createdAt: new Date(),
  });
  return customer.id;
}

export function intentAnswer(
  record: PaymentRecord,
  intent: Stripe.PaymentIntent,
  publishableKey: string,
  accountId: string,
): CardIntent {
  if (!intent.client_secret) throw new Error('A PaymentIntent without a client secret');
  return {
    paymentId: record.id,
    clientSecret: intent.client_secret,
    amount: record.amount,
    tip: record.tip,
    currency: record.currency,
    publishableKey,
    accountId,
    status: record.status,
  };
}

/** The salon and one of its appointments, read together; either missing is a 404. */
export async function salonAndBooking(orgId: string, bookingId: string) {
  const [salon, booking] = await Promise.all([
    orgDoc(orgId)
      .get()
      .then((s) => s.data()),
    bookingDoc(orgId, bookingId)
      .get()
      .then((s) => s.data()),
  ]);
  if (!salon) throw new ApiError('not_found', 'That salon no longer exists.');
  if (!booking) throw new ApiError('not_found', 'That appointment no longer exists.');
  return { salon, booking };
}

const CARD_CHECKOUT_FROM = ['booked', 'confirmed', 'checked_in', 'completed'];

/**
 * What taking an appointment's balance on the salon's Stripe account starts
 * from (card, QR or Cash App): the cashier, the account, the appointment, the
 * ledger record's place (from the idempotency key) and the balance due. A
 * retry of a payment already started skips the checks it passed.
 */
export async function checkoutStart(
  caller: Caller,
  input: z.output<typeof ZCreateIntent>,
  kind: 'card' | 'qr' | 'cashapp',
) {
  const { orgId, bookingId } = input;
  const cashier = await cashierOf(orgId, caller, 'take payments');
  const { accountId, settings } = await chargeableAccount(orgId);
  const { salon, booking } = await salonAndBooking(orgId, bookingId);
  const ref = paymentDoc(orgId, paymentIdFor(orgId, kind, input.idempotencyKey));
  const replay = (await ref.get()).data();
  if (!replay) {
    if (!CARD_CHECKOUT_FROM.includes(booking.status)) {
      throw new ApiError(
        'conflict',
        booking.status === 'no_show'
          ? 'This appointment was marked as a no-show: charge a no-show fee instead.'
          : 'This appointment was cancelled, so there is nothing to check out.',
      );
    }
    assertBalance(booking, input.expectedAmount);
  }
  const due = replay?.amount ?? balanceDue(booking.price, booking.paid);
  /** The pending ledger record of this balance payment (its request hash tells retries apart). */
  const record = (note: string) =>
    pendingRecord({
      id: ref.id,
      method: kind,
      purpose: 'balance',
      amount: due,
      tip: input.tip,
      booking,
      timeZone: salon.timeZone,
      takenBy: cashier,
      accountId,
      hash: requestHash({ ...input, idempotencyKey: undefined, kind }),
      note,
    });
  return { cashier, accountId, settings, salon, booking, ref, replay, due, record };
}

/**
 * POST payments/create-intent: the front desk takes an appointment's balance
 * (and a tip) by card. The amount is the balance the server works out.
 */
export async function createCardIntent(
  caller: Caller,
  input: z.output<typeof ZCreateIntent>,
): Promise<CardIntent> {
  const { orgId, bookingId } = input;
  const start = await checkoutStart(caller, input, 'card');
  const { accountId, settings, salon, booking, ref, due } = start;
  const customer = await customerFor(orgId, accountId, booking);
  const { record, intent } = await openIntent({
    orgId,
    ref,
    record: start.record('Card payment started at the front desk'),
    params: {
      amount: due + input.tip,
      currency: booking.currency.toLowerCase(),
      customer,
      automatic_payment_methods: { enabled: true },
      description: `${salon.name}: appointment with ${booking.staffName}`,
      metadata: { bookingId, purpose: 'balance' },
      ...(applicationFee(due) ? { application_fee_amount: applicationFee(due) } : {}),
    },
  });
  return intentAnswer(record, intent, settings.publishableKey, accountId);
}

function assertBalance(booking: BookingRecord, expected: number) {
  const due = balanceDue(booking.price, booking.paid);
  const money = (n: number) => formatMinorUnits(n, booking.currency);
  if (due === 0) throw new ApiError('conflict', 'This appointment is already paid in full.');
  if (expected !== due) {
    throw new ApiError(
      'conflict',
      `The balance is now ${money(due)}, not ${money(expected)}. Check the amount and try again.`,
      [{ path: 'expectedAmount', message: `The balance is ${money(due)}` }],
    );
  }
}

/**
 * A visitor's deposit for a booking just made online: a PaymentIntent on the
 * salon's account that also saves the card for the salon's fees
 * (`setup_future_usage: off_session`). Made once per booking.
 */
export const depositIntent = (orgId: string, bookingId: string) =>
  clientIntent(orgId, bookingId, (booking, salonName) => ({
    kind: 'deposit',
    purpose: 'deposit',
    // What a gift card already paid of it is not asked again.
    amount: booking.deposit - booking.paid,
    by: 'Online booking',
    note: 'Deposit asked for when booking online',
    description: `${salonName}: deposit for your appointment`,
    hash: { deposit: bookingId },
  }));

/**
 * A client pays what is still due for an appointment from its manage link
 * (or their account): a PaymentIntent for the balance on the salon's account
 * that also saves the card for the salon. One per appointment: a retry is the
 * same payment, and cancelling in time refunds it.
 */
export const prepayIntent = (orgId: string, bookingId: string) =>
  clientIntent(orgId, bookingId, (booking, salonName) => {
    const amount = balanceDue(booking.price, booking.paid);
    if (amount === 0) throw new ApiError('conflict', 'This appointment is already paid in full.');
    return {
      kind: 'prepay',
      purpose: 'balance',
      amount,
      by: 'Paid online by the client',
      note: 'Paid ahead by the client from their appointment link',
      description: `${salonName}: your appointment with ${booking.staffName}`,
      hash: { prepay: bookingId, amount },
    };
  });

/**
 * What a client pays online for their own appointment (a deposit, or the
 * balance ahead): a PaymentIntent on the salon's account, one per appointment
 * and kind, that also saves the card for the salon's fees (card holds expire
 * within days: the card is saved, never held).
 */
async function clientIntent(
  orgId: string,
  bookingId: string,
  ask: (
    booking: BookingRecord,
    salonName: string,
  ) => {
    kind: 'deposit' | 'prepay';
    purpose: 'deposit' | 'balance';
    amount: number;
    by: string;
    note: string;
    description: string;
    hash: Record<string, unknown>;
  },
): Promise<CardIntent> {
  const { accountId, settings } = await chargeableAccount(orgId);
  const { salon, booking } = await salonAndBooking(orgId, bookingId);
  const a = ask(booking, salon.name);
  const ref = paymentDoc(orgId, paymentIdFor(orgId, a.kind, bookingId));
  const customer = await customerFor(orgId, accountId, booking);
  const { record, intent } = await openIntent({
    orgId,
    ref,
    record: pendingRecord({
      id: ref.id,
      purpose: a.purpose,
      amount: a.amount,
      tip: 0,
      booking,
      timeZone: salon.timeZone,
      takenBy: { uid: null, name: a.by },
      accountId,
      hash: requestHash(a.hash),
      note: a.note,
    }),
    params: {
      amount: a.amount,
      currency: booking.currency.toLowerCase(),
      customer,
      setup_future_usage: 'off_session',
      allowed_payment_method_types: ['card'],
      description: a.description,
      receipt_email: booking.clientEmail || undefined,
      metadata: { bookingId, purpose: a.purpose },
      ...(applicationFee(a.amount) ? { application_fee_amount: applicationFee(a.amount) } : {}),
    },
  });
  return intentAnswer(record, intent, settings.publishableKey, accountId);
}

/** The fee a booking owes now, less the deposit the salon keeps. */
export function feeOwed(booking: BookingRecord, rule: Parameters<typeof chargeFor>[0]): number {
  return Math.max(0, chargeFor(rule, booking.price) - booking.paid);
}

/** Why a fee may not be charged on this booking now, or null when it may. */
export function feeRefusal(
  booking: BookingRecord,
  purpose: FeePurpose,
  cancellationHours: number,
  now: number,
): string | null {
  if (purpose === 'no_show_fee' && booking.status !== 'no_show')
    return 'Mark the appointment as a no-show before charging the no-show fee.';
  if (purpose === 'late_cancel_fee') {
    if (booking.status !== 'cancelled')
      return 'Only a cancelled appointment can be charged a late-cancellation fee.';
    const cancelledAt = booking.statusChangedAt?.getTime() ?? now;
    if (cancelledAt < booking.startTime.getTime() - cancellationHours * 3_600_000)
      return `It was cancelled more than ${cancellationHours} hours ahead, inside the salon’s policy.`;
  }
  if (now > booking.startTime.getTime() + FEE_WINDOW_DAYS * 86_400_000)
    return `Fees can be charged up to ${FEE_WINDOW_DAYS} days after the appointment.`;
  return null;
}

/**
 * POST process-payment: charges a no-show or late-cancellation fee to the
 * card saved with the deposit (or on its own, without one), off session. The
 * key follows from the booking and the kind of fee, so a fee is never charged
 * twice. When the bank asks
 * the client to confirm, or declines, the client gets a pay link by e-mail.
 */
export async function chargeFee(
  caller: Caller,
  input: z.output<typeof ZChargeFee>,
  appOrigin: string,
): Promise<FeeAnswer> {
  const { orgId, bookingId, purpose } = input;
  const cashier = await cashierOf(orgId, caller, 'charge fees');
  const ref = paymentDoc(orgId, paymentIdFor(orgId, purpose, bookingId));
  const earlier = (await ref.get()).data();
  if (earlier && earlier.status !== 'failed') return feeAnswer(earlier, false);
  const { accountId } = await chargeableAccount(orgId);
  const [{ salon, booking }, deposit, setup] = await Promise.all([
    salonAndBooking(orgId, bookingId),
    paymentDoc(orgId, paymentIdFor(orgId, 'deposit', bookingId))
      .get()
      .then((s) => s.data()),
    cardSetupDoc(orgId, bookingId)
      .get()
      .then((s) => s.data()),
  ]);
  const refusal = feeRefusal(booking, purpose, salon.bookingPolicy.cancellationHours, Date.now());
  if (refusal) throw new ApiError('conflict', refusal);
  const rule =
    purpose === 'no_show_fee' ? salon.paymentPolicy.noShowFee : salon.paymentPolicy.lateCancelFee;
  const owed = feeOwed(booking, rule);
  const money = (n: number) => formatMinorUnits(n, booking.currency);
  if (owed === 0) {
    throw new ApiError(
      'conflict',
      rule.kind === 'none'
        ? `The salon has no ${PAYMENT_PURPOSE_LABELS[purpose].toLowerCase()}. Set one in Settings → Payments.`
        : 'The deposit the salon keeps already covers the fee.',
    );
  }
  if (input.expectedAmount !== owed) {
    throw new ApiError(
      'conflict',
      `The fee is ${money(owed)}, not ${money(input.expectedAmount)}.`,
      [{ path: 'expectedAmount', message: `The fee is ${money(owed)}` }],
    );
  }
  // The card saved with the deposit, or saved on its own when there was no deposit.
  const saved =
    deposit?.status === 'succeeded' && deposit.stripe?.customerId && deposit.stripe.paymentMethodId
      ? { customer: deposit.stripe.customerId, method: deposit.stripe.paymentMethodId }
      : setup?.status === 'succeeded' && setup.accountId === accountId && setup.paymentMethodId
        ? { customer: setup.customerId, method: setup.paymentMethodId }
        : null;
  const customer = saved?.customer;
  const method = saved?.method;
  if (!customer || !method) {
    throw new ApiError(
      'conflict',
      'No card was saved with this appointment, so the fee cannot be charged.',
    );
  }
  let outcome: FeeAnswer['outcome'] = 'succeeded';
  let record: PaymentRecord;
  try {
    const opened = await openIntent({
      orgId,
      ref,
      record: pendingRecord({
        id: ref.id,
        purpose,
        amount: owed,
        tip: 0,
        booking,
        timeZone: salon.timeZone,
        takenBy: cashier,
        accountId,
        hash: requestHash({ fee: purpose, bookingId }),
        note: `${PAYMENT_PURPOSE_LABELS[purpose]} charged to the saved card`,
      }),
      params: {
        amount: owed,
        currency: booking.currency.toLowerCase(),
        customer,
        payment_method: method,
        off_session: true,
        confirm: true,
        description: `${salon.name}: ${PAYMENT_PURPOSE_LABELS[purpose].toLowerCase()}`,
        metadata: { bookingId, purpose },
        ...(applicationFee(owed) ? { application_fee_amount: applicationFee(owed) } : {}),
      },
      onCreate: (tx) => {
        tx.update(bookingDoc(orgId, bookingId), {
          [`feePayments.${purpose}`]: ref.id,
          updatedAt: new Date(),
        });
      },
    });
    record = opened.record;
    outcome =
      record.status === 'succeeded'
        ? 'succeeded'
        : record.status === 'failed'
          ? 'failed'
          : 'requires_action';
  } catch (err) {
    if (errorField(err, 'type') !== 'StripeCardError') stripeProblem(err);
    outcome = errorField(err, 'code') === 'authentication_required' ? 'requires_action' : 'failed';
    record = await readRecord(ref);
  }
  let payLinkSent = false;
  if (outcome !== 'succeeded' && booking.clientEmail) {
    const token = manageToken(orgId, bookingId);
    if (token) {
      ({ willSend: payLinkSent } = await queueMail(
        payLinkMail({
          to: booking.clientEmail,
          clientName: booking.clientName.split(' ')[0] ?? '',
          salonName: salon.name,
          what: PAYMENT_PURPOSE_LABELS[purpose],
          amount: money(owed),
          url: `${appOrigin}/payment?token=${encodeURIComponent(token)}&payment=${ref.id}`,
          reason:
            outcome === 'requires_action'
              ? 'Your bank asked you to confirm this payment.'
              : 'Your saved card was declined.',
        }),
        { orgId, key: `pay-link-${orgId}-${ref.id}` },
      ));
    }
  }
  return feeAnswer(record, payLinkSent, outcome);
}

function feeAnswer(
  record: PaymentRecord,
  payLinkSent: boolean,
  outcome: FeeAnswer['outcome'] = record.status === 'succeeded'
    ? 'succeeded'
    : record.status === 'failed'
      ? 'failed'
      : 'requires_action',
): FeeAnswer {
  const money = formatMinorUnits(record.amount, record.currency);
  const what = PAYMENT_PURPOSE_LABELS[record.purpose];
  const failure = record.stripe?.failure ? ` ${record.stripe.failure}` : '';
  const message =
    outcome === 'succeeded'
      ? `${what} of ${money} charged to the saved card.`
      : outcome === 'requires_action'
        ? `The bank asked the client to confirm the ${money} ${what.toLowerCase()}.${payLinkSent ? ' We e-mailed them a link to pay.' : ''}`
        : `The card was declined.${failure}${payLinkSent ? ' We e-mailed the client a link to pay with another card.' : ''}`;
  return { payment: paymentView(record), outcome, message, payLinkSent };
}

/**
 * What follows a payment's success is the business of whoever registered for
 * it: a gift card bought is issued, an appointment whose deposit this is is
 * secured and confirmed to the client.
 */
export async function afterPaid(orgId: string, record: PaymentRecord): Promise<void> {
  await publish('payment.succeeded', { orgId, payment: record });
  if (record.purpose === 'deposit' && record.bookingId) {
    await publish('appointment.secured', { orgId, bookingId: record.bookingId });
  }
}

export function statusView(p: PaymentRecord): PaymentStatusView {
  return {
    id: p.id,
    status: p.status,
    purpose: p.purpose,
    amount: p.amount,
    tip: p.tip,
    currency: p.currency,
    failure: p.stripe?.failure || null,
  };
}

async function recordOf(orgId: string, paymentId: string): Promise<PaymentRecord> {
  const record = (await paymentDoc(orgId, paymentId).get()).data();
  if (!record) throw new ApiError('not_found', 'We could not find that payment.');
  return record;
}

/** GET status/{paymentId}: where a payment stands (its id is the key to it). */
export async function paymentStatus(orgId: string, paymentId: string) {
  return statusView(await recordOf(orgId, paymentId));
}

/**
 * POST verify-payment: asks Stripe where a card payment stands now (after the
 * browser confirmed it) and records that. What the browser says is never taken.
 */
export async function verifyPayment(orgId: string, paymentId: string): Promise<PaymentStatusView> {
  const record = await recordOf(orgId, paymentId);
  const intentId = record.stripe?.paymentIntentId;
  if (!intentId || !stripeSettings()) return statusView(record);
  const stripe = await stripeClient();
  const options = onAccountOf(record);
  const intent = await stripe.paymentIntents
    .retrieve(intentId, { expand: ['payment_method'] }, options)
    .catch(stripeProblem);
  const card = typeof intent.payment_method === 'object' ? cardOf(intent.payment_method) : null;
  const applied = await applyIntent(orgId, paymentId, intent, {
    seenAt: nowSeconds(),
    card,
    onSucceeded: afterPaid,
  });
  return statusView(applied ?? record);
}

/** GET details/{paymentId}: a payment's whole story, for the salon's cashiers. */
export async function paymentDetails(
  caller: Caller,
  orgId: string,
  paymentId: string,
): Promise<PaymentDetails> {
  await requireRole(orgId, caller, CASHIER_ROLES, {
    allowSuperAdmin: true,
    action: 'see payments',
  });
  return detailsOf(await recordOf(orgId, paymentId));
}

export function detailsOf(p: PaymentRecord): PaymentDetails {
  return {
    ...paymentView(p),
    history: p.history.map((h) => ({
      at: h.at.toISOString(),
      status: h.status,
      by: h.by.name,
      note: h.note,
    })),
    refunds: p.refunds.map((r) => ({
      id: r.id,
      amount: r.amount,
      reason: r.reason,
      at: r.at.toISOString(),
      by: r.by.name,
      status: r.status,
    })),
    refundable:
      p.status === 'succeeded' || p.status === 'partially_refunded'
        ? p.amount + p.tip - p.refunded
        : 0,
    card: p.stripe?.card ?? null,
    failure: p.stripe?.failure || null,
    stripePaymentIntentId: p.stripe?.paymentIntentId ?? null,
  };
}

/**
 * GET payments/pay: the payment a pay link points to. The link carries the
 * appointment's signed token; the payment must belong to that appointment.
 */
export async function payLink(token: string, paymentId: string): Promise<PayLinkView> {
  const { orgId, bookingId } = verifyManageToken(token);
  const [record, salon] = await Promise.all([
    paymentDoc(orgId, paymentId)
      .get()
      .then((s) => s.data()),
    orgDoc(orgId)
      .get()
      .then((s) => s.data()),
  ]);
  if (!record || record.bookingId !== bookingId || !salon) {
    throw new ApiError('not_found', 'This payment link is not valid. Please contact the salon.');
  }
  const settings = stripeSettings();
  const base = { ...statusView(record), orgId, salonName: salon.name };
  const open =
    record.status === 'pending' ||
    record.status === 'requires_action' ||
    record.status === 'failed';
  if (!open || !settings || !record.stripe?.paymentIntentId) {
    return { ...base, clientSecret: null, publishableKey: null, accountId: null };
  }
  const stripe = await stripeClient();
  const intent = await stripe.paymentIntents
    .retrieve(record.stripe.paymentIntentId, {}, { stripeAccount: record.stripe.accountId })
    .catch(stripeProblem);
  return {
    ...base,
    clientSecret: intent.client_secret,
    publishableKey: settings.publishableKey,
    accountId: record.stripe.accountId,
  };
}
