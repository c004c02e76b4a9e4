import { describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { rollupWrite } from './rollups';

describe('a rollup change as the merge that applies it', () => {
  it('adds the amounts as increments, nested, and sets the rest as given', () => {
    expect(
      rollupWrite(
        { sales: 1, totals: { revenue: 2500, tax: 0 }, products: { p1: { units: -2 } } },
        { date: '2026-11-26', products: { p1: { name: 'Shampoo' } } },
      ),
    ).toEqual({
      date: '2026-11-26',
      sales: FieldValue.increment(1),
      totals: { revenue: FieldValue.increment(2500) },
      products: { p1: { name: 'Shampoo', units: FieldValue.increment(-2) } },
    });
  });

  it('writes nothing for a change of nothing', () => {
    expect(rollupWrite({ totals: { revenue: 0 } }, {})).toEqual({});
    expect(rollupWrite(null, null)).toEqual({});
  });
});
