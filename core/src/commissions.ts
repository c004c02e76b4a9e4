// Commission plans and the commission a team member earns in a pay period: a
// pure function of the plan and the period's earning lines (sales, payments,
// and the refunds that claw back), in integer minor units, so a pay run, its
// CSV and the tests agree to the cent.
import { z } from 'zod';
import { ROLES, type Role } from './roles';
import { ZIsoDate } from './staff-profile';
import { zDocId } from './ids';

export const COMMISSION_CATEGORIES = ['services', 'products', 'memberships', 'giftCards'] as const;
export type CommissionCategory = (typeof COMMISSION_CATEGORIES)[number];
export const COMMISSION_CATEGORY_LABELS: Record<CommissionCategory, string> = {
  services: 'Services',
  products: 'Products',
  memberships: 'Memberships',
  giftCards: 'Gift cards',
};

/** A percentage, 0 to 100, at most two decimals. */
export const ZPercent = z
  .number({ error: 'Enter a percentage' })
  .min(0, 'Use 0 to 100')
  .max(100, 'Use 0 to 100')
  .refine((n) => Math.round(n * 100) === n * 100, 'Use at most two decimals');

export const ZMinor = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`Enter the ${what} in whole cents`)
    .min(0, `The ${what} cannot be negative`)
    .max(100_000_000, `The ${what} is too large`);

/** A tier: `rate` on revenue up to `upTo` (minor units; null: everything above the last). */
export const ZTier = z.object({ upTo: ZMinor('tier limit').nullable(), rate: ZPercent });
export type Tier = z.infer<typeof ZTier>;

export const ZCategoryRule = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('percent'), rate: ZPercent }),
    z.object({
      kind: z.literal('tiered'),
      /** whole: the tier the period reaches pays on all of it; marginal: each slice at its own rate. */
      basis: z.enum(['whole', 'marginal']),
      tiers: z
        .array(ZTier)
        .min(2, 'A tiered rate needs at least two tiers')
        .max(10, 'At most 10 tiers')
        .superRefine((tiers, ctx) => {
          tiers.forEach((t, i) => {
            const last = i === tiers.length - 1;
            if (last && t.upTo !== null)
              ctx.addIssue({
                code: 'custom',
                path: [i, 'upTo'],
                message: 'The last tier has no upper limit',
              });
            if (!last && t.upTo === null)
              ctx.addIssue({
                code: 'custom',
                path: [i, 'upTo'],
                message: 'Only the last tier goes without an upper limit',
              });
            const before = tiers[i - 1]?.upTo;
            if (i > 0 && t.upTo !== null && before != null && t.upTo <= before)
              ctx.addIssue({
                code: 'custom',
                path: [i, 'upTo'],
                message: 'Tiers overlap: each must start above the one before',
              });
          });
        }),
    }),
  ],
  { error: 'Choose no commission, a percentage or tiers' },
);
export type CategoryRule = z.infer<typeof ZCategoryRule>;

/** A service or product with its own rate (a percentage) or a flat amount per unit. */
export const ZOverride = z.object({
  itemId: zDocId('Not a service or product id'),
  name: z.string().trim().max(120).default(''),
  kind: z.enum(['percent', 'flat']),
  value: z.number({ error: 'Enter the rate or amount' }),
});
export type Override = z.infer<typeof ZOverride>;

export const ZPlanTerms = z
  .object({
    services: ZCategoryRule,
    products: ZCategoryRule,
    memberships: ZCategoryRule.default({ kind: 'none' }),
    giftCards: ZCategoryRule.default({ kind: 'none' }),
    overrides: z.array(ZOverride).max(200, 'At most 200 items with their own rate').default([]),
    /** Commission on what the client paid after discounts (else on the list price). */
    deductDiscounts: z.boolean().default(true),
    /** Product lines earn on the margin: price less the cost of goods (and backbar on services). */
    deductProductCost: z.boolean().default(false),
    /** Card-paid revenue less the salon's card fee (the pay settings' rate). */
    deductCardFees: z.boolean().default(false),
    /** Only lines paid in full earn (a part-paid appointment waits for its balance). */
    onlyFullyPaid: z.boolean().default(false),
    /** Pay per hour worked (minor units); 0 for none. */
    hourlyRate: ZMinor('hourly rate').default(0),
    /** Hourly pay or commission, whichever is larger (else both are paid). */
    greaterOfHourlyOrCommission: z.boolean().default(false),
  })
  .superRefine((t, ctx) => {
    t.overrides.forEach((o, i) => {
      if (o.kind === 'percent' && !ZPercent.safeParse(o.value).success)
        ctx.addIssue({
          code: 'custom',
          path: ['overrides', i, 'value'],
          message: 'Use 0 to 100, at most two decimals',
        });
      if (o.kind === 'flat' && !ZMinor('amount').safeParse(o.value).success)
        ctx.addIssue({
          code: 'custom',
          path: ['overrides', i, 'value'],
          message: 'Enter a whole number of cents, 0 or more',
        });
    });
    const ids = t.overrides.map((o) => o.itemId);
    const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
    if (twice !== -1)
      ctx.addIssue({
        code: 'custom',
        path: ['overrides', twice, 'itemId'],
        message: 'This item already has its own rate',
      });
    if (t.greaterOfHourlyOrCommission && t.hourlyRate === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['hourlyRate'],
        message: 'Enter the hourly rate to pay it when it is larger',
      });
  });
