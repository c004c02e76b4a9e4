// The financial dashboard's arithmetic: every sale and payment in the ledger
// as lines, each saying what it adds to which figure on which salon-local
// day. The daily and monthly rollups are the sums of these lines (a trigger
// adds what a write changed), the drill-down lists them, and reconciling
// sums them again from the ledger: one function behind all three, so a
// figure and the lines behind it agree to the cent by construction.
import { z } from 'zod';
import { zDocId } from './ids';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_PURPOSE_LABELS,
  TAKEN_STATUSES,
  type PaymentMethod,
  type PaymentPurpose,
} from './payments';
import type { PaymentRecord } from './records/payment';
import type { SaleRecord } from './records/retail';
import { ZIsoDate } from './staff-profile';
import { addDays, localParts } from './zoned-time';

export const REVENUE_CATEGORIES = [
  'services',
  'products',
  'memberships',
  'fees',
  'giftCards',
  'rent',
] as const;
export type RevenueCategory = (typeof REVENUE_CATEGORIES)[number];
export const REVENUE_CATEGORY_LABELS: Record<RevenueCategory, string> = {
  services: 'Services',
  products: 'Retail',
  memberships: 'Memberships',
  fees: 'No-show and late-cancellation fees',
  giftCards: 'Gift cards sold',
  rent: 'Booth rent',
};
/** Categories that are money in but not the salon's sales: owed to holders, or a renter's rent. */
const NOT_SALES: readonly RevenueCategory[] = ['giftCards', 'rent'];
/** Whose sales a category's money is: none for gift cards sold and booth rent. */
const credited = (c: RevenueCategory) => !NOT_SALES.includes(c);

/**
 * A figure a line adds to: `revenue.services`, `method.card`, `staff.{id}`,
 * `staffTips.{id}`, `retail.{id}` (retail each person sold), `tips`, `tax`, `cost` (retail's cost of goods), `discounts`, `refunds`,
 * `taken` (money in, less money back).
 */
export type FigureKey = string;

export interface FinanceLine {
  /** Unique in the ledger: `sale:{id}:{line}`, `payment:{id}`, `refund:{id}:{refund}`. */
  id: string;
  day: string;
  source: 'sale' | 'payment';
  /** The sale's or payment's id (the drill-down links to it). */
  ref: string;
  name: string;
  /** Who it is credited to, in words ('' for the salon). */
  who: string;
  amounts: Record<FigureKey, number>;
}

const SALON = '_salon';

function put(amounts: Record<FigureKey, number>, key: FigureKey, n: number) {
  if (n) amounts[key] = (amounts[key] ?? 0) + n;
}

const purposeCategory = (purpose: string): RevenueCategory | null =>
  purpose === 'deposit' || purpose === 'balance'
    ? 'services'
    : purpose === 'membership'
      ? 'memberships'
      : purpose === 'gift_card'
        ? 'giftCards'
        : purpose === 'no_show_fee' || purpose === 'late_cancel_fee'
          ? 'fees'
          : purpose === 'booth_rent'
            ? 'rent'
            : null;

const lineCategory = (kind: string): RevenueCategory =>
  kind === 'product' ? 'products' : kind === 'gift_card' ? 'giftCards' : 'services';

/**
 * What a sale adds: each line's revenue (net of discounts, without tax) to
 * its category and its team member on the sale's day, tax, retail cost of
 * goods, tips; each return takes its share back on the day it was made.
 * Money taken and refunded is the payments' (a sale's tenders are payments).
 */
