import { describe, expect, it } from 'vitest';
import { priceCart } from '@chairside/core/retail';
import { deskDiscounts } from './discounts';

const by = { uid: 'ava', name: 'Ava' };
const line = (
  unitPrice: number,
  discount: { kind: 'percent' | 'amount'; value: number } | null,
) => ({
  unitPrice,
  quantity: 1,
  taxRate: 0,
  discount,
});

describe('deskDiscounts', () => {
  it("lists each line's own discount and the whole sale's, with what they took and who gave them", () => {
    const lines = [line(2000, { kind: 'percent', value: 10 }), line(1000, null)];
    const cartDiscount = { kind: 'amount' as const, value: 300 };
    const priced = priceCart(lines, { cartDiscount, rewards: 200 });
    expect(
      deskDiscounts({
        given: lines.map((l) => l.discount),
        lines: [{ name: 'Repair mask' }, { name: 'Comb' }],
        cartDiscount,
        priced,
        by,
      }),
    ).toEqual([
      { line: 0, on: 'Repair mask', kind: 'percent', value: 10, amount: 200, givenBy: by },
      // 300 off the sale; the 200 of points redeemed are the client's, not the desk's.
      { line: null, on: 'Whole sale', kind: 'amount', value: 300, amount: 300, givenBy: by },
    ]);
  });
  it('lists nothing for a sale without desk discounts', () => {
    const lines = [line(2000, null)];
    const priced = priceCart(lines, { rewards: 500 });
    expect(
      deskDiscounts({ given: [null], lines: [{ name: 'Mask' }], cartDiscount: null, priced, by }),
    ).toEqual([]);
  });
});
