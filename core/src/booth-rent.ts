// Booth rent (the spec's booth-renter-commission-settings): what a renter pays
// the salon for their chair, weekly or monthly: a fixed rent, a percentage of
// their takings in the salon's ledger, or both, less the commission the salon
// pays them on its retail they sell. Rent is settled in arrears: a period's
// statement is due a few days after it ends, and is late once that passes
// unpaid. Pure: the functions read terms, rollups and payments.
import { z } from 'zod';
import { ZMinor, ZPercent } from './commissions';
import { zDocId } from './ids';
import { ZIsoDate } from './staff-profile';
import { addDays } from './zoned-time';

export const RENT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];

export const ZBoothRentTerms = z
  .object({
    frequency: z.enum(RENT_FREQUENCIES, { error: 'Choose weekly or monthly rent' }),
    /** Minor units per period. */
    fixed: ZMinor('rent').default(0),
    /** A percentage of their takings in the salon's ledger (services, retail, memberships, fees). */
    takingsPercent: ZPercent.default(0),
    /** What the salon pays them on its retail they sell, as a percentage of it. */
    productCommission: ZPercent.default(0),
    /** Days after a period ends that its rent is due. */
    graceDays: z
      .number({ error: 'Enter the days' })
      .int('Enter whole days')
      .min(0, 'Use 0 to 14 days')
      .max(14, 'Use 0 to 14 days')
      .default(2),
    /** They take payments on their own Stripe account: their takings are not the salon's. */
    ownPayments: z.boolean().default(false),
  })
  .superRefine((t, ctx) => {
    if (t.ownPayments && t.takingsPercent > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['takingsPercent'],
        message:
          'Their takings go to their own account, not the salon’s ledger: charge a fixed rent',
      });
    if (t.ownPayments && t.productCommission > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['productCommission'],
        message: 'A renter paid on their own account earns no commission from the salon',
      });
    if (t.fixed === 0 && t.takingsPercent === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['fixed'],
        message: 'Set a rent: a fixed amount, a percentage of takings, or both',
      });
  });
export type BoothRentTerms = z.output<typeof ZBoothRentTerms>;

const ZOrgId = z.string().trim().pipe(zDocId('Not a salon id'));

export const ZSaveBoothRent = z
  .object({
    orgId: ZOrgId,
    staffId: zDocId('Not a team member id'),
    effectiveFrom: ZIsoDate,
    terms: ZBoothRentTerms,
  })
  .superRefine((s, ctx) => {
    if (s.terms.frequency === 'monthly' && !s.effectiveFrom.endsWith('-01'))
      ctx.addIssue({
        code: 'custom',
        path: ['effectiveFrom'],
        message: 'Monthly rent starts on the first of a month',
      });
  });
export type SaveBoothRent = z.input<typeof ZSaveBoothRent>;

export const ZRecordRent = z.object({
  orgId: ZOrgId,
  staffId: zDocId('Not a team member id'),
  /** The first day of the period paid for. */
  from: ZIsoDate,
  amount: z
    .number({ error: 'Enter the amount' })
    .int('Enter the amount in whole cents')
    .min(1, 'Enter an amount above zero')
    .max(100_000_000, 'The amount is too large'),
  idempotencyKey: z.string().trim().min(8, 'A key of at least 8 characters').max(200),
});

export interface DatedTerms {
  effectiveFrom: string;
  terms: BoothRentTerms;
}

export interface RentPeriod {
  from: string;
  to: string;
  /** The part of a full period this one covers (a first or last period cut by a change of terms). */
  share: number;
  terms: BoothRentTerms;
}

const lastOfMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The rent periods from the first terms up to the one holding `through`,
 * newest last: weekly ones count from the terms' first day, monthly ones are
 * calendar months; a change of terms ends the period before it (its rent in
 * proportion to the days it covered).
 */
export function rentPeriods(history: readonly DatedTerms[], through: string): RentPeriod[] {
  const sorted = [...history].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const out: RentPeriod[] = [];
  sorted.forEach((entry, i) => {
    const until = sorted[i + 1] ? addDays(sorted[i + 1]!.effectiveFrom, -1) : null;
    let from = entry.effectiveFrom;
    while (from <= through && (until === null || from <= until)) {
      const full = entry.terms.frequency === 'weekly' ? addDays(from, 6) : lastOfMonth(from);
      const to = until !== null && until < full ? until : full;
      const length = entry.terms.frequency === 'weekly' ? 7 : dayCount(from, full);
      out.push({ from, to, share: dayCount(from, to) / length, terms: entry.terms });
      from = addDays(to, 1);
    }
  });
  return out;
}

export type RentStatus = 'open' | 'paid' | 'due' | 'late' | 'credit';
export const RENT_STATUS_LABELS: Record<RentStatus, string> = {
  open: 'This period',
  paid: 'Paid',
  due: 'Due',
  late: 'Late',
  credit: 'Salon owes the renter',
};

export interface RentStatement {
  from: string;
  to: string;
  due: string;
  fixed: number;
  /** Their takings in the period (the salon's ledger), and the rent's share of them. */
  takings: number;
  takingsPart: number;
  /** Retail they sold, and the commission the salon pays on it (taken off the rent). */
  retail: number;
  commission: number;
  /** fixed + takingsPart − commission. */
  amount: number;
  paid: number;
  balance: number;
  status: RentStatus;
}

/** A period's statement, given their takings and retail in it and what was paid for it. */
export function rentStatement(
  period: RentPeriod,
  figures: { takings: number; retail: number },
  paid: number,
  today: string,
): RentStatement {
  const t = period.terms;
  const fixed = Math.round(t.fixed * period.share);
  const takings = t.ownPayments ? 0 : figures.takings;
  const retail = t.ownPayments ? 0 : figures.retail;
  const takingsPart = Math.round((takings * t.takingsPercent) / 100);
  const commission = Math.round((retail * t.productCommission) / 100);
  const amount = fixed + takingsPart - commission;
  const balance = amount - paid;
  const due = addDays(period.to, t.graceDays);
  const status: RentStatus =
    today <= period.to
      ? 'open'
      : balance < 0
        ? 'credit'
        : balance === 0
          ? 'paid'
          : today <= due
            ? 'due'
            : 'late';
  return {
    from: period.from,
    to: period.to,
    due,
    fixed,
    takings,
    takingsPart,
    retail,
    commission,
    amount,
    paid,
    balance,
    status,
  };
}

/** The rent terms in words: "$150.00 a week and 10% of takings, less 15% on retail; due 2 days after". */
export function rentInWords(t: BoothRentTerms, money: (minor: number) => string): string {
  const per = t.frequency === 'weekly' ? 'a week' : 'a month';
  const parts = [
    t.fixed ? `${money(t.fixed)} ${per}` : '',
    t.takingsPercent
      ? `${t.takingsPercent}% of takings${t.fixed ? '' : ` ${per === 'a week' ? 'weekly' : 'monthly'}`}`
      : '',
  ].filter(Boolean);
  const less = t.productCommission ? `, less ${t.productCommission}% commission on retail` : '';
  const own = t.ownPayments ? '; takes payments on their own account' : '';
  const due = t.graceDays
    ? `due ${t.graceDays} day${t.graceDays === 1 ? '' : 's'} after each period`
    : 'due when each period ends';
  return `${parts.join(' and ')}${less}${own}; ${due}`;
}