export function saleLines(sale: SaleRecord, timeZone: string): FinanceLine[] {
  const out: FinanceLine[] = [];
  const receipt = `receipt ${sale.number}`;
  sale.lines.forEach((l, i) => {
    const amounts: Record<FigureKey, number> = {};
    const category = lineCategory(l.kind);
    put(amounts, `revenue.${category}`, l.net);
    if (credited(category)) put(amounts, `staff.${l.staffId ?? SALON}`, l.net);
    if (l.kind === 'product' && l.staffId) put(amounts, `retail.${l.staffId}`, l.net);
    put(amounts, 'tax', l.tax);
    put(amounts, 'discounts', l.lineDiscount + l.cartDiscount);
    if (l.kind === 'product') put(amounts, 'cost', Math.round(l.unitCost) * l.quantity);
    out.push({
      id: `sale:${sale.id}:${i}`,
      day: sale.localDate,
      source: 'sale',
      ref: sale.id,
      name: `${l.name}${l.quantity > 1 ? ` × ${l.quantity}` : ''} (${receipt})`,
      who: l.staffName,
      amounts,
    });
  });
  sale.tips.forEach((t, i) => {
    if (!t.amount) return;
    out.push({
      id: `sale-tip:${sale.id}:${i}`,
      day: sale.localDate,
      source: 'sale',
      ref: sale.id,
      name: `Tip (${receipt})`,
      who: t.staffName,
      amounts: { tips: t.amount, [`staffTips.${t.staffId}`]: t.amount },
    });
  });
  sale.discounts.forEach((d, i) => {
    if (!d.approvedBy || !d.amount) return;
    out.push({
      id: `sale-approved:${sale.id}:${i}`,
      day: sale.localDate,
      source: 'sale',
      ref: sale.id,
      name: `${d.kind === 'percent' ? `${d.value}%` : 'An amount'} off ${d.on}, approved by ${d.approvedBy.name || 'a manager'} (${receipt})`,
      who: d.givenBy.name,
      amounts: { approvedDiscounts: d.amount },
    });
  });
  for (const r of sale.returns) {
    const day = localParts(r.at.getTime(), timeZone).date;
    r.lines.forEach((back, j) => {
      const sold = sale.lines.find((l) => l.kind === 'product' && l.productId === back.productId);
      if (!sold || sold.quantity <= 0) return;
      const part = (n: number) => Math.round((n * back.quantity) / sold.quantity);
      const amounts: Record<FigureKey, number> = {};
      put(amounts, 'revenue.products', -part(sold.net));
      put(amounts, `staff.${sold.staffId ?? SALON}`, -part(sold.net));
      if (sold.staffId) put(amounts, `retail.${sold.staffId}`, -part(sold.net));
      put(amounts, 'tax', -part(sold.tax));
      put(amounts, 'discounts', -part(sold.lineDiscount + sold.cartDiscount));
      put(amounts, 'cost', -Math.round(sold.unitCost) * back.quantity);
      out.push({
        id: `return:${sale.id}:${r.id}:${j}`,
        day,
        source: 'sale',
        ref: sale.id,
        name: `${sold.name} × ${back.quantity} returned (${receipt})`,
        who: sold.staffName,
        amounts,
      });
    });
  }
  return out;
}

/**
 * What a payment adds: the money taken by its method on its day (with the
 * tip); a payment outside the till (a deposit, a membership, a fee) is also
 * the revenue of its category and its team member. Each refund that went
 * through takes back on its day, the price first and the tip last.
 */
export function paymentLines(p: PaymentRecord, timeZone: string): FinanceLine[] {
  if (!(TAKEN_STATUSES as readonly string[]).includes(p.status)) return [];
  const out: FinanceLine[] = [];
  const category = p.saleId ? null : purposeCategory(p.purpose);
  const what = PAYMENT_PURPOSE_LABELS[p.purpose as PaymentPurpose] ?? 'Payment';
  const name = p.clientName ? `${what} · ${p.clientName}` : what;
  const staffKey = `staff.${p.staffId ?? SALON}`;
  const taken: Record<FigureKey, number> = {};
  put(taken, `method.${p.method}`, p.amount + p.tip);
  put(taken, 'taken', p.amount + p.tip);
  if (category) {
    put(taken, `revenue.${category}`, p.amount);
    if (credited(category)) put(taken, staffKey, p.amount);
  }
  if (!p.saleId && p.tip) {
    put(taken, 'tips', p.tip);
    if (p.staffId) put(taken, `staffTips.${p.staffId}`, p.tip);
  }
  out.push({
    id: `payment:${p.id}`,
    day: p.localDate,
    source: 'payment',
    ref: p.id,
    name,
    who: p.staffName,
    amounts: taken,
  });
  let before = 0;
  for (const r of p.refunds) {
    if (r.status !== 'succeeded') continue;
    const pricePart = Math.min(p.amount, before + r.amount) - Math.min(p.amount, before);
    const tipPart = r.amount - pricePart;
    before += r.amount;
    const back: Record<FigureKey, number> = {};
    put(back, `method.${p.method}`, -r.amount);
    put(back, 'taken', -r.amount);
    put(back, 'refunds', r.amount);
    if (category) {
      put(back, `revenue.${category}`, -pricePart);
      if (credited(category)) put(back, staffKey, -pricePart);
    }
    if (!p.saleId && tipPart) {
      put(back, 'tips', -tipPart);
      if (p.staffId) put(back, `staffTips.${p.staffId}`, -tipPart);
    }
    out.push({
      id: `refund:${p.id}:${r.id}`,
      day: localParts(r.at.getTime(), timeZone).date,
      source: 'payment',
      ref: p.id,
      name: `Refund: ${name}`,
      who: p.staffName,
      amounts: back,
    });
  }
  return out;
}

