import { describe, expect, it } from 'vitest';
import {
  ZPlanTerms,
  commissionForPeriod,
  planFor,
  shareOut,
  tieredCommission,
  type EarningLine,
  type PlanTerms,
} from './commissions';

const money = (n: number) => `$${(n / 100).toFixed(2)}`;
const NO_FEE = { rate: 0, fixed: 0 };
const STRIPE = { rate: 2.9, fixed: 30 };

const line = (over: Partial<EarningLine> & Pick<EarningLine, 'id' | 'gross'>): EarningLine => ({
  category: 'services',
  itemId: null,
  name: over.id,
  date: '2026-11-02',
  quantity: 1,
  discount: 0,
  cost: 0,
  cardPaid: 0,
  fullyPaid: true,
  clawback: false,
  ...over,
});

const terms = (over: Record<string, unknown> = {}): PlanTerms =>
  ZPlanTerms.parse({
    services: { kind: 'percent', rate: 40 },
    products: { kind: 'percent', rate: 10 },
    deductDiscounts: false,
    ...over,
  });

const run = (t: PlanTerms, lines: EarningLine[], hours = 0, cardFee = NO_FEE) =>
  commissionForPeriod(t, lines, { hours, cardFee, money });

const TIERS = [
  { upTo: 100_000, rate: 15 },
  { upTo: null, rate: 25 },
];

describe('tiered commission', () => {
  it.each([
    // amount, basis, commission, tier
    [80_000, 'whole', 12_000, 1],
    [100_000, 'whole', 15_000, 1],
    [150_000, 'whole', 37_500, 2], // 25% of all $1,500
    [150_000, 'marginal', 27_500, 2], // 15% of $1,000 + 25% of $500
    [80_000, 'marginal', 12_000, 1],
    [0, 'marginal', 0, 1],
    [-20_000, 'whole', -3_000, 1], // a period of claw-backs only
  ] as const)('%i at %s: %i (tier %i)', (amount, basis, commission, tier) => {
    expect(tieredCommission(amount, TIERS, basis)).toEqual({ commission, tier });
  });

  it('three marginal tiers take each slice at its own rate', () => {
    const three = [
      { upTo: 50_000, rate: 10 },
      { upTo: 150_000, rate: 20 },
      { upTo: null, rate: 30 },
    ];
    // 10% of 500 + 20% of 1,000 + 30% of 500 = 50 + 200 + 150
    expect(tieredCommission(200_000, three, 'marginal').commission).toBe(40_000);
  });
});

describe('sharing a total out to the cent', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1_000, [3_333, 3_333, 3_334], [333, 333, 334]],
    [0, [10, 20], [0, 0]],
    [7, [0, 0], [0, 0]],
  ])('%i over %j', (total, bases, shares) => {
    const out = shareOut(total, bases);
    expect(out).toEqual(shares);
    if (bases.some((b) => b !== 0)) expect(out.reduce((s, n) => s + n, 0)).toBe(total);
  });
});

describe('a period’s commission', () => {
  it('pays a percentage per category', () => {
    const r = run(terms(), [
      line({ id: 'cut', gross: 6_500 }),
      line({ id: 'serum', category: 'products', itemId: 'p1', gross: 2_400 }),
    ]);
    expect(r.categories.services).toEqual({ base: 6_500, commission: 2_600 });
    expect(r.categories.products).toEqual({ base: 2_400, commission: 240 });
    expect(r.commission).toBe(2_840);
    expect(r.pay).toBe(2_840);
  });

  it('shares a whole-period tier back over the lines, summing exactly', () => {
    const r = run(terms({ services: { kind: 'tiered', basis: 'whole', tiers: TIERS } }), [
      line({ id: 'a', gross: 50_001 }),
      line({ id: 'b', gross: 50_000 }),
      line({ id: 'c', gross: 49_999 }),
    ]);
    expect(r.categories.services.commission).toBe(37_500);
    expect(r.lines.map((l) => l.commission).reduce((s, n) => s + n, 0)).toBe(37_500);
    expect(r.lines[0]!.how).toBe('25% (tier 2 reached)');
  });

  it.each([
    // toggle, the line, base
    ['none', {}, 10_000],
    ['deductDiscounts', { deductDiscounts: true }, 8_000],
    ['deductProductCost', { deductProductCost: true }, 7_000],
    ['deductCardFees', { deductCardFees: true }, 10_000 - 290 - 30],
    [
      'all three',
      { deductDiscounts: true, deductProductCost: true, deductCardFees: true },
      10_000 - 2_000 - 3_000 - 320,
    ],
  ] as const)('deducts per the plan: %s', (_name, toggles, base) => {
    const r = run(
      terms({ ...toggles, products: { kind: 'percent', rate: 10 } }),
      [
        line({
          id: 'kit',
          category: 'products',
          itemId: 'p1',
          gross: 10_000,
          discount: 2_000,
          cost: 3_000,
          cardPaid: 10_000,
        }),
      ],
      0,
      STRIPE,
    );
    expect(r.lines[0]!.base).toBe(base);
    expect(r.commission).toBe(Math.round(base / 10));
  });

  it('gives an item its own rate or flat amount, outside the tiers', () => {
    const r = run(
      terms({
        overrides: [
          { itemId: 'balayage', kind: 'percent', value: 50 },
          { itemId: 'olaplex', kind: 'flat', value: 500 },
        ],
      }),
      [
        line({ id: 'l1', itemId: 'balayage', gross: 20_000 }),
        line({ id: 'l2', itemId: 'olaplex', category: 'products', gross: 3_000, quantity: 3 }),
        line({ id: 'l3', itemId: 'cut', gross: 5_000 }),
      ],
    );
    expect(r.lines.map((l) => [l.id, l.commission, l.how])).toEqual([
      ['l1', 10_000, '50% (its own rate)'],
      ['l2', 1_500, '$5.00 each (its own amount)'],
      ['l3', 2_000, '40%'],
    ]);
  });

  it('counts only lines paid in full when the plan says so', () => {
    const r = run(terms({ onlyFullyPaid: true }), [
      line({ id: 'paid', gross: 5_000 }),
      line({ id: 'part', gross: 8_000, fullyPaid: false }),
    ]);
    expect(r.commission).toBe(2_000);
    expect(r.lines.find((l) => l.id === 'part')).toMatchObject({
      counted: false,
      how: 'Waiting for payment',
    });
  });

  it('claws back a refund in the period it was made, at the plan’s rate', () => {
    const r = run(terms(), [
      line({ id: 'cut', gross: 6_500 }),
      line({ id: 'refund-of-last-week', gross: -4_000, clawback: true, date: '2026-11-03' }),
    ]);
    expect(r.lines.find((l) => l.id === 'refund-of-last-week')!.commission).toBe(-1_600);
    expect(r.commission).toBe(2_600 - 1_600);
  });

  it('claws back a flat amount per unit returned', () => {
    const r = run(terms({ overrides: [{ itemId: 'olaplex', kind: 'flat', value: 500 }] }), [
      line({
        id: 'return',
        itemId: 'olaplex',
        category: 'products',
        gross: -6_000,
        quantity: 2,
        clawback: true,
      }),
    ]);
    expect(r.commission).toBe(-1_000);
  });

  it.each([
    // hours, greater-of, commission 2,600 → pay
    [10, false, 2_600 + 15_000],
    [10, true, 15_000],
    [1, true, 2_600],
  ] as const)('%i hours at $15, greater-of %s: pays %i', (hours, greater, pay) => {
    const r = run(
      terms({ hourlyRate: 1_500, greaterOfHourlyOrCommission: greater }),
      [line({ id: 'cut', gross: 6_500 })],
      hours,
    );
    expect(r.pay).toBe(pay);
    if (greater) expect(r.basis).toMatch(hours === 10 ? /^Hourly pay/ : /^Commission/);
  });
});

