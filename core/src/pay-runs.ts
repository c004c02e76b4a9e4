// Pay periods and pay runs: the salon's pay settings, the period a day falls
// in, the earning lines of a period read from the ledger (sales and payments,
// with refunds and returns clawing back in the period they were made), and
// each team member's pay line. Pure: the functions read the records and
// store what a run closed with.
import { z } from 'zod';
import {
  ZPercent,
  commissionForPeriod,
  shareOut,
  type CardFee,
  type CategoryCommission,
  type CommissionCategory,
  type CommissionResult,
  type EarningLine,
  type LineCommission,
  type PlanTerms,
} from './commissions';
import { csvLine } from './csv';
import { PAYMENT_PURPOSE_LABELS, type PaymentPurpose } from './payments';
import { minorDigits } from './money';
import { ZIsoDate } from './staff-profile';
import { zDocId } from './ids';
import { addDays } from './zoned-time';

export const PAY_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month (1st–15th, 16th–end)',
  monthly: 'Every month',
};

export const TIP_MODES = ['own', 'pooled_hours', 'pooled_roles'] as const;
export type TipMode = (typeof TIP_MODES)[number];
export const TIP_MODE_LABELS: Record<TipMode, string> = {
  own: 'Each tip to the person it was given to',
  pooled_hours: 'Pooled, shared by hours worked',
  pooled_roles: 'Pooled, a share per role (by hours within a role)',
};

export const ZTipSettings = z
  .object({
    mode: z.enum(TIP_MODES, { error: 'Choose how tips are shared' }).default('own'),
    /** pooled_roles: each role's percentage of the pool (they add up to 100). */
    roleShares: z.record(z.string(), ZPercent).default({}),
  })
  .superRefine((t, ctx) => {
    if (t.mode !== 'pooled_roles') return;
    const sum = Object.values(t.roleShares).reduce((a, b) => a + b, 0);
    if (Math.round(sum * 100) !== 10_000)
      ctx.addIssue({
        code: 'custom',
        path: ['roleShares'],
        message: `The roles' shares add up to ${Math.round(sum * 100) / 100}%, not 100%`,
      });
  });
export type TipSettings = z.output<typeof ZTipSettings>;

export const ZPaySettings = z.object({
  frequency: z.enum(PAY_FREQUENCIES, { error: 'Choose how often the team is paid' }),
  /**
   * When commission is earned: on the day the money came in, or on the
   * appointment's day (a deposit paid ahead earns in the appointment's period).
   */
  recognition: z.enum(['payment', 'appointment']).default('payment'),
  tips: ZTipSettings.default({ mode: 'own', roleShares: {} }),
  /** A first day of a pay period: weekly and two-weekly periods count from it. */
  anchor: ZIsoDate,
  /** A no-show or late-cancellation fee: kept by the salon, or credited to the stylist. */
  noShowFees: z.enum(['salon', 'stylist']).default('salon'),
  /** The card fee a plan may deduct: Stripe's standard 2.9% + 30¢ unless the salon's differs. */
  cardFee: z
    .object({
      rate: ZPercent,
      fixed: z
        .number({ error: 'Enter the fixed fee' })
        .int('Enter the fixed fee in whole cents')
        .min(0, 'The fixed fee cannot be negative')
        .max(10_000, 'The fixed fee is too large'),
    })
    .default({ rate: 2.9, fixed: 30 }),
});
export type PaySettings = z.output<typeof ZPaySettings>;

/**
 * Until a salon chooses: every two weeks from Monday 1 January 2024, so the
 * periods stay the same from one week to the next.
 */
export const DEFAULT_PAY_SETTINGS: PaySettings = {
  frequency: 'biweekly',
  recognition: 'payment',
  tips: { mode: 'own', roleShares: {} },
  anchor: '2024-01-01',
  noShowFees: 'salon',
  cardFee: { rate: 2.9, fixed: 30 },
};

export interface PayPeriod {
  from: string;
  to: string;
}

const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

const lastOfMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The pay period a salon-local day falls in. */
export function periodContaining(day: string, s: Pick<PaySettings, 'frequency' | 'anchor'>) {
  if (s.frequency === 'weekly' || s.frequency === 'biweekly') {
    const length = s.frequency === 'weekly' ? 7 : 14;
    const offset = Math.floor(daysBetween(s.anchor, day) / length) * length;
    const from = addDays(s.anchor, offset);
    return { from, to: addDays(from, length - 1) };
  }
  const month = day.slice(0, 8);
  if (s.frequency === 'monthly') return { from: `${month}01`, to: lastOfMonth(day) };
  return day.slice(8) <= '15'
    ? { from: `${month}01`, to: `${month}15` }
    : { from: `${month}16`, to: lastOfMonth(day) };
}

