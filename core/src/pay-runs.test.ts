import { describe, expect, it } from 'vitest';
import { ZPlanTerms } from './commissions';
import {
  earningsOf,
  payLinesCsv,
  payRunCsv,
  payRunRow,
  periodContaining,
  previousPeriod,
  shareTips,
  approvedDiscountsOf,
  ZTipSettings,
  type PaymentSource,
  type SaleSource,
} from './pay-runs';

const money = (n: number) => `$${(n / 100).toFixed(2)}`;

describe('pay periods', () => {
  it.each([
    ['weekly', '2026-11-02', '2026-11-04', '2026-11-02', '2026-11-08'],
    ['weekly', '2026-11-02', '2026-11-01', '2026-10-26', '2026-11-01'],
    ['biweekly', '2026-11-02', '2026-11-15', '2026-11-02', '2026-11-15'],
    ['biweekly', '2026-11-02', '2026-11-16', '2026-11-16', '2026-11-29'],
    ['semimonthly', '2026-11-02', '2026-11-15', '2026-11-01', '2026-11-15'],
    ['semimonthly', '2026-11-02', '2026-02-20', '2026-02-16', '2026-02-28'],
    ['monthly', '2026-11-02', '2028-02-10', '2028-02-01', '2028-02-29'],
  ] as const)('%s from %s: %s is in %s to %s', (frequency, anchor, day, from, to) => {
    expect(periodContaining(day, { frequency, anchor })).toEqual({ from, to });
  });

  it('steps back one period', () => {
    const s = { frequency: 'semimonthly' as const, anchor: '2026-11-02' };
    expect(previousPeriod({ from: '2026-12-01', to: '2026-12-15' }, s)).toEqual({
      from: '2026-11-16',
      to: '2026-11-30',
    });
  });
});

const PERIOD = { from: '2026-11-02', to: '2026-11-15' };
const NEXT = { from: '2026-11-16', to: '2026-11-29' };

const sale: SaleSource = {
  id: 's1',
  number: '261103-AB',
  localDate: '2026-11-03',
  cardShare: 0.5,
  lines: [
    {
      kind: 'product',
      productId: 'serum',
      bookingId: null,
      name: 'Serum',
      quantity: 2,
      gross: 4_800,
      lineDiscount: 480,
      cartDiscount: 0,
      unitCost: 1_000,
      staffId: 'leo',
    },
    {
      kind: 'appointment',
      bookingId: 'b1',
      productId: null,
      name: 'Cut',
      quantity: 1,
      gross: 6_500,
      lineDiscount: 0,
      cartDiscount: 0,
      unitCost: 0,
      staffId: 'leo',
    },
  ],
  tips: [{ staffId: 'leo', amount: 1_000 }],
  returns: [{ id: 'r1', localDate: '2026-11-17', lines: [{ productId: 'serum', quantity: 1 }] }],
};

const deposit: PaymentSource = {
  id: 'p1',
  purpose: 'deposit',
  method: 'card',
  saleId: null,
  staffId: 'mia',
  bookingId: 'b2',
  localDate: '2026-11-05',
  amount: 2_000,
  tip: 500,
  refunds: [
    { id: 'x1', localDate: '2026-11-20', amount: 1_500 },
    { id: 'x2', localDate: '2026-11-21', amount: 1_000 },
  ],
  fullyPaid: false,
};

const fee: PaymentSource = {
  ...deposit,
  id: 'p2',
  purpose: 'no_show_fee',
  amount: 3_000,
  tip: 0,
  refunds: [],
  bookingId: null,
};

const serviceOf = (b: string) => (b === 'b1' ? 'cut' : b === 'b2' ? 'colour' : null);