export type PlanTerms = z.output<typeof ZPlanTerms>;

/** Whom a plan is for: one team member, or everyone of a role without a plan of their own. */
export const ZPlanScope = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('staff'), staffId: zDocId('Not a team member id') }),
    z.object({
      kind: z.literal('role'),
      role: z.enum(ROLES.filter((r) => r !== 'booth_renter') as [Role, ...Role[]], {
        error: 'Choose a role',
      }),
    }),
  ],
  { error: 'Choose a team member or a role' },
);
export type PlanScope = z.infer<typeof ZPlanScope>;

export const ZSaveCommissionPlan = z.object({
  orgId: zDocId('Not a salon id'),
  scope: ZPlanScope,
  /** The salon-local day the plan applies from (never inside a closed pay period). */
  effectiveFrom: ZIsoDate,
  terms: ZPlanTerms,
});
export type SaveCommissionPlan = z.input<typeof ZSaveCommissionPlan>;

export const scopeKey = (s: PlanScope) =>
  s.kind === 'staff' ? `staff:${s.staffId}` : `role:${s.role}`;

export interface DatedPlan {
  scope: PlanScope;
  effectiveFrom: string;
  terms: PlanTerms;
}

/**
 * The plan that applies to a team member on a day: their own newest plan
 * effective by then, else their role's; null when neither.
 */
export function planFor(
  plans: readonly DatedPlan[],
  staffId: string,
  role: Role,
  day: string,
): DatedPlan | null {
  const newest = (key: string) =>
    plans
      .filter((p) => scopeKey(p.scope) === key && p.effectiveFrom <= day)
      .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0] ?? null;
  return newest(`staff:${staffId}`) ?? newest(`role:${role}`);
}

/** A flat percentage on services and products: a team member's rate from before plans. */
export const flatTerms = (rate: number): PlanTerms =>
  ZPlanTerms.parse({
    services: { kind: 'percent', rate },
    products: { kind: 'percent', rate },
  });

// ── The calculation ─────────────────────────────────────────────────────────

/**
 * What one team member sold or served in the period, as commission sees it.
 * Amounts are minor units for the whole line (all units); a claw-back (a
 * refund or a returned product) is a line of its own with negative amounts,
 * dated when the money went back.
 */
export interface EarningLine {
  id: string;
  category: CommissionCategory;
  /** The service or product (for overrides); null for others. */
  itemId: string | null;
  name: string;
  date: string;
  quantity: number;
  /** Before discounts. */
  gross: number;
  /** What discounts took off (the desk's, membership prices, points). */
  discount: number;
  /** Cost of goods (products) or backbar (services). */
  cost: number;
  /** What was paid by card (for the card fee). */
  cardPaid: number;
  /** False while part of the line is unpaid. */
  fullyPaid: boolean;
  /** A refund or return taking back what the line earned. */
  clawback: boolean;
}

export interface CardFee {
  /** Percent of the card-paid amount. */
  rate: number;
  /** Minor units per card-paid line (Stripe's 30¢). */
  fixed: number;
}

export interface LineCommission {
  id: string;
  category: CommissionCategory;
  name: string;
  date: string;
  /** What the line earns on, after the plan's deductions. */
  base: number;
  commission: number;
  /** How, in words: "25% (tier 2)", "$5.00 each", "waiting for payment". */
  how: string;
  counted: boolean;
}

export interface CategoryCommission {
  base: number;
  commission: number;
}