/** The period before one. */
export const previousPeriod = (p: PayPeriod, s: Pick<PaySettings, 'frequency' | 'anchor'>) =>
  periodContaining(addDays(p.from, -1), s);

// ── The ledger, as pay sees it ──────────────────────────────────────────────

export interface SaleSource {
  id: string;
  number: string;
  localDate: string;
  /** Whose sale (staff performance: retail bought on a visit). */
  clientId?: string | null;
  /** The part of the sale paid by card (0 to 1), for card fees. */
  cardShare: number;
  lines: {
    kind: 'product' | 'appointment' | 'gift_card';
    productId: string | null;
    bookingId: string | null;
    name: string;
    quantity: number;
    gross: number;
    lineDiscount: number;
    cartDiscount: number;
    unitCost: number;
    staffId: string | null;
  }[];
  tips: { staffId: string; amount: number }[];
  /** Products brought back, each on the day it was returned. */
  returns: { id: string; localDate: string; lines: { productId: string; quantity: number }[] }[];
  /** Discounts above the seller's limit that a manager approved: who sold, how much. */
  approved?: { sellerUid: string | null; amount: number }[];
}

/** Each seller's discounts a manager approved in a period (their count and amount), by team member. */
export function approvedDiscountsOf(
  sales: readonly SaleSource[],
  period: PayPeriod,
  staffOfUid: (uid: string) => string | null,
): Map<string, { count: number; amount: number }> {
  const out = new Map<string, { count: number; amount: number }>();
  for (const sale of sales) {
    if (!inPeriod(sale.localDate, period)) continue;
    for (const a of sale.approved ?? []) {
      const staffId = a.sellerUid ? staffOfUid(a.sellerUid) : null;
      if (!staffId) continue;
      const was = out.get(staffId) ?? { count: 0, amount: 0 };
      out.set(staffId, { count: was.count + 1, amount: was.amount + a.amount });
    }
  }
  return out;
}

export interface PaymentSource {
  id: string;
  purpose: string;
  method: string;
  /** A point-of-sale payment: its sale's lines earn instead. */
  saleId: string | null;
  staffId: string | null;
  bookingId: string | null;
  localDate: string;
  /** Without the tip. */
  amount: number;
  tip: number;
  /** Refunds, each on its day (the tip is refunded last). */
  refunds: { id: string; localDate: string; amount: number }[];
  /** Whether the appointment it paid is paid in full. */
  fullyPaid: boolean;
  /** Whose payment, for the line's name. */
  clientName?: string;
}

export interface StaffEarnings {
  lines: EarningLine[];
  tips: number;
}

const inPeriod = (day: string, p: PayPeriod) => day >= p.from && day <= p.to;
const share = (amount: number, fraction: number) => Math.round(amount * fraction);

/**
 * Each team member's earning lines and tips in a period, on the payment's
 * date: a sale's lines to the stylist who sold them, an appointment's
 * payments to its stylist, returns and refunds back from them on the day
 * the money went back (in a later period when that is when it happened).
 */
