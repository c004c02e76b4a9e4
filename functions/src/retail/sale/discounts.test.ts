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
        limit: 100,
        approver: null,
      }),
    ).toEqual([
      {
        line: 0,
        on: 'Repair mask',
        kind: 'percent',
        value: 10,
        amount: 200,
        givenBy: by,
        approvedBy: null,
      },
      // 300 off the sale; the 200 of points redeemed are the client's, not the desk's.
      {
        line: null,
        on: 'Whole sale',
        kind: 'amount',
        value: 300,
        amount: 300,
        givenBy: by,
        approvedBy: null,
      },
    ]);
  });

  const over = () => {
    // $5 off a $20 mask is 25%; 10% off the rest of the sale is within a 20% limit.
    const lines = [line(2000, { kind: 'amount', value: 500 }), line(1000, null)];
    const cartDiscount = { kind: 'percent' as const, value: 10 };
    return {
      given: lines.map((l) => l.discount),
      lines: [{ name: 'Repair mask' }, { name: 'Comb' }],
      cartDiscount,
      priced: priceCart(lines, { cartDiscount }),
      by,
      limit: 20,
    };
  };

  it('refuses a discount above the seller’s limit without a manager, naming the approval', () => {
    expect(() => deskDiscounts({ ...over(), approver: null })).toThrow(
      expect.objectContaining({
        code: 'forbidden',
        message:
          '25% off Repair mask is more than the 20% your role may give: a manager approves it at the till.',
        details: [{ path: 'approvalToken', message: 'A manager’s approval' }],
      }),
    );
  });

  it('records the manager beside the discount they approved, and only that one', () => {
    const rosa = { uid: 'rosa', name: 'Rosa' };
    const given = deskDiscounts({ ...over(), approver: rosa });
    expect(given.map((d) => [d.on, d.approvedBy])).toEqual([
      ['Repair mask', rosa],
      ['Whole sale', null],
    ]);
  });
  it('lists nothing for a sale without desk discounts', () => {
    const lines = [line(2000, null)];
    const priced = priceCart(lines, { rewards: 500 });
    expect(
      deskDiscounts({
        given: [null],
        lines: [{ name: 'Mask' }],
        cartDiscount: null,
        priced,
        by,
        limit: 0,
        approver: null,
      }),
    ).toEqual([]);
  });
});
