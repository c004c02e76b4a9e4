import { describe, expect, it } from 'vitest';
import {
  ZFinanceLinesQuery,
  ZFinanceQuery,
  amountToward,
  changeByDay,
  differencesOf,
  figureName,
  figuresByDay,
  flatten,
  monthsOf,
  nest,
  paymentLines,
  periodBefore,
  saleLines,
  salesOf,
} from './finance';
import { ZPaymentRecord } from './records/payment';
import { ZSaleRecord } from './records/retail';

const TZ = 'America/New_York';
const noon = (day: string) => new Date(`${day}T17:00:00Z`);

const line = (over: Record<string, unknown>) => ({
  productId: null,
  bookingId: null,
  category: '',
  unitCost: 0,
  taxRate: 0,
  tax: 0,
  cartDiscount: 0,
  lineDiscount: 0,
  staffName: '',
  ...over,
});

const sale = ZSaleRecord.parse({
  id: 's1',
  number: '261103-S1',
  status: 'partially_returned',
  lines: [
    line({
      kind: 'product',
      productId: 'serum',
      name: 'Serum',
      quantity: 2,
      unitPrice: 2_400,
      gross: 4_800,
      lineDiscount: 800,
      net: 4_000,
      tax: 320,
      unitCost: 1_000,
      staffId: 'leo',
      staffName: 'Leo',
    }),
    line({
      kind: 'appointment',
      bookingId: 'b1',
      name: 'Cut',
      quantity: 1,
      unitPrice: 6_500,
      gross: 6_500,
      net: 6_500,
      staffId: 'leo',
      staffName: 'Leo',
    }),
    line({
      kind: 'gift_card',
      name: 'Gift card',
      quantity: 1,
      unitPrice: 5_000,
      gross: 5_000,
      net: 5_000,
      staffId: null,
    }),
  ],
  subtotal: 16_300,
  discount: 800,
  tax: 320,
  tips: [{ staffId: 'leo', staffName: 'Leo', amount: 1_000 }],
  tipsTotal: 1_000,
  total: 16_820,
  tenders: [{ method: 'card', amount: 16_820, paymentId: 'pay-s1' }],
  change: 0,
  // Returned at 03:00 UTC on the 19th: still the 18th in New York.
  returns: [
    {
      id: 'r1',
      at: new Date('2026-11-19T03:00:00Z'),
      by: { uid: null, name: 'Desk' },
      reason: '',
      lines: [{ productId: 'serum', name: 'Serum', quantity: 1, restocked: true, amount: 2_160 }],
      amount: 2_160,
      refunds: [{ paymentId: 'pay-s1', method: 'card', amount: 2_160 }],
    },
  ],
  localDate: '2026-11-03',
  soldBy: { uid: null, name: 'Desk' },
  createdAt: noon('2026-11-03'),
  updatedAt: noon('2026-11-18'),
});

const deposit = ZPaymentRecord.parse({
  id: 'p1',
  method: 'card',
  purpose: 'deposit',
  status: 'partially_refunded',
  amount: 4_000,
  tip: 500,
  refunded: 4_200,
  staffId: 'mia',
  staffName: 'Mia',
  clientName: 'Ana Ruiz',
  localDate: '2026-11-05',
  refunds: [
    { id: 'x1', amount: 1_000, reason: '', at: noon('2026-11-12'), by: { uid: null, name: '' } },
    // $32: the last $30 of the price and $2 of the tip.
    { id: 'x2', amount: 3_200, reason: '', at: noon('2026-11-20'), by: { uid: null, name: '' } },
    {
      id: 'x3',
      amount: 300,
      reason: '',
      status: 'failed',
      at: noon('2026-11-21'),
      by: { uid: null, name: '' },
    },
  ],
  takenBy: { uid: null, name: 'Desk' },
  createdAt: noon('2026-11-05'),
  updatedAt: noon('2026-11-20'),
});

describe('a sale as ledger lines', () => {
  const lines = saleLines(sale, TZ);
  const days = figuresByDay(lines);

  it('adds revenue net of discounts by category and person, tax, cost and tips on its day', () => {
    expect(days.get('2026-11-03')).toEqual({
      'revenue.products': 4_000,
      'revenue.services': 6_500,
      'revenue.giftCards': 5_000,
      'staff.leo': 10_500,
      'retail.leo': 4_000,
      tax: 320,
      discounts: 800,
      cost: 2_000,
      tips: 1_000,
      'staffTips.leo': 1_000,
    });
    // Gift cards sold are owed, not earned: not in sales.
    expect(salesOf(days.get('2026-11-03')!)).toBe(10_500);
  });

  it('takes a return back on the salon-local day it was made, in proportion', () => {
    expect(days.get('2026-11-18')).toEqual({
      'revenue.products': -2_000,
      'staff.leo': -2_000,
      'retail.leo': -2_000,
      tax: -160,
      discounts: -400,
      cost: -1_000,
    });
    expect(lines.find((l) => l.id === 'return:s1:r1:0')?.name).toBe(
      'Serum × 1 returned (receipt 261103-S1)',
    );
  });
});

describe('a discount a manager approved', () => {
  it('is its own line toward approved discounts, naming who gave and who approved it', () => {
    const approved = ZSaleRecord.parse({
      ...sale,
      returns: [],
      discounts: [
        {
          line: 0,
          on: 'Serum',
          kind: 'percent',
          value: 25,
          amount: 1_200,
          givenBy: { uid: 'ava', name: 'Ava' },
          approvedBy: { uid: 'rosa', name: 'Rosa' },
        },
        {
          line: null,
          on: 'Whole sale',
          kind: 'amount',
          value: 100,
          amount: 100,
          givenBy: { uid: 'ava', name: 'Ava' },
        },
      ],
    });
    const lines = saleLines(approved, TZ).filter((l) => l.amounts['approvedDiscounts']);
    expect(lines).toEqual([
      expect.objectContaining({
        name: '25% off Serum, approved by Rosa (receipt 261103-S1)',
        who: 'Ava',
        amounts: { approvedDiscounts: 1_200 },
      }),
    ]);
  });
});

