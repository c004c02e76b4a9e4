// The sale pipeline's pure steps, each on its own: what the desk would see
// when the records moved under the screen, and the figures a sale records.
import { describe, expect, it } from 'vitest';
import { ZProductRecord, type ProductRecord } from '@chairside/core/records/retail';
import type { PaymentRecord } from '@chairside/core/records/payment';
import { ApiError } from '../../http/api-error';
import { checkCardTenders, checkProducts, checkStock } from './check';
import { priceSale, type PriceInputs } from './price';
import { tipsOnCash } from './tenders';
import type { ProductLine } from './cart';

const money = (n: number) => `$${(n / 100).toFixed(2)}`;
const at = new Date('2026-11-25T10:00:00Z');
const product = (fields: Partial<ProductRecord> & { id: string; name: string }): ProductRecord =>
  ZProductRecord.parse({ sellingPrice: 1000, createdAt: at, updatedAt: at, ...fields });
const line = (productId: string, quantity = 1, expectedUnitPrice = 1000): ProductLine => ({
  kind: 'product',
  productId,
  quantity,
  expectedUnitPrice,
  discount: null,
  staffId: null,
});
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return e.message;
    throw e;
  }
  throw new Error('not refused');
};

describe('checking a cart against the records read now', () => {
  const shampoo = product({ id: 'p1', name: 'Shampoo', stock: 2 });

  it('refuses a price that changed since the screen showed it, with the new price', () => {
    const found = [{ ...shampoo, sellingPrice: 1200 }];
    expect(refusal(() => checkProducts([line('p1')], found, new Map(), null, money))).toBe(
      'The price of Shampoo is now $12.00, not $10.00. Check the cart and try again.',
    );
  });

  it('refuses more units than the shelf holds, unless the sale may go below zero', () => {
    const shelf = new Map([['p1', shampoo]]);
    expect(
      refusal(() => checkStock([{ line: line('p1', 3), product: shampoo }], shelf, false)),
    ).toBe('Only 2 of Shampoo are in stock.');
    expect(checkStock([{ line: line('p1', 3), product: shampoo }], shelf, true)).toEqual(
      new Map([['p1', 3]]),
    );
  });

  it("counts a bundle's parts against their own shelf", () => {
    const gift = product({
      id: 'b1',
      name: 'Gift set',
      stock: 5,
      bundleItems: [{ productId: 'p1', quantity: 2 }],
    });
    const shelf = new Map([
      ['b1', gift],
      ['p1', shampoo],
    ]);
    expect(refusal(() => checkStock([{ line: line('b1', 2), product: gift }], shelf, false))).toBe(
      'Only 2 of Shampoo (in Gift set) are in stock.',
    );
  });

  it('takes a card part only when it went through, for that amount, and paid no other sale', () => {
    const paid = {
      id: 'pay1',
      purpose: 'sale',
      method: 'card',
      status: 'succeeded',
      amount: 1500,
      tip: 0,
      saleId: null,
    } as unknown as PaymentRecord;
    const tender = { method: 'card' as const, amount: 1500, paymentId: 'pay1' };
    expect(checkCardTenders([tender], [paid], money)).toEqual([{ tender, payment: paid }]);
    expect(refusal(() => checkCardTenders([tender], [{ ...paid, saleId: 's0' }], money))).toBe(
      'That card payment already paid another sale.',
    );
    expect(refusal(() => checkCardTenders([{ ...tender, amount: 1400 }], [paid], money))).toBe(
      'The card paid $15.00, not $14.00.',
    );
  });
});

describe('pricing a sale on the server', () => {
  const conditioner = product({ id: 'p2', name: 'Conditioner', sellingPrice: 2000, taxRate: 10 });
  const base = (over: Partial<PriceInputs['input']> = {}): PriceInputs => ({
    input: {
      cartDiscount: null,
      tips: [{ staffId: 's1', amount: 300 }],
      expectedTotal: 2500,
      ...over,
      tenders: over.tenders ?? [
        { method: 'cash', amount: over.expectedTotal ?? 2500, tendered: 3000 },
      ],
    },
    settings: { serviceTaxRate: 0, taxRounding: 'line' },
    sold: [{ line: line('p2', 1, 2000), product: conditioner }],
    picked: [],
    appointments: [],
    gifts: [],
    offers: [],
    rewards: () => 0,
    money,
  });

  it('adds tax to the line and the tip last', () => {
    const { priced } = priceSale(base());
    expect(priced).toMatchObject({ subtotal: 2000, tax: 200, tips: 300, total: 2500 });
  });

  it('refuses a total the screen got wrong, naming the right one', () => {
    expect(refusal(() => priceSale(base({ expectedTotal: 2400 })))).toBe(
      'The total is $25.00, not $24.00. Check the cart and try again.',
    );
  });

  it("takes an adjuster's line offer (a member's percent off) unless the desk discounted the line by hand", () => {
    const offered = base({ expectedTotal: 2060 });
    offered.offers = [{ discount: { kind: 'percent', value: 20 }, label: 'Gold: 20% off' }];
    expect(priceSale(offered).priced).toMatchObject({ discount: 400, tax: 160, total: 2060 });
    const byHand = base();
    byHand.offers = offered.offers;
    byHand.sold = [
      {
        line: { ...line('p2', 1, 2000), discount: { kind: 'amount', value: 0 } },
        product: conditioner,
      },
    ];
    expect(priceSale(byHand).priced.discount).toBe(0);
  });

  it('takes rewards off after the cart discount, checked against what is left', () => {
    let asked = -1;
    const rewarded = base({ expectedTotal: 1620, cartDiscount: { kind: 'amount', value: 500 } });
    rewarded.rewards = (redeemable) => {
      asked = redeemable;
      return 300;
    };
    // 2000 - 500 cart discount = 1500 redeemable; -300 points = 1200 net, +120 tax, +300 tip...
    const { priced, rewards } = priceSale({
      ...rewarded,
      input: { ...rewarded.input, expectedTotal: 1620 },
    });
    expect(asked).toBe(1500);
    expect(rewards).toBe(300);
    expect(priced.total).toBe(1620);
  });

  it('refuses payments that do not add up to the total', () => {
    const short = base({ tenders: [{ method: 'cash', amount: 2000, tendered: 2000 }] });
    expect(refusal(() => priceSale(short))).toBe(
      'The payments add up to less than the total ($25.00).',
    );
  });
});

describe('tips on cash', () => {
  it('ride on the cash parts first, as far as the cash goes', () => {
    const tenders = [
      { method: 'card' as const, amount: 1000, paymentId: 'x' },
      { method: 'cash' as const, amount: 200, tendered: 200 },
    ];
    expect(tipsOnCash(tenders, 500)).toEqual([200]);
    expect(tipsOnCash(tenders, 100)).toEqual([100]);
  });
});
