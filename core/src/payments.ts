// Payments: what a salon takes (cash today; card, QR and Cash App through the
// salon's own Stripe account), always integer minor units plus a currency, the
// amount always worked out on the server from what is being paid.
import { z } from 'zod';
import { ZIdempotencyKey } from './ids';
import { zDocId } from './ids';
import { ZIsoDate } from './staff-profile';

export const PAYMENT_METHODS = ['cash', 'card', 'qr', 'cashapp', 'gift_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  qr: 'QR code',
  cashapp: 'Cash App Pay',
  gift_card: 'Gift card',
};

/** What a payment is for. */
export const PAYMENT_PURPOSES = [
  'deposit',
  'balance',
  'no_show_fee',
  'late_cancel_fee',
  'sale',
  'gift_card',
  'membership',
  'booth_rent',
] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  deposit: 'Deposit',
  balance: 'Appointment',
  no_show_fee: 'No-show fee',
  late_cancel_fee: 'Late-cancellation fee',
  sale: 'Sale',
  gift_card: 'Gift card',
  membership: 'Membership',
  booth_rent: 'Booth rent',
};

export const PAYMENT_STATUSES = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The states in which a payment's money was taken (refunds are counted separately). */
export const TAKEN_STATUSES = [
  'succeeded',
  'partially_refunded',
  'refunded',
] as const satisfies readonly PaymentStatus[];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  requires_action: 'Waiting for the client',
  succeeded: 'Paid',
  failed: 'Failed',
  canceled: 'Cancelled',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

/** Where an appointment stands with money. */
export const BOOKING_PAYMENT_STATUSES = ['unpaid', 'deposit_paid', 'paid'] as const;
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];

/** The most a single payment or tip may be (minor units): a guard against typos, 100,000.00. */
export const MAX_PAYMENT_MINOR = 10_000_000;

const minor = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`The ${what} is in whole cents`)
    .min(0, `The ${what} cannot be negative`)
    .max(MAX_PAYMENT_MINOR, `The ${what} is too large`);

const ZOrgId = z.string().trim().pipe(zDocId('Not a salon id'));

/**
 * Checking out an appointment in cash: the balance (worked out on the server;
 * `expectedAmount` is what the screen showed, and a different balance is
 * refused), a tip, and the cash the client handed over.
 */
export const ZCashCheckout = z
  .object({
    orgId: ZOrgId,
    bookingId: z.string().trim().pipe(zDocId('Not an appointment id')),
    expectedAmount: minor('amount due'),
    tip: minor('tip').default(0),
    tendered: minor('cash given'),
    idempotencyKey: ZIdempotencyKey,
  })
  .refine((c) => c.tendered >= c.expectedAmount + c.tip, {
    message: 'The cash given is less than the total',
    path: ['tendered'],
  });
export type CashCheckout = z.input<typeof ZCashCheckout>;

/** The cash drawer of one salon-local day. */
export const ZDrawerQuery = z.object({ orgId: ZOrgId, date: ZIsoDate });

/** Counting the drawer at the end of a day: the float it started with and what is in it now. */
export const ZDrawerCount = z.object({
  orgId: ZOrgId,
  date: ZIsoDate,
  float: minor('opening float'),
  counted: minor('cash counted'),
  note: z.string().trim().max(500, 'At most 500 characters').default(''),
});
export type DrawerCount = z.input<typeof ZDrawerCount>;

/** What is still owed on an appointment (never below zero). */
export function balanceDue(price: number, paid: number): number {
  return Math.max(0, price - paid);
}

/** The change to give back from cash handed over. */
export function changeDue(tendered: number, amount: number, tip: number): number {
  return tendered - amount - tip;
}

/** Tip suggestions as percentages of the amount, rounded to whole minor units. */
export function tipSuggestions(amount: number, percents: readonly number[] = [15, 18, 20]) {
  return percents.map((percent) => ({ percent, amount: Math.round((amount * percent) / 100) }));
}

