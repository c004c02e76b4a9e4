import { describe, expect, it } from 'vitest';
import {
  ZBookingContact,
  ZSlotsQuery,
  bookingPolicyOf,
  canTransition,
  onlineDateProblem,
  recurrenceDates,
  DEFAULT_BOOKING_POLICY,
} from './booking';

describe('booking policy', () => {
  it('fills what an older salon does not have with defaults', () => {
    expect(bookingPolicyOf(undefined)).toEqual(DEFAULT_BOOKING_POLICY);
    expect(bookingPolicyOf({ leadMinutes: 30 }).leadMinutes).toBe(30);
    expect(bookingPolicyOf({ slotIntervalMinutes: 7 })).toEqual(DEFAULT_BOOKING_POLICY);
  });
});

describe('status transitions', () => {
  it('allows the front-desk flow and refuses leaving a final state', () => {
    expect(canTransition('booked', 'confirmed')).toBe(true);
    expect(canTransition('confirmed', 'checked_in')).toBe(true);
    expect(canTransition('checked_in', 'completed')).toBe(true);
    expect(canTransition('completed', 'booked')).toBe(false);
    expect(canTransition('cancelled', 'confirmed')).toBe(false);
    expect(canTransition('booked', 'completed')).toBe(false);
    expect(canTransition('no_show', 'confirmed')).toBe(true);
  });
});

describe('recurrenceDates', () => {
  it('repeats every N weeks', () => {
    expect(recurrenceDates('2026-12-01', 'weekly', 2, 3).map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-15',
      '2026-12-29',
    ]);
  });
  it('keeps the day of the month and skips months without it', () => {
    expect(recurrenceDates('2027-01-31', 'monthly', 1, 4)).toEqual([
      { date: '2027-01-31', skipped: false },
      { date: '2027-02-31', skipped: true },
      { date: '2027-03-31', skipped: false },
      { date: '2027-04-31', skipped: true },
    ]);
  });
});

describe('requests', () => {
  it('takes a single date or a range of at most 42 days', () => {
    expect(ZSlotsQuery.parse({ date: '2026-12-01', serviceIds: 'a,b' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      serviceIds: ['a', 'b'],
      staffId: null,
    });
    expect(
      ZSlotsQuery.safeParse({ from: '2026-12-01', to: '2027-02-01', serviceIds: 'a' }).success,
    ).toBe(false);
    expect(ZSlotsQuery.safeParse({ serviceIds: 'a' }).success).toBe(false);
  });
  it('explains a bad contact in plain words', () => {
    const r = ZBookingContact.safeParse({
      firstName: '',
      lastName: 'X',
      email: 'nope',
      phone: '12',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Please enter your first name',
      'Please enter a valid email address',
      'Please enter a phone number we can reach you on',
    ]);
  });
});

describe('dates open for online booking', () => {
  it('takes today up to the advance limit', () => {
    expect(onlineDateProblem('2026-11-23', '2026-11-23', 60)).toBeNull();
    expect(onlineDateProblem('2027-01-22', '2026-11-23', 60)).toBeNull();
  });
  it('refuses a past date and one beyond the limit, saying which', () => {
    expect(onlineDateProblem('2026-11-22', '2026-11-23', 60)).toBe(
      'That date has passed. Choose today or a later date.',
    );
    expect(onlineDateProblem('2027-01-23', '2026-11-23', 60)).toBe(
      'The salon takes online bookings up to 60 days ahead. Choose a date until 2027-01-22.',
    );
  });
});
