// A salon's money rules for appointments: the deposit taken when a client books
// online, and the fees for a late cancellation or a no-show, charged to the
// card saved with the deposit. All amounts are integer minor units.
import { z } from 'zod';
import { MAX_PAYMENT_MINOR } from './payments';

export const CHARGE_KINDS = ['none', 'fixed', 'percent'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** How much: nothing, a fixed amount, or a share of the appointment's price. */
export const ZChargeRule = z
  .object({
    kind: z.enum(CHARGE_KINDS),
    /** Minor units, for `fixed`. */
    amount: z
      .number({ error: 'Enter an amount' })
      .int('Use whole cents')
      .min(0, 'The amount cannot be negative')
      .max(MAX_PAYMENT_MINOR, 'The amount is too large'),
    /** Whole percent of the price, for `percent`. */
    percent: z
      .number({ error: 'Enter a percentage' })
      .int('Use a whole percentage')
      .min(0, 'The percentage cannot be negative')
      .max(100, 'At most 100%'),
  })
  .refine((r) => r.kind !== 'fixed' || r.amount > 0, {
    message: 'Enter an amount above zero',
    path: ['amount'],
  })
  .refine((r) => r.kind !== 'percent' || r.percent > 0, {
    message: 'Enter a percentage above zero',
    path: ['percent'],
  });
export type ChargeRule = z.infer<typeof ZChargeRule>;

/** Who is asked for a deposit when booking online. */
export const DEPOSIT_AUDIENCES = ['everyone', 'new_or_no_show', 'high_risk'] as const;
export type DepositAudience = (typeof DEPOSIT_AUDIENCES)[number];
export const DEPOSIT_AUDIENCE_LABELS: Record<DepositAudience, string> = {
  everyone: 'Every online booking',
  new_or_no_show: 'Only new clients and clients with a past no-show',
  high_risk: 'High no-show risk, or a past no-show',
};

export const ZPaymentPolicy = z.object({
  deposit: ZChargeRule,
  depositAudience: z.enum(DEPOSIT_AUDIENCES),
  /** The services that take a deposit; empty means every service. */
  depositServiceIds: z.array(z.string().min(1).max(128)).max(200, 'At most 200 services'),
  noShowFee: ZChargeRule,
  lateCancelFee: ZChargeRule,
});
export type PaymentPolicy = z.infer<typeof ZPaymentPolicy>;

const NONE: ChargeRule = { kind: 'none', amount: 0, percent: 0 };

export const DEFAULT_PAYMENT_POLICY: PaymentPolicy = {
  deposit: NONE,
  depositAudience: 'everyone',
  depositServiceIds: [],
  noShowFee: NONE,
  lateCancelFee: NONE,
};

/** A stored policy, with nothing charged for whatever is missing or unreadable. */
export function paymentPolicyOf(value: unknown): PaymentPolicy {
  const parsed = ZPaymentPolicy.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_PAYMENT_POLICY;
}

/** Whether the policy charges anything at all (a deposit or a fee). */
export function asksForMoney(policy: PaymentPolicy): boolean {
  return [policy.deposit, policy.noShowFee, policy.lateCancelFee].some((r) => r.kind !== 'none');
}

/** What a rule charges on a price, never more than the price itself. */
export function chargeFor(rule: ChargeRule, price: number): number {
  if (price <= 0) return 0;
  const raw =
    rule.kind === 'fixed'
      ? rule.amount
      : rule.kind === 'percent'
        ? Math.round((price * rule.percent) / 100)
        : 0;
  return Math.min(raw, price);
}

export interface ClientHistory {
  /** The client has had an appointment completed here before. */
  hasVisited: boolean;
  /** The client has missed an appointment here before. */
  hasNoShow: boolean;
  /**
   * The appointment's predicted no-show risk (without a deposit) is high:
   * asked only when the policy's audience is `high_risk`.
   */
  highRisk?: boolean;
}

/** The deposit an online booking of these services at this price asks for. */
export function depositFor(
  policy: PaymentPolicy,
  booking: { price: number; serviceIds: readonly string[] },
  client: ClientHistory,
): number {
  if (policy.deposit.kind === 'none') return 0;
  const listed = policy.depositServiceIds;
  if (listed.length && !booking.serviceIds.some((id) => listed.includes(id))) return 0;
  if (policy.depositAudience === 'new_or_no_show' && client.hasVisited && !client.hasNoShow)
    return 0;
  if (policy.depositAudience === 'high_risk' && !client.hasNoShow && !client.highRisk) return 0;
  return chargeFor(policy.deposit, booking.price);
}

/** The salon charges a no-show or late-cancellation fee, so it needs a card on file. */
export function takesFees(policy: PaymentPolicy): boolean {
  return policy.noShowFee.kind !== 'none' || policy.lateCancelFee.kind !== 'none';
}

/** What an online booking waits for before it is confirmed: a deposit, a saved card, or nothing. */
export type BookingAwaits = 'deposit' | 'card' | null;

/**
 * What an online booking asks of the client: the deposit (which also saves the
 * card), or, when there is none to pay but the salon charges fees, a card saved
 * without a charge (a SetupIntent); else nothing.
 */
export function askedWhenBooking(
  policy: PaymentPolicy,
  booking: { price: number; serviceIds: readonly string[] },
  client: ClientHistory,
): { deposit: number; awaiting: BookingAwaits } {
  const deposit = depositFor(policy, booking, client);
  return { deposit, awaiting: deposit > 0 ? 'deposit' : takesFees(policy) ? 'card' : null };
}

/** How long an online booking waits for its deposit (or card) before the time is released. */
export const DEPOSIT_HOLD_MINUTES = 30;

/** How long after an appointment a no-show or late-cancellation fee may still be charged. */
export const FEE_WINDOW_DAYS = 14;

/** A rule in words: "$20", "25% of the price", "Nothing". */
export function describeCharge(rule: ChargeRule, money: (minor: number) => string): string {
  if (rule.kind === 'fixed') return money(rule.amount);
  if (rule.kind === 'percent') return `${rule.percent}% of the price`;
  return 'Nothing';
}

/**
 * Whether a saved card stops working before an appointment: a card is good
 * through the last day of its expiry month (in the salon's calendar).
 */
export function cardExpiresBefore(
  card: { expMonth: number; expYear: number },
  appointmentDate: string,
): boolean {
  const [year = 0, month = 0] = appointmentDate.split('-').map(Number);
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}