describe('a period’s earnings from the ledger', () => {
  it('credits a sale’s lines and tips to their stylist on the sale’s day', () => {
    const leo = earningsOf([sale], [], { noShowFees: 'salon' }, PERIOD, serviceOf).get('leo')!;
    expect(leo.tips).toBe(1_000);
    expect(
      leo.lines.map((l) => [l.category, l.itemId, l.gross, l.discount, l.cost, l.cardPaid]),
    ).toEqual([
      ['products', 'serum', 4_800, 480, 2_000, 2_160],
      ['services', 'cut', 6_500, 0, 0, 3_250],
    ]);
  });

  it('claws a return back in the period it was made, not the sale’s', () => {
    const now = earningsOf([sale], [], { noShowFees: 'salon' }, NEXT, serviceOf).get('leo')!;
    expect(now.tips).toBe(0);
    expect(now.lines).toEqual([
      expect.objectContaining({
        category: 'products',
        date: '2026-11-17',
        quantity: 1,
        gross: -2_400,
        discount: -240,
        cost: -1_000,
        clawback: true,
      }),
    ]);
  });

  it('refunds the price first and the tip last, each in its own period', () => {
    const then = earningsOf([], [deposit], { noShowFees: 'salon' }, PERIOD, serviceOf).get('mia')!;
    expect(then.tips).toBe(500);
    expect(then.lines.map((l) => [l.itemId, l.gross, l.fullyPaid])).toEqual([
      ['colour', 2_000, false],
    ]);
    const later = earningsOf([], [deposit], { noShowFees: 'salon' }, NEXT, serviceOf).get('mia')!;
    // 1,500 of the price, then 500 of the price and 500 of the tip.
    expect(later.lines.map((l) => l.gross)).toEqual([-1_500, -500]);
    expect(later.tips).toBe(-500);
  });

  it('credits a no-show fee to the stylist only when the salon says so', () => {
    const kept = earningsOf([], [fee], { noShowFees: 'salon' }, PERIOD, serviceOf);
    expect(kept.get('mia')?.lines ?? []).toEqual([]);
    const credited = earningsOf([], [fee], { noShowFees: 'stylist' }, PERIOD, serviceOf);
    expect(credited.get('mia')!.lines[0]).toMatchObject({ category: 'services', gross: 3_000 });
  });

  it('leaves a point-of-sale payment to its sale (never counted twice)', () => {
    const pos = { ...deposit, saleId: 's1', refunds: [] };
    expect(earningsOf([], [pos], { noShowFees: 'salon' }, PERIOD, serviceOf).size).toBe(0);
  });
});

describe('recognition on the appointment’s day', () => {
  const ahead = { ...deposit, refunds: [] };
  const visitOn = (day: string) => () => day;

  it('earns a deposit paid ahead in the appointment’s period, its tip on the day it was given', () => {
    const on = { noShowFees: 'salon' as const, recognition: 'appointment' as const };
    const paidIn = earningsOf([], [ahead], on, PERIOD, serviceOf, visitOn('2026-11-18')).get(
      'mia',
    )!;
    expect([paidIn.lines, paidIn.tips]).toEqual([[], 500]);
    const visitIn = earningsOf([], [ahead], on, NEXT, serviceOf, visitOn('2026-11-18')).get('mia')!;
    expect(visitIn.lines).toEqual([
      expect.objectContaining({
        id: 'payment:p1',
        date: '2026-11-18',
        gross: 2_000,
        name: 'Deposit (appointment 2026-11-18)',
      }),
    ]);
  });

  it('keeps the payment’s day when the salon counts by payment, or the visit came first', () => {
    const byPayment = earningsOf(
      [],
      [ahead],
      { noShowFees: 'salon' },
      PERIOD,
      serviceOf,
      visitOn('2026-11-18'),
    );
    expect(byPayment.get('mia')!.lines).toHaveLength(1);
    const paidLate = earningsOf(
      [],
      [ahead],
      { noShowFees: 'salon', recognition: 'appointment' },
      PERIOD,
      serviceOf,
      visitOn('2026-10-30'),
    );
    expect(paidLate.get('mia')!.lines[0]!.date).toBe('2026-11-05');
  });
});

describe('approved discounts on the pay run', () => {
  it('counts each seller’s approved discounts of the period, by team member', () => {
    const approved = [
      {
        ...sale,
        approved: [
          { sellerUid: 'u-ava', amount: 500 },
          { sellerUid: 'u-ava', amount: 200 },
        ],
      },
      {
        ...sale,
        id: 's9',
        localDate: '2026-11-20',
        approved: [{ sellerUid: 'u-ava', amount: 900 }],
      },
      { ...sale, id: 's8', approved: [{ sellerUid: 'u-gone', amount: 100 }] },
    ];
    const staffOf = (uid: string) => (uid === 'u-ava' ? 'ava' : null);
    expect([...approvedDiscountsOf(approved, PERIOD, staffOf)]).toEqual([
      ['ava', { count: 2, amount: 700 }],
    ]);
  });
});