export function earningsOf(
  sales: readonly SaleSource[],
  payments: readonly PaymentSource[],
  settings: Pick<PaySettings, 'noShowFees'> & Partial<Pick<PaySettings, 'recognition'>>,
  period: PayPeriod,
  serviceOf: (bookingId: string) => string | null,
  appointmentDay: (bookingId: string) => string | null = () => null,
): Map<string, StaffEarnings> {
  const out = new Map<string, StaffEarnings>();
  const of = (staffId: string) => {
    let e = out.get(staffId);
    if (!e) out.set(staffId, (e = { lines: [], tips: 0 }));
    return e;
  };
  for (const sale of sales) {
    if (inPeriod(sale.localDate, period)) {
      sale.lines.forEach((l, i) => {
        if (!l.staffId) return;
        const category: CommissionCategory =
          l.kind === 'product' ? 'products' : l.kind === 'gift_card' ? 'giftCards' : 'services';
        const net = l.gross - l.lineDiscount - l.cartDiscount;
        of(l.staffId).lines.push({
          id: `sale:${sale.id}:${i}`,
          category,
          itemId: l.kind === 'product' ? l.productId : l.bookingId ? serviceOf(l.bookingId) : null,
          name: `${l.name} (receipt ${sale.number})`,
          date: sale.localDate,
          quantity: l.quantity,
          gross: l.gross,
          discount: l.lineDiscount + l.cartDiscount,
          cost: l.kind === 'product' ? l.unitCost * l.quantity : 0,
          cardPaid: share(net, sale.cardShare),
          fullyPaid: true,
          clawback: false,
        });
      });
      for (const t of sale.tips) of(t.staffId).tips += t.amount;
    }
    for (const r of sale.returns) {
      if (!inPeriod(r.localDate, period)) continue;
      r.lines.forEach((back, j) => {
        const sold = sale.lines.find((l) => l.kind === 'product' && l.productId === back.productId);
        if (!sold?.staffId || sold.quantity <= 0) return;
        const part = back.quantity / sold.quantity;
        const discount = share(sold.lineDiscount + sold.cartDiscount, part);
        const gross = share(sold.gross, part);
        of(sold.staffId).lines.push({
          id: `return:${sale.id}:${r.id}:${j}`,
          category: 'products',
          itemId: sold.productId,
          name: `${sold.name} returned (receipt ${sale.number})`,
          date: r.localDate,
          quantity: back.quantity,
          gross: -gross,
          discount: -discount,
          cost: -sold.unitCost * back.quantity,
          cardPaid: -share(gross - discount, sale.cardShare),
          fullyPaid: true,
          clawback: true,
        });
      });
    }
  }
  for (const p of payments) {
    if (p.saleId || !p.staffId) continue;
    const category: CommissionCategory | null =
      p.purpose === 'deposit' || p.purpose === 'balance'
        ? 'services'
        : p.purpose === 'membership'
          ? 'memberships'
          : p.purpose === 'gift_card'
            ? 'giftCards'
            : (p.purpose === 'no_show_fee' || p.purpose === 'late_cancel_fee') &&
                settings.noShowFees === 'stylist'
              ? 'services'
              : null;
    const itemId = category === 'services' && p.bookingId ? serviceOf(p.bookingId) : null;
    const card = p.method === 'card' || p.method === 'qr' ? 1 : 0;
    const what = PAYMENT_PURPOSE_LABELS[p.purpose as PaymentPurpose] ?? 'Payment';
    const name = p.clientName ? `${what} · ${p.clientName}` : what;
    // On the appointment's day when the salon says so and it comes after the payment.
    const visit = p.bookingId ? appointmentDay(p.bookingId) : null;
    const earned =
      settings.recognition === 'appointment' && visit && visit > p.localDate ? visit : p.localDate;
    if (category && inPeriod(earned, period))
      of(p.staffId).lines.push({
        id: `payment:${p.id}`,
        category,
        itemId,
        name: earned === p.localDate ? name : `${name} (appointment ${earned})`,
        date: earned,
        quantity: 1,
        gross: p.amount,
        discount: 0,
        cost: 0,
        cardPaid: p.amount * card,
        fullyPaid: p.fullyPaid,
        clawback: false,
      });
    if (inPeriod(p.localDate, period)) of(p.staffId).tips += p.tip;
    // Refunds: the price first, the tip last (as the ledger records them).
    let before = 0;
    for (const r of p.refunds) {
      const pricePart = Math.min(p.amount, before + r.amount) - Math.min(p.amount, before);
      const tipPart = r.amount - pricePart;
      before += r.amount;
      if (!inPeriod(r.localDate, period)) continue;
      if (category && pricePart > 0)
        of(p.staffId).lines.push({
          id: `refund:${p.id}:${r.id}`,
          category,
          itemId,
          name: `Refund: ${name}`,
          date: r.localDate,
          quantity: 1,
          gross: -pricePart,
          discount: 0,
          cost: 0,
          cardPaid: -pricePart * card,
          fullyPaid: true,
          clawback: true,
        });
      if (tipPart > 0) of(p.staffId).tips -= tipPart;
    }
  }
  return out;
}

// ── Tips ────────────────────────────────────────────────────────────────────

export interface TipShareInput {
  staffId: string;
  role: string;
  hours: number;
  /** Their own tips in the period (from the ledger, and cash tips they declared). */
  tips: number;
}

/**
 * Each person's tips under the salon's tip settings, to the cent: their own;
 * or the period's pool shared by hours worked; or a share of the pool per
 * role (among the roles that worked), by hours within a role. A pool of
 * nothing, or no hours worked, leaves each their own.
 */