export interface CommissionResult {
  lines: LineCommission[];
  categories: Record<CommissionCategory, CategoryCommission>;
  commission: number;
  hourlyPay: number;
  /** What the plan pays: commission and hourly, or the larger of them. */
  pay: number;
  /** In words, when the larger of hourly and commission decided it. */
  basis: string;
}

/** Rounds half away from zero: -2.5 → -3, as 2.5 → 3 (a claw-back mirrors what it takes back). */
const roundMinor = (n: number) => Math.sign(n) * Math.round(Math.abs(n) + 1e-9);

const pctOf = (amount: number, rate: number) => roundMinor((amount * rate) / 100);

/** The commission on a tiered amount, whole or marginal, and the tier it reached (1-based). */
export function tieredCommission(
  amount: number,
  tiers: readonly Tier[],
  basis: 'whole' | 'marginal',
): { commission: number; tier: number } {
  if (amount <= 0) {
    // A period of claw-backs: taken back at the first tier's rate.
    return { commission: pctOf(amount, tiers[0]?.rate ?? 0), tier: 1 };
  }
  const reached = tiers.findIndex((t) => t.upTo === null || amount <= t.upTo);
  const tier = reached === -1 ? tiers.length - 1 : reached;
  if (basis === 'whole') return { commission: pctOf(amount, tiers[tier]!.rate), tier: tier + 1 };
  let commission = 0;
  let floor = 0;
  for (const [i, t] of tiers.entries()) {
    const top = t.upTo ?? Infinity;
    const slice = Math.min(amount, top) - floor;
    if (slice > 0) commission += (slice * t.rate) / 100;
    floor = top;
    if (amount <= top || i === tiers.length - 1) break;
  }
  return { commission: roundMinor(commission), tier: tier + 1 };
}

/**
 * Shares a total out over lines in proportion to their bases, to the cent:
 * each gets its rounded-down share and the cents left go to the largest
 * remainders (the sum is exactly the total).
 */