describe('sharing tips', () => {
  const people = [
    { staffId: 'leo', role: 'staff', hours: 30, tips: 9_000 },
    { staffId: 'mia', role: 'staff', hours: 10, tips: 0 },
    { staffId: 'dee', role: 'front_desk', hours: 20, tips: 1_001 },
    { staffId: 'off', role: 'staff', hours: 0, tips: 0 },
  ];
  const tipsOf = (m: Map<string, { tips: number }>) =>
    Object.fromEntries([...m].map(([id, t]) => [id, t.tips]));

  it.each([
    ['own', {}, { leo: 9_000, mia: 0, dee: 1_001, off: 0 }],
    // $100.01 by 30, 10 and 20 hours (50.005, 16.668, 33.337): the two cents left to the largest remainders.
    ['pooled_hours', {}, { leo: 5_000, mia: 1_667, dee: 3_334, off: 0 }],
    // 80% to stylists by hours (30:10), 20% to the desk.
    ['pooled_roles', { staff: 80, front_desk: 20 }, { leo: 6_001, mia: 2_000, dee: 2_000, off: 0 }],
  ] as const)('%s', (mode, roleShares, expected) => {
    const shared = shareTips(people, { mode, roleShares: { ...roleShares } });
    expect(tipsOf(shared)).toEqual(expected);
    expect(Object.values(tipsOf(shared)).reduce((a, b) => a + b, 0)).toBe(10_001);
  });

  it('says how a share was worked out', () => {
    const shared = shareTips(people, { mode: 'pooled_hours', roleShares: {} });
    expect(shared.get('mia')!.how).toBe('Pooled by hours: 10 of 60 hours');
    expect(shared.get('off')!.how).toBe('Pooled: no hours worked');
  });

  it('refuses role shares that do not add up to 100%', () => {
    const bad = ZTipSettings.safeParse({
      mode: 'pooled_roles',
      roleShares: { staff: 70, front_desk: 20 },
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['roleShares', "The roles' shares add up to 90%, not 100%"],
    ]);
  });
});

describe('a pay run line and its CSV', () => {
  const terms = ZPlanTerms.parse({
    services: { kind: 'percent', rate: 40 },
    products: { kind: 'percent', rate: 10 },
    deductDiscounts: true,
  });
  const earnings = earningsOf([sale], [], { noShowFees: 'salon' }, PERIOD, serviceOf).get('leo')!;
  const row = payRunRow(
    {
      staffId: 'leo',
      name: 'Leo Martins',
      role: 'staff',
      plan: { words: 'Stylists’ plan', terms },
      earnings,
      hours: 0,
      adjustments: [{ id: 'a', amount: -1_000, reason: 'Advance repaid', by: 'Rosa', at: '' }],
      deductions: 0,
    },
    { rate: 2.9, fixed: 30 },
    money,
  );

  it('adds commission, tips and adjustments to the total', () => {
    // products 10% of 4,320 = 432; services 40% of 6,500 = 2,600
    expect(row.commission).toBe(3_032);
    expect(row.total).toBe(3_032 + 1_000 - 1_000);
  });

  it('writes the run and the person’s lines as CSV that add up', () => {
    const csv = payRunCsv(PERIOD, [row], 'USD');
    expect(csv.split('\r\n')[1]).toBe(
      '2026-11-02,2026-11-15,Leo Martins,staff,Stylists’ plan,65.00,26.00,43.20,4.32,0.00,0.00,30.32,0.00,0.00,10.00,-10.00,0.00,30.32',
    );
    const mine = payLinesCsv(PERIOD, row, 'USD').trim().split('\r\n');
    expect(mine.at(-1)).toBe('2026-11-15,Total,,,30.32,');
    expect(mine).toContain('2026-11-15,Adjustment: Advance repaid,,,-10.00,Rosa');
  });

  it('pays nothing but tips to someone without a plan, and says so', () => {
    const none = payRunRow(
      {
        staffId: 'x',
        name: 'X',
        role: 'staff',
        plan: null,
        earnings,
        hours: 8,
        adjustments: [],
        deductions: 0,
      },
      { rate: 0, fixed: 0 },
      money,
    );
    expect([none.plan, none.commission, none.total]).toEqual(['No plan', 0, 1_000]);
  });
});

describe('CSV cells', () => {
  it('quotes a cell with a comma, and keeps a formula from running', async () => {
    const { csvLine } = await import('./csv');
    expect(csvLine(['Hourly pay, 8.00 h', '=SUM(A1)', 'say "hi"', '-12.50'])).toBe(
      '"Hourly pay, 8.00 h",\'=SUM(A1),"say ""hi""",-12.50',
    );
  });
});
