// Loyalty points: the salon's rules (points for every unit of money spent on
// services and on products, a birthday bonus, a referral bonus, and what
// points are worth when redeemed), and the arithmetic of earning and
// redeeming. Pure: the server and the browser both use it. Balances only
// change on the server, in the same transaction as the visit or sale that
// moves them, with one ledger entry per change.
import { z } from 'zod';
import { ZIdempotencyKey } from './ids';
import { zDocId } from './ids';
import { minorDigits } from './money';

const ZOrgId = z.string().trim().pipe(zDocId('Not a salon id'));

const points = (what: string, max: number) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`The ${what} is a whole number of points`)
    .min(0, `The ${what} is at least 0`)
    .max(max, `The ${what} is at most ${max.toLocaleString('en-US')}`);

export const ZLoyaltySettings = z
  .object({
    enabled: z.boolean().default(false),
    /** Points for each whole unit of money (1 dollar, 1 euro, 100 yen…) spent on services. */
    servicePointsPerUnit: points('points per unit spent on services', 100).default(1),
    productPointsPerUnit: points('points per unit spent on products', 100).default(1),
    /** Once a year, on the client's first visit or purchase in their birthday month. */
    birthdayBonus: points('birthday bonus', 100_000).default(0),
    /** To the client who referred a new client, on that client's first completed visit. */
    referralBonus: points('referral bonus', 100_000).default(0),
    /** Points are redeemed in steps: this many points… */
    redeemStep: points('points per reward', 100_000)
      .refine((n) => n >= 1, 'A reward takes at least 1 point')
      .default(100),
    /** …take this much (minor units) off. */
    redeemValue: z
      .number({ error: 'Enter what a reward is worth' })
      .int('Enter the value in whole minor units')
      .min(1, 'A reward is worth something')
      .max(100_000, 'A reward is worth at most 1,000.00')
      .default(500),
  })
  .strict();
export type LoyaltySettings = z.output<typeof ZLoyaltySettings>;
export type LoyaltySettingsInput = z.input<typeof ZLoyaltySettings>;
export const DEFAULT_LOYALTY_SETTINGS: LoyaltySettings = ZLoyaltySettings.parse({});

export const ZSaveLoyaltySettings = z.object({ orgId: ZOrgId, settings: ZLoyaltySettings });

export const LOYALTY_KINDS = [
  'earned',
  'redeemed',
  'birthday',
  'referral',
  'adjusted',
  'returned',
  'merged',
  'restored',
] as const;
export type LoyaltyKind = (typeof LOYALTY_KINDS)[number];
export const LOYALTY_KIND_LABELS: Record<LoyaltyKind, string> = {
  earned: 'Earned',
  redeemed: 'Redeemed',
  birthday: 'Birthday bonus',
  referral: 'Referral bonus',
  adjusted: 'Adjusted by the salon',
  returned: 'Taken back for a return',
  merged: 'Moved from a merged record',
  restored: 'Given back for a cancelled appointment',
};

/** Points for money spent: whole points per whole unit of the currency, rounded down. */
export function pointsFor(amountMinor: number, perUnit: number, currency: string): number {
  // Stryker disable next-line EqualityOperator: at exactly 0 the sum below is 0 too (equivalent).
  if (amountMinor <= 0 || perUnit <= 0) return 0;
  return Math.floor((amountMinor * perUnit) / 10 ** minorDigits(currency));
}

/** What a visit or sale earns: services and products at their own rates. */
export function pointsEarned(
  settings: LoyaltySettings,
  spent: { services: number; products: number },
  currency: string,
): number {
  if (!settings.enabled) return 0;
  return (
    pointsFor(spent.services, settings.servicePointsPerUnit, currency) +
    pointsFor(spent.products, settings.productPointsPerUnit, currency)
  );
}

/** What redeeming `pts` points takes off (they are redeemed in whole steps). */
export const rewardValue = (settings: LoyaltySettings, pts: number) =>
  Math.floor(pts / settings.redeemStep) * settings.redeemValue;