export function shareOut(total: number, bases: readonly number[]): number[] {
  const sum = bases.reduce((s, b) => s + b, 0);
  if (sum === 0 || bases.length === 0) return bases.map(() => 0);
  const raw = bases.map((b) => (total * b) / sum);
  const floors = raw.map((r) => Math.floor(r));
  let left = total - floors.reduce((s, f) => s + f, 0);
  const order = raw
    .map((r, i) => ({ i, rem: r - Math.floor(r) }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

/** What a line earns on under the plan's deductions. */
export function baseOf(line: EarningLine, terms: PlanTerms, fee: CardFee): number {
  let base = line.gross;
  if (terms.deductDiscounts) base -= line.discount;
  if (terms.deductProductCost) base -= line.cost;
  if (terms.deductCardFees && line.cardPaid !== 0) {
    const sign = Math.sign(line.cardPaid);
    base -= sign * (pctOf(Math.abs(line.cardPaid), fee.rate) + fee.fixed);
  }
  // A sale never earns below nothing, nor does a claw-back give back more than a sale took.
  return line.clawback ? Math.min(0, base) : Math.max(0, base);
}

const percentWords = (rate: number) => `${rate}%`;

/**
 * The commission of one team member's period: each line's base after the
 * plan's deductions, overrides first, then each category's rule (tiers on
 * the category's period total, shared back over its lines to the cent), then
 * hourly pay.
 */
export function commissionForPeriod(
  terms: PlanTerms,
  lines: readonly EarningLine[],
  options: { hours: number; cardFee: CardFee; money: (minor: number) => string },
): CommissionResult {
  const out: LineCommission[] = [];
  const overrides = new Map(terms.overrides.map((o) => [o.itemId, o]));
  const byCategory = new Map<CommissionCategory, { line: EarningLine; base: number }[]>();
  for (const line of lines) {
    const view = { id: line.id, category: line.category, name: line.name, date: line.date };
    if (terms.onlyFullyPaid && !line.fullyPaid && !line.clawback) {
      out.push({ ...view, base: 0, commission: 0, how: 'Waiting for payment', counted: false });
      continue;
    }
    const base = baseOf(line, terms, options.cardFee);
    const own = line.itemId ? overrides.get(line.itemId) : undefined;
    if (own) {
      const commission =
        own.kind === 'percent'
          ? pctOf(base, own.value)
          : (line.clawback ? -1 : 1) * own.value * Math.abs(line.quantity);
      const how =
        own.kind === 'percent'
          ? `${percentWords(own.value)} (its own rate)`
          : `${options.money(own.value)} each (its own amount)`;
      out.push({ ...view, base, commission, how, counted: true });
      continue;
    }
    const list = byCategory.get(line.category) ?? [];
    list.push({ line, base });
    byCategory.set(line.category, list);
  }
  for (const [category, entries] of byCategory) {
    const rule = terms[category];
    const bases = entries.map((e) => e.base);
    const total = bases.reduce((s, b) => s + b, 0);
    let shares: number[];
    let how: string;
    if (rule.kind === 'none') {
      shares = bases.map(() => 0);
      how = 'No commission on this';
    } else if (rule.kind === 'percent') {
      shares = bases.map((b) => pctOf(b, rule.rate));
      how = percentWords(rule.rate);
    } else {
      const { commission, tier } = tieredCommission(total, rule.tiers, rule.basis);
      shares = shareOut(commission, bases);
      how =
        rule.basis === 'whole'
          ? `${percentWords(rule.tiers[tier - 1]!.rate)} (tier ${tier} reached)`
          : `Tiered, marginal (up to tier ${tier})`;
    }
    entries.forEach((e, i) =>
      out.push({
        id: e.line.id,
        category,
        name: e.line.name,
        date: e.line.date,
        base: e.base,
        commission: shares[i]!,
        how,
        counted: true,
      }),
    );
  }
  const categories = Object.fromEntries(
    COMMISSION_CATEGORIES.map((c) => [c, { base: 0, commission: 0 }]),
  ) as Record<CommissionCategory, CategoryCommission>;
  for (const l of out) {
    if (!l.counted) continue;
    categories[l.category].base += l.base;
    categories[l.category].commission += l.commission;
  }
  const commission = out.reduce((s, l) => s + l.commission, 0);
  const hourlyPay = roundMinor(options.hours * terms.hourlyRate);
  let pay = commission + hourlyPay;
  let basis = '';
  if (terms.greaterOfHourlyOrCommission) {
    pay = Math.max(commission, hourlyPay);
    basis =
      hourlyPay > commission
        ? `Hourly pay (${options.money(hourlyPay)}) is larger than commission (${options.money(commission)})`
        : `Commission (${options.money(commission)}) is at least hourly pay (${options.money(hourlyPay)})`;
  }
  // Lines in the order they happened.
  out.sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : a.date < b.date ? -1 : 1));
  return { lines: out, categories, commission, hourlyPay, pay, basis };
}

/** A category's rule as people read it: "40%", "15% up to $1,000.00, then 25% (on the whole period)". */
export function ruleInWords(rule: CategoryRule, money: (minor: number) => string): string {
  if (rule.kind === 'none') return 'No commission';
  if (rule.kind === 'percent') return `${rule.rate}%`;
  const steps = rule.tiers.map((t, i) =>
    t.upTo === null
      ? `${i === 0 ? '' : 'then '}${t.rate}%`
      : `${i === 0 ? '' : 'then '}${t.rate}% up to ${money(t.upTo)}`,
  );
  return `${steps.join(', ')} (${rule.basis === 'whole' ? 'on the whole period' : 'each slice at its rate'})`;
}

/** A plan in a few lines, for the list of plans and the pay run. */
export function termsInWords(terms: PlanTerms, money: (minor: number) => string): string[] {
  const lines = COMMISSION_CATEGORIES.filter((c) => terms[c].kind !== 'none').map(
    (c) => `${COMMISSION_CATEGORY_LABELS[c]}: ${ruleInWords(terms[c], money)}`,
  );
  if (!lines.length) lines.push('No commission');
  for (const o of terms.overrides)
    lines.push(
      `${o.name || 'An item'}: ${o.kind === 'percent' ? `${o.value}%` : `${money(o.value)} each`}`,
    );
  const less = [
    terms.deductDiscounts && 'discounts',
    terms.deductProductCost && 'product cost',
    terms.deductCardFees && 'card fees',
  ].filter(Boolean);
  if (less.length) lines.push(`After ${less.join(', ')}`);
  if (terms.onlyFullyPaid) lines.push('Only on what is paid in full');
  if (terms.hourlyRate)
    lines.push(
      `${money(terms.hourlyRate)} an hour${terms.greaterOfHourlyOrCommission ? ', or commission when larger' : ' as well'}`,
    );
  return lines;
}