/** The expected drawer: the float plus cash taken (amounts and tips), less cash refunded. */
export function drawerExpected(
  float: number,
  cash: readonly { amount: number; tip: number; refunded: number }[],
): number {
  return cash.reduce((sum, p) => sum + p.amount + p.tip - p.refunded, float);
}

/** The ledger between two salon-local dates, inclusive (at most a year), as CSV. */
export const ZPaymentsExportQuery = z
  .object({ orgId: ZOrgId, from: ZIsoDate, to: ZIsoDate })
  .refine((q) => q.from <= q.to, { message: 'The first day comes after the last', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'Export at most a year at a time',
    path: ['to'],
  });

/** A salon named in a payment call (`orgId`; the spec's own calls also take `salon_id`). */
export const ZSalonRef = z.object({ orgId: ZOrgId });

const ZPaymentId = z.string().trim().pipe(zDocId('Not a payment id'));
const ZBookingRef = z.string().trim().pipe(zDocId('Not an appointment id'));

/**
 * Taking an appointment's balance (and a tip) by card at the front desk: the
 * amount is the balance the server works out; `expectedAmount` is what the
 * screen showed, and a different balance is refused.
 */
export const ZCreateIntent = z.object({
  orgId: ZOrgId,
  bookingId: ZBookingRef,
  expectedAmount: minor('amount due'),
  tip: minor('tip').default(0),
  idempotencyKey: ZIdempotencyKey,
});
export type CreateIntent = z.input<typeof ZCreateIntent>;

/** A payment named by its salon and id (verify-payment, status, details). */
export const ZPaymentRef = z.object({ orgId: ZOrgId, paymentId: ZPaymentId });

/** Charging a no-show or late-cancellation fee to the card saved with the booking. */
export const FEE_PURPOSES = ['no_show_fee', 'late_cancel_fee'] as const;
export type FeePurpose = (typeof FEE_PURPOSES)[number];
export const ZChargeFee = z.object({
  orgId: ZOrgId,
  bookingId: ZBookingRef,
  purpose: z.enum(FEE_PURPOSES, { error: 'Choose the no-show or the late-cancellation fee' }),
  /** What the screen showed; a different fee is refused. */
  expectedAmount: minor('fee'),
});
export type ChargeFee = z.input<typeof ZChargeFee>;

/** A full or partial refund of a payment, never more than is left of it. */
export const ZRefund = z.object({
  orgId: ZOrgId,
  paymentId: ZPaymentId,
  amount: minor('refund').refine((n) => n > 0, 'Enter an amount above zero'),
  reason: z.string().trim().max(200, 'At most 200 characters').default(''),
  idempotencyKey: ZIdempotencyKey,
});
export type RefundRequest = z.input<typeof ZRefund>;

/** The payment a pay link (sent when the bank asks the client to confirm) points to. */
export const ZPayLink = z.object({
  token: z.string().trim().min(10).max(400),
  paymentId: ZPaymentId,
});

/** Stripe's payment-intent statuses as the ledger's. */
export function statusOfIntent(status: string): PaymentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    default:
      // requires_payment_method (a new intent, or a failed attempt), processing
      return 'pending';
  }
}

/**
 * Which of two states wins when both are seen at the same moment: a payment
 * moves forward (pending → waiting → paid), never back.
 */
export const PAYMENT_STATUS_RANK: Record<PaymentStatus, number> = {
  pending: 0,
  requires_action: 1,
  failed: 1,
  canceled: 2,
  succeeded: 3,
  partially_refunded: 4,
  refunded: 5,
};

/** Where an appointment stands after what has been paid toward its price. */
export function bookingPaymentStatus(price: number, paid: number): BookingPaymentStatus {
  if (paid <= 0) return 'unpaid';
  return paid >= price ? 'paid' : 'deposit_paid';
}
