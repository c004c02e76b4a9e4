import { describe, expect, it } from 'vitest';
import { tipAmountOf } from './TipPicker';

describe('tipAmountOf', () => {
  it('reads no tip, a suggested percentage of the balance, or an amount typed', () => {
    expect(tipAmountOf('none', '9', 6000, 'USD')).toBe(0);
    expect(tipAmountOf('18', '', 6000, 'USD')).toBe(1080);
    expect(tipAmountOf('custom', '7.50', 6000, 'USD')).toBe(750);
  });
  it('is not a number while the other amount is empty or cannot be read', () => {
    expect(tipAmountOf('custom', '', 6000, 'USD')).toBeNaN();
    expect(tipAmountOf('custom', 'seven', 6000, 'USD')).toBeNaN();
  });
});