export function shareTips(
  people: readonly TipShareInput[],
  settings: TipSettings,
): Map<string, { tips: number; how: string }> {
  const own = new Map(people.map((p) => [p.staffId, { tips: p.tips, how: '' }]));
  const pool = people.reduce((s, p) => s + p.tips, 0);
  const hoursOf = (ps: readonly TipShareInput[]) =>
    Math.round(ps.reduce((s, p) => s + p.hours, 0) * 100) / 100;
  const byHours = (amount: number, ps: readonly TipShareInput[], what: string) => {
    const shares = shareOut(
      amount,
      ps.map((p) => Math.round(p.hours * 100)),
    );
    const total = hoursOf(ps);
    ps.forEach((p, i) =>
      own.set(p.staffId, { tips: shares[i]!, how: `${what}${p.hours} of ${total} hours` }),
    );
  };
  if (settings.mode === 'own' || pool <= 0) return own;
  const working = people.filter((p) => p.hours > 0);
  if (!working.length) return own;
  for (const p of people) own.set(p.staffId, { tips: 0, how: 'Pooled: no hours worked' });
  if (settings.mode === 'pooled_hours') {
    byHours(pool, working, 'Pooled by hours: ');
    return own;
  }
  const roles = [...new Set(working.map((p) => p.role))].filter(
    (r) => (settings.roleShares[r] ?? 0) > 0,
  );
  if (!roles.length) {
    byHours(pool, working, 'Pooled by hours (no role share set): ');
    return own;
  }
  const rolePools = shareOut(
    pool,
    roles.map((r) => Math.round((settings.roleShares[r] ?? 0) * 100)),
  );
  roles.forEach((r, i) =>
    byHours(
      rolePools[i]!,
      working.filter((p) => p.role === r),
      `Pooled: ${settings.roleShares[r]}% to the role, `,
    ),
  );
  return own;
}

// ── Pay runs ────────────────────────────────────────────────────────────────

export const ZDeclareTips = z.object({
  orgId: zDocId('Not a salon id'),
  staffId: zDocId('Not a team member id'),
  day: ZIsoDate,
  amount: z
    .number({ error: 'Enter the amount' })
    .int('Enter the amount in whole cents')
    .min(1, 'Enter an amount above zero')
    .max(1_000_000, 'The amount is too large'),
  idempotencyKey: z.string().trim().min(8, 'A key of at least 8 characters').max(200),
});

export const ZPayAdjustment = z.object({
  orgId: zDocId('Not a salon id'),
  from: ZIsoDate,
  staffId: zDocId('Not a team member id'),
  /** Minor units; negative takes off. */
  amount: z
    .number({ error: 'Enter the amount' })
    .int('Enter the amount in whole cents')
    .min(-100_000_000, 'The amount is too large')
    .max(100_000_000, 'The amount is too large')
    .refine((n) => n !== 0, 'Enter an amount other than zero'),
  reason: z.string().trim().min(3, 'Say why, in a few words').max(200, 'At most 200 characters'),
});

export interface Adjustment {
  id: string;
  amount: number;
  reason: string;
  by: string;
  at: string;
}

export interface PayRunRow {
  staffId: string;
  name: string;
  role: string;
  /** Where the plan came from, in words: "Own plan from 1 Nov", "Stylists' plan", "No plan". */
  plan: string;
  categories: Record<CommissionCategory, CategoryCommission>;
  commission: number;
  hours: number;
  hourlyPay: number;
  /** What the plan pays (commission and hourly, or the larger). */
  pay: number;
  basis: string;
  tips: number;
  /** How the tips were shared, in words ('' for their own). */
  tipsHow: string;
  /** Discounts they gave above their limit, approved by a manager. */
  approvedDiscounts: { count: number; amount: number };
  adjustments: Adjustment[];
  adjustmentsTotal: number;
  /** Taken off (booth rent, when it comes from pay). */
  deductions: number;
  total: number;
  lines: LineCommission[];
}

export interface RowInput {
  staffId: string;
  name: string;
  role: string;
  plan: { words: string; terms: PlanTerms } | null;
  earnings: StaffEarnings;
  hours: number;
  adjustments: Adjustment[];
  deductions: number;
  /** How the tips were shared (the earnings' tips are after sharing). */
  tipsHow?: string;
  approvedDiscounts?: { count: number; amount: number };
}

