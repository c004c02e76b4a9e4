import { describe, expect, it } from 'vitest';
import { formatMinorUnits, minorToInput, parseMoneyInput } from './money';

describe('money', () => {
  it('formats minor units at the edge', () => {
    expect(formatMinorUnits(4500, 'USD')).toBe('$45');
    expect(formatMinorUnits(4550, 'USD')).toBe('$45.50');
    expect(formatMinorUnits(810, 'USD')).toBe('$8.10');
    expect(formatMinorUnits(-1005, 'USD')).toBe('-$10.05');
    expect(formatMinorUnits(1200, 'JPY')).toBe('¥1,200');
  });
  it('reads prices as people type them', () => {
    expect(parseMoneyInput('45')).toBe(4500);
    expect(parseMoneyInput('45.5')).toBe(4550);
    expect(parseMoneyInput('$1,200.05')).toBe(120005);
    expect(parseMoneyInput('0')).toBe(0);
    expect(parseMoneyInput('1200', 'JPY')).toBe(1200);
  });
  it('refuses what is not a price', () => {
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('-5')).toBeNull();
    expect(parseMoneyInput('4.555')).toBeNull();
    expect(parseMoneyInput('12.5', 'JPY')).toBeNull();
    expect(parseMoneyInput('ten')).toBeNull();
  });
  it('writes minor units back as field text', () => {
    expect(minorToInput(4500)).toBe('45');
    expect(minorToInput(4550)).toBe('45.50');
    expect(minorToInput(1200, 'JPY')).toBe('1200');
  });
});
