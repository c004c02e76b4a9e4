// orgs/{orgId}/payments/{paymentId} and orgs/{orgId}/cashDrawers/{date}: the
// salon's ledger. Written only by functions (every state change with its
// time and who made it); owners, managers and the front desk read it, a
// stylist the payments of their own appointments (their tips).
import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '../payments';
import { storedString, ZStoredDate } from './stored';

const ZActor = z
  .object({ uid: z.string().nullable().catch(null), name: storedString() })
  .catch({ uid: null, name: '' });

export const ZPaymentEvent = z.object({
  at: ZStoredDate,
  status: z.enum(PAYMENT_STATUSES),
  by: ZActor,
  note: storedString(),
});

/** A saved card as people see it: never more than brand, last four and expiry. */
export const ZSavedCardView = z.object({
  brand: storedString('card'),
  last4: storedString(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type SavedCardView = z.output<typeof ZSavedCardView>;

/** Where a card, QR or Cash App payment stands at Stripe (on the salon's account). */
export const ZStripePaymentRef = z.object({
  accountId: z.string(),
  paymentIntentId: z.string().nullable().catch(null).default(null),
  /** A QR payment's Checkout Session. */
  checkoutSessionId: z.string().nullable().catch(null).default(null),
  customerId: z.string().nullable().catch(null).default(null),
  paymentMethodId: z.string().nullable().catch(null).default(null),
  card: ZSavedCardView.nullable().catch(null).default(null),
  /** The newest Stripe state applied (event `created`, seconds): older ones are ignored. */
  lastEventCreated: z.number().catch(0).default(0),
  /** Why the last attempt failed, in Stripe's words for the person. */
  failure: storedString(),
  applicationFee: z.number().int().catch(0).default(0),
});
export type StripePaymentRef = z.output<typeof ZStripePaymentRef>;

export const ZRefundEntry = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: storedString(),
  at: ZStoredDate,
  by: ZActor,
  /** Stripe's refund id for a card payment. */
  stripeRefundId: z.string().nullable().catch(null).default(null),
  status: z.enum(['pending', 'succeeded', 'failed']).catch('succeeded').default('succeeded'),
});

export const ZPaymentRecord = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  purpose: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  /** Minor units of `currency`, without the tip. Strict: a ledger never guesses an amount. */
  amount: z.number().int(),
  tip: z.number().int(),
  refunded: z.number().int(),
  currency: storedString('USD'),
  bookingId: z.string().nullable().catch(null).default(null),
  /** A gift card payment: the card it was taken from (a refund goes back onto it). */
  giftCardId: z.string().optional().catch(undefined),
  /** The point-of-sale sale this payment paid (a part of it, when split). */
  saleId: z.string().nullable().catch(null).default(null),
  clientId: z.string().nullable().catch(null).default(null),
  clientName: storedString(),
  /** Whose appointment (and tip) this is. */
  staffId: z.string().nullable().catch(null).default(null),
  staffName: storedString(),
  /** Cash only: what the client handed over and the change given back. */
  cash: z
    .object({ tendered: z.number().int(), change: z.number().int() })
    .nullable()
    .catch(null)
    .default(null),
  stripe: ZStripePaymentRef.nullable().catch(null).default(null),
  refunds: z.array(ZRefundEntry).catch([]).default([]),
  /** The salon-local days of its refunds (pay runs find a period's refunds by them). */
  refundDays: z.array(z.string()).catch([]).default([]),
  /** The salon-local date it was taken on (YYYY-MM-DD): the day's drawer and reports. */
  localDate: storedString(),
  takenBy: ZActor,
  history: z.array(ZPaymentEvent).catch([]).default([]),
  /** Tells a retry with the same idempotency key from a different request. */
  requestHash: storedString(),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type PaymentRecord = z.output<typeof ZPaymentRecord>;

export const ZDrawerCountEntry = z.object({
  at: ZStoredDate,
  by: ZActor,
  float: z.number().int(),
  counted: z.number().int(),
  expected: z.number().int(),
  note: storedString(),
});

/** One day's cash drawer: each count made (a recount adds one), newest last. */
export const ZCashDrawerRecord = z.object({
  id: z.string(),
  counts: z.array(ZDrawerCountEntry).catch([]).default([]),
  updatedAt: ZStoredDate,
});
export type CashDrawerRecord = z.output<typeof ZCashDrawerRecord>;

/**
 * orgs/{orgId}/paymentSettings/stripe: the salon's own Stripe account (the
 * salon is the merchant), kept current by `account.updated` webhooks and the
 * onboarding-status call. `lastEventCreated` is the newest event applied
 * (Stripe's seconds): an older event never overwrites a newer state.
 */
export const ZStripeAccountRecord = z.object({
  id: z.string(),
  accountId: z.string(),
  chargesEnabled: z.boolean().catch(false).default(false),
  payoutsEnabled: z.boolean().catch(false).default(false),
  detailsSubmitted: z.boolean().catch(false).default(false),
  requirementsDue: z.array(z.string()).catch([]).default([]),
  disabledReason: z.string().nullable().catch(null).default(null),
  statementDescriptor: storedString(),
  defaultCurrency: storedString(),
  country: storedString(),
  lastEventCreated: z.number().catch(0).default(0),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type StripeAccountRecord = z.output<typeof ZStripeAccountRecord>;

/** stripeEvents/{eventId}: each webhook event, processed once. */
export const ZStripeEventRecord = z.object({
  id: z.string(),
  type: z.string(),
  orgId: z.string().nullable().catch(null).default(null),
  created: z.number(),
  receivedAt: ZStoredDate,
});