/** One team member's pay line for a period. */
export function payRunRow(
  input: RowInput,
  cardFee: CardFee,
  money: (minor: number) => string,
): PayRunRow {
  const result: CommissionResult = input.plan
    ? commissionForPeriod(input.plan.terms, input.earnings.lines, {
        hours: input.hours,
        cardFee,
        money,
      })
    : {
        lines: input.earnings.lines.map((l) => ({
          id: l.id,
          category: l.category,
          name: l.name,
          date: l.date,
          base: 0,
          commission: 0,
          how: 'No plan',
          counted: false,
        })),
        categories: {
          services: { base: 0, commission: 0 },
          products: { base: 0, commission: 0 },
          memberships: { base: 0, commission: 0 },
          giftCards: { base: 0, commission: 0 },
        },
        commission: 0,
        hourlyPay: 0,
        pay: 0,
        basis: '',
      };
  const adjustmentsTotal = input.adjustments.reduce((s, a) => s + a.amount, 0);
  return {
    staffId: input.staffId,
    name: input.name,
    role: input.role,
    plan: input.plan?.words ?? 'No plan',
    categories: result.categories,
    commission: result.commission,
    hours: input.hours,
    hourlyPay: result.hourlyPay,
    pay: result.pay,
    basis: result.basis,
    tips: input.earnings.tips,
    tipsHow: input.tipsHow ?? '',
    approvedDiscounts: input.approvedDiscounts ?? { count: 0, amount: 0 },
    adjustments: input.adjustments,
    adjustmentsTotal,
    deductions: input.deductions,
    total: result.pay + input.earnings.tips + adjustmentsTotal - input.deductions,
    lines: result.lines,
  };
}

/** Minor units as the currency's units, for a spreadsheet: 1234 USD → 12.34, 1234 JPY → 1234. */
const unitsOf = (currency: string) => (minor: number) => {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

/** A run as CSV: one row per team member (amounts in the currency's units). */
export function payRunCsv(period: PayPeriod, rows: readonly PayRunRow[], currency: string): string {
  const cents = unitsOf(currency);
  const head = [
    'Period from',
    'Period to',
    'Team member',
    'Role',
    'Plan',
    'Service revenue',
    'Service commission',
    'Product revenue',
    'Product commission',
    'Membership commission',
    'Gift card commission',
    'Commission',
    'Hours',
    'Hourly pay',
    'Tips',
    'Adjustments',
    'Deductions',
    'Total',
  ];
  const body = rows.map((r) => [
    period.from,
    period.to,
    r.name,
    r.role,
    r.plan,
    cents(r.categories.services.base),
    cents(r.categories.services.commission),
    cents(r.categories.products.base),
    cents(r.categories.products.commission),
    cents(r.categories.memberships.commission),
    cents(r.categories.giftCards.commission),
    cents(r.commission),
    r.hours.toFixed(2),
    cents(r.hourlyPay),
    cents(r.tips),
    cents(r.adjustmentsTotal),
    cents(r.deductions),
    cents(r.total),
  ]);
  return [head, ...body].map(csvLine).join('\r\n') + '\r\n';
}

/** One person's lines in a run as CSV: what each sale, payment and refund earned. */
export function payLinesCsv(period: PayPeriod, row: PayRunRow, currency: string): string {
  const cents = unitsOf(currency);
  const head = ['Date', 'What', 'Category', 'Earns on', 'Commission', 'How'];
  const body = row.lines.map((l) => [
    l.date,
    l.name,
    l.category,
    cents(l.base),
    cents(l.commission),
    l.how,
  ]);
  const extra = [
    ...row.adjustments.map((a) => [
      period.to,
      `Adjustment: ${a.reason}`,
      '',
      '',
      cents(a.amount),
      a.by,
    ]),
    ...(row.tips ? [[period.to, 'Tips', '', '', cents(row.tips), '']] : []),
    ...(row.hourlyPay
      ? [
          [
            period.to,
            `Hourly pay, ${row.hours.toFixed(2)} h`,
            '',
            '',
            cents(row.hourlyPay),
            row.basis,
          ],
        ]
      : []),
    ...(row.deductions ? [[period.to, 'Deductions', '', '', cents(-row.deductions), '']] : []),
    [period.to, 'Total', '', '', cents(row.total), ''],
  ];
  return [head, ...body, ...extra].map(csvLine).join('\r\n') + '\r\n';
}