describe('a payment as ledger lines', () => {
  const days = figuresByDay(paymentLines(deposit, TZ));

  it('is money taken by its method and, outside the till, its category’s revenue', () => {
    expect(days.get('2026-11-05')).toEqual({
      'method.card': 4_500,
      taken: 4_500,
      'revenue.services': 4_000,
      'staff.mia': 4_000,
      tips: 500,
      'staffTips.mia': 500,
    });
  });

  it('refunds the price first and the tip last, each on its day; a failed refund is nothing', () => {
    expect(days.get('2026-11-12')).toMatchObject({ refunds: 1_000, 'revenue.services': -1_000 });
    expect(days.get('2026-11-20')).toEqual({
      'method.card': -3_200,
      taken: -3_200,
      refunds: 3_200,
      'revenue.services': -3_000,
      'staff.mia': -3_000,
      tips: -200,
      'staffTips.mia': -200,
    });
    expect(days.has('2026-11-21')).toBe(false);
  });

  it('counts a till payment as money taken only: its sale carries the revenue', () => {
    const till = ZPaymentRecord.parse({ ...deposit, purpose: 'sale', saleId: 's1', refunds: [] });
    expect(figuresByDay(paymentLines(till, TZ)).get('2026-11-05')).toEqual({
      'method.card': 4_500,
      taken: 4_500,
    });
  });

  it('counts booth rent as money in, never as the renter’s sales', () => {
    const rent = ZPaymentRecord.parse({
      ...deposit,
      purpose: 'booth_rent',
      tip: 0,
      refunds: [],
      staffId: 'rita',
    });
    const day = figuresByDay(paymentLines(rent, TZ)).get('2026-11-05')!;
    expect(day).toEqual({ 'method.card': 4_000, taken: 4_000, 'revenue.rent': 4_000 });
    expect(salesOf(day)).toBe(0);
  });

  it('counts nothing for a payment that never went through', () => {
    expect(paymentLines(ZPaymentRecord.parse({ ...deposit, status: 'failed' }), TZ)).toEqual([]);
  });
});

describe('rollup arithmetic', () => {
  it('adds only what a write changed, day by day', () => {
    const before = paymentLines(ZPaymentRecord.parse({ ...deposit, refunds: [] }), TZ);
    const after = paymentLines(deposit, TZ);
    const change = changeByDay(before, after);
    expect([...change.keys()].sort()).toEqual(['2026-11-12', '2026-11-20']);
    expect(changeByDay(after, after).size).toBe(0);
    // A payment that vanishes takes everything back.
    expect(changeByDay(after, []).get('2026-11-05')).toMatchObject({ taken: -4_500 });
  });

  it('nests figures as the rollup stores them, and reads them back', () => {
    const f = { taken: 5, 'method.card': 3, 'staff.leo': 2, 'staffTips.leo': 1 };
    expect(nest(f)).toEqual({
      taken: 5,
      method: { card: 3 },
      staff: { leo: 2 },
      staffTips: { leo: 1 },
    });
    expect(flatten(nest(f))).toEqual(f);
    expect(flatten({ date: '2026-11-05', taken: 1 })).toEqual({ taken: 1 });
  });

  it('names the figures that differ', () => {
    expect(differencesOf('d', { taken: 5, tips: 1 }, { taken: 4, tips: 1, tax: 2 })).toEqual([
      { day: 'd', figure: 'taken', rollup: 5, ledger: 4 },
      { day: 'd', figure: 'tax', rollup: 0, ledger: 2 },
    ]);
  });

  it('sums a line toward sales or one figure', () => {
    const amounts = { 'revenue.services': 10, 'revenue.giftCards': 7, 'method.card': 17 };
    expect(amountToward(amounts, 'sales')).toBe(10);
    expect(amountToward(amounts, 'method.card')).toBe(17);
    expect(amountToward(amounts, 'tax')).toBe(0);
  });
});

describe('periods and names', () => {
  it('steps back a period of the same length, and lists the months touched', () => {
    expect(periodBefore('2026-11-01', '2026-11-30')).toEqual({
      from: '2026-10-02',
      to: '2026-10-31',
    });
    expect(monthsOf('2025-11-15', '2026-02-01')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('names figures in words', () => {
    expect(figureName('method.card')).toBe('Card');
    expect(figureName('revenue.products')).toBe('Retail');
    expect(figureName('staff.leo', { leo: 'Leo Martins' })).toBe('Leo Martins');
    expect(figureName('staff._salon')).toBe('Not credited to anyone');
    expect(figureName('staffTips.leo', { leo: 'Leo' })).toBe('Tips: Leo');
  });

  it('refuses a period over a year, a drill-down over a month, and an unknown figure', () => {
    const bad = ZFinanceQuery.safeParse({ orgId: 'o', from: '2025-01-01', to: '2026-01-05' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['to', 'A period of at most 366 days'],
    ]);
    const drill = ZFinanceLinesQuery.safeParse({
      orgId: 'o',
      from: '2026-01-01',
      to: '2026-03-01',
      figure: 'wages',
    });
    expect(drill.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['figure', 'to']);
  });
});
