import { describe, expect, it } from 'vitest';
import type { SaleLineRecord, SaleRecord } from '@chairside/core/records/retail';
import { ApiError } from '../../http/api-error';
import { refundPlan, wantedReturns } from './return';

const line = (over: Partial<SaleLineRecord>): SaleLineRecord =>
  ({
    kind: 'product',
    productId: 'p1',
    name: 'Serum',
    quantity: 3,
    returnedQuantity: 0,
    net: 1000,
    tax: 0,
    components: [],
    ...over,
  }) as SaleLineRecord;
const sale = (over: Partial<SaleRecord>): SaleRecord =>
  ({ lines: [line({})], tenders: [], returns: [], ...over }) as SaleRecord;

describe('a return, step by step', () => {
  it('gives back each unit its share of the line, the last unit the remainder', () => {
    const s = sale({});
    const one = wantedReturns(s, [{ productId: 'p1', quantity: 1, restock: true }]);
    expect(one.map((w) => w.amount)).toEqual([333]);
    const rest = wantedReturns(sale({ lines: [line({ returnedQuantity: 1 })] }), [
      { productId: 'p1', quantity: 2, restock: true },
    ]);
    expect(rest.map((w) => w.amount)).toEqual([667]);
  });

  it('refuses more units than are left to return', () => {
    const s = sale({ lines: [line({ returnedQuantity: 2 })] });
    expect(() => wantedReturns(s, [{ productId: 'p1', quantity: 2, restock: true }])).toThrow(
      new ApiError('unprocessable', 'Only 1 of Serum can still be returned.'),
    );
  });

  it('refunds cards first, then cash, never more than a payment took less what it already gave back', () => {
    const s = sale({
      tenders: [
        { method: 'cash', amount: 500, paymentId: 'cash1', tendered: 500, change: 0 },
        { method: 'card', amount: 400, paymentId: 'card1', tendered: null, change: null },
      ],
      returns: [{ refunds: [{ paymentId: 'card1', method: 'card', amount: 100 }] }] as never,
    });
    expect(refundPlan(s, 600)).toEqual([
      { paymentId: 'card1', method: 'card', amount: 300 },
      { paymentId: 'cash1', method: 'cash', amount: 300 },
    ]);
  });
});
