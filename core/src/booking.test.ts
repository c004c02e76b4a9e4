import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  ZBookingContact,
  advanceDaysFor,
  isEditable,
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

describe('booking rules, edge by edge (what mutation testing showed unguarded)', () => {
  it('lets members with priority booking book further ahead', () => {
    const policy = { ...DEFAULT_BOOKING_POLICY, maxAdvanceDays: 60, priorityAdvanceDays: 30 };
    expect(advanceDaysFor(policy, false)).toBe(60);
    expect(advanceDaysFor(policy, true)).toBe(90);
  });

  it('moves or changes only appointments still to come', () => {
    expect(BOOKING_STATUSES.filter(isEditable)).toEqual(['booked', 'confirmed', 'checked_in']);
  });

  it('takes a phone number with at least 7 digits, however it is written', () => {
    const phone = (p: string) =>
      ZBookingContact.safeParse({
        firstName: 'Ana',
        lastName: 'Lee',
        email: 'ana@x.test',
        phone: p,
      });
    expect(phone('555-0101').success).toBe(true);
    expect(phone('(55) 501').success).toBe(false);
    expect(phone('555 010').success).toBe(false);
  });

  it('asks for slots of each service once, for a date or a range of up to 42 days', () => {
    const q = (query: object) => ZSlotsQuery.safeParse({ serviceIds: 'cut,colour', ...query });
    expect(q({ date: '2027-03-01' }).data).toEqual({
      from: '2027-03-01',
      to: '2027-03-01',
      serviceIds: ['cut', 'colour'],
      staffId: null,
    });
    expect(q({ date: '2027-03-01', serviceIds: ['cut'] }).data?.serviceIds).toEqual(['cut']);
    expect(q({ date: '2027-03-01', serviceIds: 'cut,,colour' }).data?.serviceIds).toEqual([
      'cut',
      'colour',
    ]);
    expect(q({ date: '2027-03-01', serviceIds: 'cut,cut' }).error?.issues[0]?.message).toBe(
      'Choose each service once',
    );
    expect(q({ from: '2027-03-01' }).data).toMatchObject({ from: '2027-03-01', to: '2027-03-01' });
    expect(q({ to: '2027-03-01' }).error?.issues).toMatchObject([
      { path: ['date'], message: 'Choose a date or a range' },
    ]);
    expect(q({}).error?.issues).toMatchObject([
      { path: ['date'], message: 'Choose a date or a range' },
    ]);
    expect(q({ from: '2027-03-02', to: '2027-03-01' }).error?.issues).toMatchObject([
      { path: ['to'], message: 'The range must end after it starts' },
    ]);
    expect(q({ from: '2027-03-01', to: '2027-04-11' }).success).toBe(true);
    expect(q({ from: '2027-03-01', to: '2027-04-12' }).error?.issues).toMatchObject([
      { path: ['to'], message: 'Ask for at most 42 days at a time' },
    ]);
  });

  it('repeats weekly every n weeks and monthly every n months, skipping months without the day', () => {
    expect(recurrenceDates('2027-01-05', 'weekly', 2, 3)).toEqual([
      { date: '2027-01-05', skipped: false },
      { date: '2027-01-19', skipped: false },
      { date: '2027-02-02', skipped: false },
    ]);
    expect(recurrenceDates('2027-01-31', 'monthly', 1, 4)).toEqual([
      { date: '2027-01-31', skipped: false },
      { date: '2027-02-31', skipped: true },
      { date: '2027-03-31', skipped: false },
      { date: '2027-04-31', skipped: true },
    ]);
    expect(recurrenceDates('2027-01-15', 'monthly', 3, 3).map((o) => o.date)).toEqual([
      '2027-01-15',
      '2027-04-15',
      '2027-07-15',
    ]);
  });
});