/**
 * Why `pts` points cannot be redeemed against `due` (minor units) by a client
 * holding `balance`, or null when they can.
 */
export function redemptionProblem(
  settings: LoyaltySettings,
  pts: number,
  balance: number,
  due: number,
  money: (minor: number) => string,
): string | null {
  if (pts === 0) return null;
  if (!settings.enabled) return 'This salon does not run a loyalty programme.';
  if (pts % settings.redeemStep !== 0) {
    return `Points are redeemed in steps of ${settings.redeemStep.toLocaleString('en-US')}.`;
  }
  if (pts > balance) {
    return `The client has ${balance.toLocaleString('en-US')} points, fewer than ${pts.toLocaleString('en-US')}.`;
  }
  const value = rewardValue(settings, pts);
  if (value - settings.redeemValue >= due) {
    return `${pts.toLocaleString('en-US')} points are worth ${money(value)}, more than the ${money(due)} to pay: redeem fewer.`;
  }
  return null;
}

/** The most points (in whole steps) a client can redeem against `due`. */
export function mostRedeemable(settings: LoyaltySettings, balance: number, due: number): number {
  // Stryker disable next-line EqualityOperator: with 0 due, ceil(0) steps is 0 too (equivalent).
  if (!settings.enabled || due <= 0) return 0;
  const byBalance = Math.floor(balance / settings.redeemStep);
  const byDue = Math.ceil(due / settings.redeemValue);
  return Math.min(byBalance, byDue) * settings.redeemStep;
}

/** Whether `at` (a salon-local YYYY-MM-DD) falls in the month of a birthday ("MM-DD" or "YYYY-MM-DD"). */
export function inBirthdayMonth(birthday: string, localDate: string): boolean {
  const m = /(\d{2})-\d{2}$/.exec(birthday);
  return m !== null && localDate.slice(5, 7) === m[1];
}

/** The rules in words, for the client's screens and the salon's preview. */
export function loyaltyRulesInWords(settings: LoyaltySettings, currency: string): string[] {
  if (!settings.enabled) return [];
  const unit = currency === 'USD' ? 'dollar' : `1 ${currency}`;
  const each = (n: number) => (n === 1 ? '1 point' : `${n} points`);
  const money = (minor: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
      minor / 10 ** minorDigits(currency),
    );
  const lines: string[] = [];
  if (settings.servicePointsPerUnit === settings.productPointsPerUnit) {
    if (settings.servicePointsPerUnit > 0) {
      lines.push(`${each(settings.servicePointsPerUnit)} for every ${unit} spent`);
    }
  } else {
    if (settings.servicePointsPerUnit > 0)
      lines.push(`${each(settings.servicePointsPerUnit)} for every ${unit} spent on services`);
    if (settings.productPointsPerUnit > 0)
      lines.push(`${each(settings.productPointsPerUnit)} for every ${unit} spent on products`);
  }
  if (settings.birthdayBonus > 0)
    lines.push(`${each(settings.birthdayBonus)} in your birthday month`);
  if (settings.referralBonus > 0) {
    lines.push(`${each(settings.referralBonus)} when a friend you referred has their first visit`);
  }
  lines.push(`${each(settings.redeemStep)} = ${money(settings.redeemValue)} off`);
  return lines;
}

export const ZLoyaltyAdjust = z.object({
  orgId: ZOrgId,
  clientId: z.string().trim().pipe(zDocId('Not a client id')),
  points: z
    .number({ error: 'Enter the points' })
    .int('Use whole points')
    .min(-1_000_000, 'Too many points')
    .max(1_000_000, 'Too many points')
    .refine((n) => n !== 0, 'Enter points to add or take off'),
  reason: z.string().trim().min(3, 'Say why, in a few words').max(200, 'At most 200 characters'),
  idempotencyKey: ZIdempotencyKey,
});
export type LoyaltyAdjust = z.input<typeof ZLoyaltyAdjust>;
