import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDuration, formatLongDate, formatPhone } from './format';

describe('formatCurrency', () => {
  it('shows whole dollars without cents and keeps up to two fraction digits', () => {
    expect(formatCurrency(25)).toBe('$25');
    expect(formatCurrency(25.5)).toBe('$25.5');
    expect(formatCurrency(25.55)).toBe('$25.55');
    expect(formatCurrency(25.555)).toBe('$25.56');
    expect(formatCurrency(1234.5)).toBe('$1,234.5');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(-12)).toBe('-$12');
  });
});

describe('formatPhone', () => {
  it('formats ten digits however they were typed', () => {
    expect(formatPhone('7185550199')).toBe('(718) 555-0199');
    expect(formatPhone('718-555-0199')).toBe('(718) 555-0199');
    expect(formatPhone('(718) 555 0199')).toBe('(718) 555-0199');
  });
  it('drops the country code 1 from eleven digits', () => {
    expect(formatPhone('17185550199')).toBe('(718) 555-0199');
    expect(formatPhone('+1 718 555 0199')).toBe('(718) 555-0199');
  });
  it('leaves numbers it cannot read as US numbers as they were', () => {
    expect(formatPhone('27185550199')).toBe('27185550199');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('555-0199')).toBe('555-0199');
    expect(formatPhone('')).toBe('');
  });
});

describe('formatDuration', () => {
  it('uses minutes under an hour', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(59)).toBe('59 min');
  });
  it('uses hours, with minutes only when there are some', () => {
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(90)).toBe('1 hr 30 min');
    expect(formatDuration(120)).toBe('2 hr');
    expect(formatDuration(135)).toBe('2 hr 15 min');
  });
});

describe('formatLongDate', () => {
  it('writes an en-US long date', () => {
    expect(formatLongDate(new Date('2026-11-22T12:00:00Z'))).toBe('November 22, 2026');
    expect(formatLongDate('2026-02-01T12:00:00Z')).toBe('February 1, 2026');
  });
  it("says 'Invalid Date' when the value is not a date", () => {
    expect(formatLongDate('not a date')).toBe('Invalid Date');
    expect(formatLongDate(undefined)).toBe('Invalid Date');
    expect(formatLongDate(null)).toBe('Invalid Date');
    expect(formatLongDate(Number.NaN)).toBe('Invalid Date');
  });
});

describe('formatDate', () => {
  it("writes 'MMM d, yyyy'", () => {
    expect(formatDate(new Date('2026-11-02T12:00:00Z'))).toBe('Nov 2, 2026');
    expect(formatDate('2026-09-30T12:00:00Z')).toBe('Sep 30, 2026');
  });
  it('can read the day in a salon’s time zone', () => {
    // 02:00 UTC on the 3rd is still the 2nd in New York.
    expect(formatDate('2026-11-03T02:00:00Z', 'America/New_York')).toBe('Nov 2, 2026');
    expect(formatDate('2026-11-03T02:00:00Z', 'Asia/Tokyo')).toBe('Nov 3, 2026');
  });
  it("says 'Invalid Date' when the value is not a date", () => {
    expect(formatDate('2026-13-45')).toBe('Invalid Date');
  });
});