/** A day's (or a month's) figures: what the rollup document holds, flattened. */
export type Figures = Record<FigureKey, number>;

/** The sum of lines by day. */
export function figuresByDay(lines: readonly FinanceLine[]): Map<string, Figures> {
  const out = new Map<string, Figures>();
  for (const l of lines) {
    let day = out.get(l.day);
    if (!day) out.set(l.day, (day = {}));
    for (const [k, n] of Object.entries(l.amounts)) put(day, k, n);
  }
  return out;
}

/** What a write changed, by day: the after's sums less the before's (days with no change left out). */
export function changeByDay(
  before: readonly FinanceLine[],
  after: readonly FinanceLine[],
): Map<string, Figures> {
  const out = figuresByDay(after);
  for (const [day, figures] of figuresByDay(before)) {
    let d = out.get(day);
    if (!d) out.set(day, (d = {}));
    for (const [k, n] of Object.entries(figures)) {
      d[k] = (d[k] ?? 0) - n;
      if (!d[k]) delete d[k];
    }
  }
  for (const [day, d] of out) if (!Object.keys(d).length) out.delete(day);
  return out;
}

/** `{ 'revenue.services': 5 }` → `{ revenue: { services: 5 } }`, as a rollup document nests it. */
export function nest(figures: Figures): Record<string, number | Record<string, number>> {
  const out: Record<string, number | Record<string, number>> = {};
  for (const [key, n] of Object.entries(figures)) {
    const dot = key.indexOf('.');
    if (dot < 0) {
      out[key] = n;
      continue;
    }
    const group = key.slice(0, dot);
    const inner = (out[group] ??= {}) as Record<string, number>;
    inner[key.slice(dot + 1)] = n;
  }
  return out;
}

/** A rollup document's fields back to figures (anything not a number is left out). */
export function flatten(data: unknown): Figures {
  const out: Figures = {};
  if (typeof data !== 'object' || data === null) return out;
  for (const [key, v] of Object.entries(data as Record<string, unknown>)) {
    if (typeof v === 'number') out[key] = v;
    else if (typeof v === 'object' && v !== null)
      for (const [inner, n] of Object.entries(v as Record<string, unknown>))
        if (typeof n === 'number') out[`${key}.${inner}`] = n;
  }
  return out;
}

export const sumFigures = (all: readonly Figures[]): Figures => {
  const out: Figures = {};
  for (const f of all) for (const [k, n] of Object.entries(f)) put(out, k, n);
  return out;
};

/** The sum of the revenue categories that are the salon's sales (gift cards sold are owed, not earned). */
export const salesOf = (f: Figures) =>
  REVENUE_CATEGORIES.filter(credited).reduce((s, c) => s + (f[`revenue.${c}`] ?? 0), 0);

// ── The dashboard's query and answer ────────────────────────────────────────