describe('commission plans', () => {
  it('refuses overlapping tiers and an open tier that is not last, naming the field', () => {
    const bad = ZPlanTerms.safeParse({
      services: {
        kind: 'tiered',
        basis: 'whole',
        tiers: [
          { upTo: 100_000, rate: 15 },
          { upTo: 90_000, rate: 20 },
          { upTo: null, rate: 25 },
        ],
      },
      products: { kind: 'percent', rate: 101 },
    });
    expect(bad.success).toBe(false);
    const issues = bad.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual([
      'services.tiers.1.upTo',
      'Tiers overlap: each must start above the one before',
    ]);
    expect(issues).toContainEqual(['products.rate', 'Use 0 to 100']);
  });

  it('refuses a greater-of without an hourly rate, and an item twice', () => {
    const bad = ZPlanTerms.safeParse({
      services: { kind: 'none' },
      products: { kind: 'none' },
      greaterOfHourlyOrCommission: true,
      overrides: [
        { itemId: 'a', kind: 'percent', value: 10 },
        { itemId: 'a', kind: 'flat', value: 10.5 },
      ],
    });
    const issues = bad.error!.issues.map((i) => i.path.join('.'));
    expect(issues).toEqual(
      expect.arrayContaining(['hourlyRate', 'overrides.1.itemId', 'overrides.1.value']),
    );
  });

  it('picks a member’s own newest plan in effect, else their role’s', () => {
    const t = terms();
    const plans = [
      {
        scope: { kind: 'role' as const, role: 'staff' as const },
        effectiveFrom: '2026-01-01',
        terms: t,
      },
      { scope: { kind: 'staff' as const, staffId: 'leo' }, effectiveFrom: '2026-11-10', terms: t },
      { scope: { kind: 'staff' as const, staffId: 'leo' }, effectiveFrom: '2026-12-01', terms: t },
    ];
    expect(planFor(plans, 'leo', 'staff', '2026-11-09')?.effectiveFrom).toBe('2026-01-01');
    expect(planFor(plans, 'leo', 'staff', '2026-11-20')?.effectiveFrom).toBe('2026-11-10');
    expect(planFor(plans, 'leo', 'staff', '2026-12-01')?.effectiveFrom).toBe('2026-12-01');
    expect(planFor(plans, 'mia', 'manager', '2026-12-01')).toBeNull();
  });
});

describe('plans in words', () => {
  it('reads a plan as an owner would say it', async () => {
    const { termsInWords } = await import('./commissions');
    const t = ZPlanTerms.parse({
      services: { kind: 'tiered', basis: 'whole', tiers: TIERS },
      products: { kind: 'percent', rate: 10 },
      overrides: [{ itemId: 'olaplex', name: 'Olaplex', kind: 'flat', value: 300 }],
      deductDiscounts: true,
      hourlyRate: 1_500,
      greaterOfHourlyOrCommission: true,
    });
    expect(termsInWords(t, money)).toEqual([
      'Services: 15% up to $1000.00, then 25% (on the whole period)',
      'Products: 10%',
      'Olaplex: $3.00 each',
      'After discounts',
      '$15.00 an hour, or commission when larger',
    ]);
  });
});
