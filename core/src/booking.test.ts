import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATUSES,
  BOOKING_STATUS_LABELS,
  SLOT_REASON_MESSAGES,
  STATUS_TRANSITIONS,
  ZBookingNotes,
  ZBookingPolicy,
  ZBookingStatusChange,
  ZCreateBooking,
  ZManageReschedule,
  ZMoveBooking,
  ZRecurringCreate,
  ZStaffCreateBooking,
  ZWaitlistEntry,
  isActive,
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
import { LEFT_OUT, probe, problem } from './test-support/probe';

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

describe('what the booking screens tell a person, field by field', () => {
  const KEY = 'booking-0001-abcdef';
  const START = '2026-12-01T15:00:00.000Z';
  const contact = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '+1 415 555 0100',
  };

  it('explains each wrong booking rule in the salon settings', () => {
    const base = { ...DEFAULT_BOOKING_POLICY };
    expect(problem(ZBookingPolicy, base)).toBe('ok');
    expect(
      probe(ZBookingPolicy, base, [
        ['leadMinutes', 'soon'],
        ['leadMinutes', 1.5],
        ['leadMinutes', -1],
        ['leadMinutes', 14 * 24 * 60],
        ['leadMinutes', 14 * 24 * 60 + 1],
        ['maxAdvanceDays', 'far'],
        ['maxAdvanceDays', 1.5],
        ['maxAdvanceDays', 0],
        ['maxAdvanceDays', 365],
        ['maxAdvanceDays', 366],
        ['slotIntervalMinutes', 25],
        ['slotIntervalMinutes', 60],
        ['cancellationHours', 'a day'],
        ['cancellationHours', 1.5],
        ['cancellationHours', -1],
        ['cancellationHours', 14 * 24],
        ['cancellationHours', 14 * 24 + 1],
        ['allowAnyStaff', 'yes'],
        ['priorityAdvanceDays', 'more'],
        ['priorityAdvanceDays', 1.5],
        ['priorityAdvanceDays', -1],
        ['priorityAdvanceDays', 365],
        ['priorityAdvanceDays', 366],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "leadMinutes = "soon" → leadMinutes: Enter the notice in minutes",
        "leadMinutes = 1.5 → leadMinutes: Use whole minutes",
        "leadMinutes = -1 → leadMinutes: The notice cannot be negative",
        "leadMinutes = 20160 → ok, 20160",
        "leadMinutes = 20161 → leadMinutes: At most 14 days of notice",
        "maxAdvanceDays = "far" → maxAdvanceDays: Enter a number of days",
        "maxAdvanceDays = 1.5 → maxAdvanceDays: Use whole days",
        "maxAdvanceDays = 0 → maxAdvanceDays: Allow at least 1 day ahead",
        "maxAdvanceDays = 365 → ok, 365",
        "maxAdvanceDays = 366 → maxAdvanceDays: At most 365 days ahead",
        "slotIntervalMinutes = 25 → slotIntervalMinutes: Choose 5, 10, 15, 20, 30 or 60 minutes",
        "slotIntervalMinutes = 60 → ok, 60",
        "cancellationHours = "a day" → cancellationHours: Enter a number of hours",
        "cancellationHours = 1.5 → cancellationHours: Use whole hours",
        "cancellationHours = -1 → cancellationHours: The window cannot be negative",
        "cancellationHours = 336 → ok, 336",
        "cancellationHours = 337 → cancellationHours: At most 14 days",
        "allowAnyStaff = "yes" → allowAnyStaff: Say whether clients may book with any stylist",
        "priorityAdvanceDays = "more" → priorityAdvanceDays: Enter a number of days",
        "priorityAdvanceDays = 1.5 → priorityAdvanceDays: Use whole days",
        "priorityAdvanceDays = -1 → priorityAdvanceDays: The extra days cannot be negative",
        "priorityAdvanceDays = 365 → ok, 365",
        "priorityAdvanceDays = 366 → priorityAdvanceDays: At most 365 extra days",
      ]
    `);
  });

  it('names the states of an appointment and the moves between them', () => {
    expect(BOOKING_STATUS_LABELS).toEqual({
      booked: 'Booked',
      confirmed: 'Confirmed',
      checked_in: 'Checked in',
      completed: 'Completed',
      cancelled: 'Cancelled',
      no_show: 'No-show',
    });
    expect(STATUS_TRANSITIONS).toEqual({
      booked: ['confirmed', 'checked_in', 'cancelled', 'no_show'],
      confirmed: ['booked', 'checked_in', 'cancelled', 'no_show'],
      checked_in: ['confirmed', 'completed'],
      completed: [],
      cancelled: [],
      no_show: ['confirmed'],
    });
    expect(ACTIVE_STATUSES).toEqual(['booked', 'confirmed', 'checked_in', 'completed']);
    expect(BOOKING_STATUSES.filter(isActive)).toEqual([
      'booked',
      'confirmed',
      'checked_in',
      'completed',
    ]);
  });

  it('asks a visitor booking online for how to reach them', () => {
    expect(
      probe(ZBookingContact, contact, [
        ['firstName', '  Ann  '],
        ['firstName', '   '],
        ['firstName', 'x'.repeat(61)],
        ['firstName', 'x'.repeat(60)],
        ['lastName', ' '],
        ['lastName', 'x'.repeat(61)],
        ['email', 'ann'],
        ['email', `${'a'.repeat(250)}@b.co`],
        ['phone', '555-01'],
        ['phone', '555-0100'],
        ['notes', LEFT_OUT],
        ['notes', '  by the window  '],
        ['notes', 'x'.repeat(501)],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "firstName = "  Ann  " → ok, "Ann"",
        "firstName = "   " → firstName: Please enter your first name",
        "firstName = "xxxxxxxx…" (61 characters) → firstName: Use at most 60 characters",
        "firstName = "xxxxxxxx…" (60 characters) → ok, "xxxxxxxx…" (60 characters)",
        "lastName = " " → lastName: Please enter your last name",
        "lastName = "xxxxxxxx…" (61 characters) → lastName: Use at most 60 characters",
        "email = "ann" → email: Please enter a valid email address",
        "email = "aaaaaaaa…" (255 characters) → email: Please enter a valid email address",
        "phone = "555-01" → phone: Please enter a phone number we can reach you on",
        "phone = "555-0100" → ok, "555-0100"",
        "notes = (left out) → ok, """,
        "notes = "  by the window  " → ok, "by the window"",
        "notes = "xxxxxxxx…" (501 characters) → notes: Use at most 500 characters",
      ]
    `);
  });

  it('asks an online booking for services, a time and a key', () => {
    const base = {
      orgId: 'salon-1',
      serviceIds: ['cut'],
      start: START,
      contact,
      idempotencyKey: KEY,
    };
    expect(problem(ZCreateBooking, base)).toBe('ok');
    expect(
      probe(ZCreateBooking, base, [
        ['orgId', ' salon-1 '],
        ['serviceIds', []],
        ['serviceIds', ['a', 'b', 'c', 'd', 'e', 'f']],
        ['serviceIds', ['cut', 'cut']],
        ['serviceIds', [' cut ']],
        ['staffId', LEFT_OUT],
        ['staffId', ' anna '],
        ['start', 'tomorrow at 3'],
        ['start', '2026-12-01T15:00:00'],
        ['redeemPoints', LEFT_OUT],
        ['redeemPoints', 'all'],
        ['redeemPoints', 1.5],
        ['redeemPoints', -1],
        ['redeemPoints', 10_000_000],
        ['redeemPoints', 10_000_001],
        ['contact.firstName', ''],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "orgId = " salon-1 " → ok, "salon-1"",
        "serviceIds = [] → serviceIds: Choose at least one service",
        "serviceIds = ["a","b","c","d","e","f"] → serviceIds: Choose at most 5 services",
        "serviceIds = ["cut","cut"] → serviceIds: Choose each service once",
        "serviceIds = [" cut "] → ok, ["cut"]",
        "staffId = (left out) → ok, null",
        "staffId = " anna " → ok, "anna"",
        "start = "tomorrow at 3" → start: Choose a time",
        "start = "2026-12-01T15:00:00" → start: Choose a time",
        "redeemPoints = (left out) → ok, 0",
        "redeemPoints = "all" → redeemPoints: Enter the points to redeem",
        "redeemPoints = 1.5 → redeemPoints: Redeem whole points",
        "redeemPoints = -1 → redeemPoints: Points to redeem cannot be negative",
        "redeemPoints = 10000000 → ok, 10000000",
        "redeemPoints = 10000001 → redeemPoints: That is more points than anyone holds",
        "contact.firstName = "" → contact.firstName: Please enter your first name",
      ]
    `);
  });

  it('asks the front desk for a stylist, and takes a walk-in by name', () => {
    const base = {
      orgId: 'salon-1',
      serviceIds: ['cut'],
      staffId: 'anna',
      start: START,
      idempotencyKey: KEY,
    };
    expect(
      probe(ZStaffCreateBooking, base, [
        ['staffId', LEFT_OUT],
        ['staffId', 'a/b'],
        ['clientId', LEFT_OUT],
        ['clientId', ' client-1 '],
        ['walkInName', LEFT_OUT],
        ['walkInName', '  Sam  '],
        ['walkInName', 'x'.repeat(121)],
        ['walkIn', LEFT_OUT],
        ['notes', LEFT_OUT],
        ['notes', '  Fringe only  '],
        ['notes', 'x'.repeat(1001)],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "staffId = (left out) → staffId: Choose a stylist",
        "staffId = "a/b" → staffId: Choose a stylist",
        "clientId = (left out) → ok, null",
        "clientId = " client-1 " → ok, "client-1"",
        "walkInName = (left out) → ok, """,
        "walkInName = "  Sam  " → ok, "Sam"",
        "walkInName = "xxxxxxxx…" (121 characters) → walkInName: Use at most 120 characters",
        "walkIn = (left out) → ok, false",
        "notes = (left out) → ok, """,
        "notes = "  Fringe only  " → ok, "Fringe only"",
        "notes = "xxxxxxxx…" (1001 characters) → notes: Use at most 1,000 characters",
      ]
    `);
    expect(
      probe(ZRecurringCreate, { ...base, frequency: 'weekly', every: 2, count: 6 }, [
        ['frequency', 'daily'],
        ['every', 'often'],
        ['count', 'many'],
        ['every', 1.5],
        ['every', 0],
        ['every', 12],
        ['every', 13],
        ['count', 2.5],
        ['count', 1],
        ['count', 52],
        ['count', 53],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "frequency = "daily" → frequency: Choose weekly or monthly",
        "every = "often" → every: Enter how often it repeats",
        "count = "many" → count: Enter how many to book",
        "every = 1.5 → every: Repeat every whole number of weeks or months",
        "every = 0 → every: Repeat at least every 1",
        "every = 12 → ok, 12",
        "every = 13 → every: Repeat at most every 12",
        "count = 2.5 → count: Book a whole number of occurrences",
        "count = 1 → count: Book at least 2 occurrences",
        "count = 52 → ok, 52",
        "count = 53 → count: Book at most 52 occurrences",
      ]
    `);
  });

  it('moves, reschedules and changes an appointment with clear refusals', () => {
    expect(
      probe(ZMoveBooking, { orgId: 'salon-1', start: START, staffId: 'anna' }, [
        ['start', 'later'],
        ['staffId', ' anna '],
        ['durationMinutes', LEFT_OUT],
        ['durationMinutes', 'long'],
        ['durationMinutes', 7.5],
        ['durationMinutes', 4],
        ['durationMinutes', 5],
        ['durationMinutes', 720],
        ['durationMinutes', 721],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "start = "later" → start: Choose a time",
        "staffId = " anna " → ok, "anna"",
        "durationMinutes = (left out) → ok, undefined",
        "durationMinutes = "long" → durationMinutes: Enter the length in minutes",
        "durationMinutes = 7.5 → durationMinutes: Use whole minutes",
        "durationMinutes = 4 → durationMinutes: An appointment lasts at least 5 minutes",
        "durationMinutes = 5 → ok, 5",
        "durationMinutes = 720 → ok, 720",
        "durationMinutes = 721 → durationMinutes: An appointment lasts at most 12 hours",
      ]
    `);
    expect(
      probe(ZBookingStatusChange, { orgId: 'salon-1', status: 'confirmed' }, [
        ['status', 'done'],
        ['reason', LEFT_OUT],
        ['reason', '  ran late  '],
        ['reason', 'x'.repeat(301)],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "status = "done" → status: Choose a status",
        "reason = (left out) → ok, """,
        "reason = "  ran late  " → ok, "ran late"",
        "reason = "xxxxxxxx…" (301 characters) → reason: Use at most 300 characters",
      ]
    `);
    expect(problem(ZManageReschedule, { start: START })).toBe('ok');
    expect(problem(ZManageReschedule, { start: 'soon' })).toBe('start: Choose a time');
    expect(problem(ZBookingNotes, 'x'.repeat(1000))).toBe('ok');
    expect(problem(ZBookingNotes, 'x'.repeat(1001))).toBe('(whole): Use at most 1,000 characters');
  });

  it('puts a visitor on the waitlist for a day and a part of it', () => {
    const base = { orgId: 'salon-1', serviceIds: ['cut'], date: '2026-12-01', contact };
    expect(
      probe(ZWaitlistEntry, base, [
        ['staffId', LEFT_OUT],
        ['timeOfDay', LEFT_OUT],
        ['timeOfDay', 'night'],
        ['timeOfDay', 'evening'],
        ['date', '1 Dec'],
        ['contact.phone', '12'],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "staffId = (left out) → ok, null",
        "timeOfDay = (left out) → ok, "any"",
        "timeOfDay = "night" → timeOfDay: Choose any time, morning, afternoon or evening",
        "timeOfDay = "evening" → ok, "evening"",
        "date = "1 Dec" → date: Choose a date",
        "contact.phone = "12" → contact.phone: Please enter a phone number we can reach you on",
      ]
    `);
  });

  it('says why a time cannot be booked, in the visitor’s words', () => {
    expect(SLOT_REASON_MESSAGES).toMatchInlineSnapshot(`
      {
        "not_performed": "That stylist does not offer all of the chosen services.",
        "off_grid": "That is not one of the salon’s start times.",
        "outside_hours": "That time is outside the stylist’s working hours.",
        "taken": "Sorry, that time was just taken. Please choose another time.",
        "too_far": "That time is too far ahead to book yet.",
        "too_soon": "That time is too soon to book online. Please choose a later time.",
      }
    `);
  });
});