/** Days shown one by one up to this; longer periods are shown by month. */
export const MAX_DAILY_DAYS = 92;
/** The longest period the dashboard covers: a year and a day (a leap year's dates). */
export const MAX_FINANCE_DAYS = 366;
/** The longest period listed line by line (a drill-down or a reconciliation). */
export const MAX_DRILL_DAYS = 31;

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const rangeCheck = (max: number) => (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (!q.from || !q.to) return;
  if (!ZIsoDate.safeParse(q.from).success || !ZIsoDate.safeParse(q.to).success) return;
  if (q.to < q.from)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The period must end on or after it starts',
    });
  else if (dayCount(q.from, q.to) > max)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A period of at most ${max} days` });
};

const ZOrgId = z.string().trim().pipe(zDocId('Not a salon id'));

export const ZFinanceQuery = z
  .object({ orgId: ZOrgId, from: ZIsoDate.optional(), to: ZIsoDate.optional() })
  .superRefine(rangeCheck(MAX_FINANCE_DAYS));

/** A figure to drill into: a key above, or `sales` (every revenue category but gift cards). */
export const ZFigureKey = z
  .string()
  .trim()
  .regex(
    /^(sales|taken|tips|tax|cost|discounts|approvedDiscounts|refunds|revenue\.[a-zA-Z]+|method\.[a-z_]+|staff\.[A-Za-z0-9_-]+|staffTips\.[A-Za-z0-9_-]+|retail\.[A-Za-z0-9_-]+)$/,
    'Not a figure on the dashboard',
  );

export const ZFinanceLinesQuery = z
  .object({ orgId: ZOrgId, from: ZIsoDate, to: ZIsoDate, figure: ZFigureKey })
  .superRefine(rangeCheck(MAX_DRILL_DAYS));

export const ZFinanceReconcile = z
  .object({ orgId: ZOrgId, from: ZIsoDate, to: ZIsoDate, repair: z.boolean().default(false) })
  .superRefine(rangeCheck(MAX_DRILL_DAYS));

/** A line's amount toward a figure (`sales` sums the categories that are sales). */
export const amountToward = (amounts: Record<FigureKey, number>, figure: FigureKey) =>
  figure === 'sales' ? salesOf(amounts) : (amounts[figure] ?? 0);

/** The days of a period, first to last. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The months a period touches, as YYYY-MM. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let m = from.slice(0, 7);
  while (m <= to.slice(0, 7)) {
    out.push(m);
    const [y, mo] = m.split('-').map(Number) as [number, number];
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  }
  return out;
}

/** The period of the same length just before. */
export const periodBefore = (from: string, to: string) => ({
  from: addDays(from, -dayCount(from, to)),
  to: addDays(from, -1),
});

export interface FinanceBucket {
  /** A day (YYYY-MM-DD) or a month (YYYY-MM). */
  key: string;
  sales: number;
  taken: number;
}

export interface Liabilities {
  /** What the salon still owes on gift cards. */
  giftCards: number;
  /** Deposits paid on appointments still to come. */
  deposits: number;
  /** The unused part of membership periods already paid. */
  memberships: number;
}

export interface Payouts {
  state: 'not_connected' | 'unavailable' | 'ok';
  /** Why payouts cannot be shown, in words ('' when they are). */
  message: string;
  items: { id: string; amount: number; arrivalDate: string; status: string }[];
}

export interface FinanceView {
  from: string;
  to: string;
  currency: string;
  /** 'day' up to 92 days, else 'month'. */
  step: 'day' | 'month';
  figures: Figures;
  previous: { from: string; to: string; figures: Figures };
  series: FinanceBucket[];
  /** Names for the `staff.{id}` figures. */
  staffNames: Record<string, string>;
  liabilities: Liabilities;
  payouts: Payouts;
}

export interface FinanceLinesView {
  from: string;
  to: string;
  figure: FigureKey;
  currency: string;
  /** The figure as the rollups hold it. */
  rollup: number;
  /** The sum of the lines below: equal to `rollup` when the two reconcile. */
  total: number;
  lines: (Omit<FinanceLine, 'amounts'> & { amount: number })[];
}

export interface ReconcileView {
  from: string;
  to: string;
  currency: string;
  /** Days whose rollup differs from the ledger, with the figures that differ. */
  differences: { day: string; figure: FigureKey; rollup: number; ledger: number }[];
  /** Whether the days that differed were rewritten from the ledger. */
  repaired: boolean;
  lines: number;
}

/** Figures that differ between a rollup and the ledger's sums. */
export function differencesOf(day: string, rollup: Figures, ledger: Figures) {
  const keys = new Set([...Object.keys(rollup), ...Object.keys(ledger)]);
  return [...keys]
    .filter((k) => (rollup[k] ?? 0) !== (ledger[k] ?? 0))
    .sort()
    .map((figure) => ({ day, figure, rollup: rollup[figure] ?? 0, ledger: ledger[figure] ?? 0 }));
}

/** A figure's name in words: "Card", "Services", "Leo Martins". */
export function figureName(key: FigureKey, staffNames: Record<string, string> = {}): string {
  if (key === 'sales') return 'Sales';
  const [group, rest = ''] = key.split(/\.(.*)/s) as [string, string?];
  if (group === 'revenue') return REVENUE_CATEGORY_LABELS[rest as RevenueCategory] ?? rest;
  if (group === 'method') return PAYMENT_METHOD_LABELS[rest as PaymentMethod] ?? rest;
  if (group === 'staff')
    return rest === SALON ? 'Not credited to anyone' : (staffNames[rest] ?? 'A former team member');
  if (group === 'retail') return `Retail: ${staffNames[rest] ?? 'a former team member'}`;
  if (group === 'staffTips') return `Tips: ${staffNames[rest] ?? 'a former team member'}`;
  return (
    (
      {
        taken: 'Money taken',
        tips: 'Tips',
        tax: 'Tax collected',
        cost: 'Cost of goods',
        discounts: 'Discounts given',
        approvedDiscounts: 'Discounts a manager approved',
        refunds: 'Refunds',
      } as Record<string, string>
    )[group] ?? group
  );
}
