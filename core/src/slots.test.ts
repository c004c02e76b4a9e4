import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type BusinessHours } from './org';
import {
  availableSlots,
  checkStart,
  mergeIntervals,
  occupancyFor,
  timeOffIntervals,
  workDayOn,
  type BusyBlock,
  type Interval,
  type SlotQuery,
  type SlotService,
  type SlotStaff,
} from './slots';
import type { WeeklyHours, WorkDay } from './staff-profile';
import {
  LocalDay,
  addDays,
  localParts,
  minutesOf,
  repeatedReadingSuffix,
  zonedInstant,
} from './zoned-time';

const MIN = 60_000;
const open = (start: string, end: string, breaks: WorkDay['breaks'] = []): WorkDay => ({
  open: true,
  start,
  end,
  breaks,
});
const closed: WorkDay = { open: false, start: '09:00', end: '17:00', breaks: [] };
const week = (day: WorkDay, days = WEEKDAYS): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, days.includes(d) ? day : closed])) as WeeklyHours;
const salonHours = (start = '09:00', end = '17:00'): BusinessHours =>
  Object.fromEntries(
    WEEKDAYS.map((d) => [d, { open: true, start, end }]),
  ) as unknown as BusinessHours;

const service = (over: Partial<SlotService> = {}): SlotService => ({
  id: 'cut',
  durationMinutes: 30,
  processingMinutes: 0,
  finishingMinutes: 0,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  staffIds: ['ana', 'ben'],
  staffOverrides: {},
  ...over,
});
const member = (id: string, over: Partial<SlotStaff> = {}): SlotStaff => ({
  id,
  weeklyHours: null,
  exceptions: [],
  timeOff: [],
  ...over,
});

function query(over: Partial<SlotQuery> = {}): SlotQuery {
  return {
    timeZone: 'America/New_York',
    businessHours: salonHours(),
    staff: [member('ana'), member('ben')],
    services: [service()],
    busy: [],
    from: '2026-12-01',
    to: '2026-12-01',
    now: Date.parse('2026-01-01T00:00:00Z'),
    leadMinutes: 0,
    maxAdvanceDays: 365,
    intervalMinutes: 30,
    staffId: null,
    ...over,
  };
}

const local = (instant: number, tz = 'America/New_York') => localParts(instant, tz).time;
const times = (q: SlotQuery) => availableSlots(q).map((s) => local(s.start, q.timeZone));

describe('zoned time', () => {
  it('converts wall-clock times with the offset of the day', () => {
    expect(new Date(zonedInstant('2026-12-01', '09:00', 'America/New_York')).toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-07-01', '09:00', 'America/New_York')).toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-12-01', '09:00', 'Pacific/Auckland')).toISOString()).toBe(
      '2026-11-30T20:00:00.000Z',
    );
  });

  it('has no 02:30 on the day clocks go forward, and the first 01:30 on the day they go back', () => {
    const spring = new LocalDay('2026-03-08', 'America/New_York');
    expect(spring.hasTransition).toBe(true);
    expect(spring.exact(150)).toBeNull();
    expect(new Date(spring.lenient(150)).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    const autumn = new LocalDay('2026-11-01', 'America/New_York');
    expect(new Date(autumn.exact(90)!).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(new LocalDay('2026-11-02', 'America/New_York').hasTransition).toBe(false);
  });
});

describe('slot engine: examples', () => {
  it('offers every 30 minutes from opening to the last start that ends by closing', () => {
    const slots = availableSlots(query({ staff: [member('ana')] }));
    expect(slots.map((s) => local(s.start))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(slots.every((s) => s.staffIds.join() === 'ana')).toBe(true);
  });

  it('leaves out booked time, breaks and the buffers around bookings', () => {
    const start = zonedInstant('2026-12-01', '11:00', 'America/New_York');
    const q = query({
      staff: [
        member('ana', {
          weeklyHours: week(open('09:00', '13:00', [{ start: '12:00', end: '12:30' }])),
        }),
      ],
      busy: [{ staffId: 'ana', start: start - 10 * MIN, end: start + 60 * MIN }],
    });
    expect(times(q)).toEqual(['09:00', '09:30', '10:00', '12:30']);
  });

  it('keeps the stylist free while colour processes', () => {
    // 120 min colour: 30 work, 60 processing, 30 finishing.
    const colour = service({
      id: 'colour',
      durationMinutes: 120,
      processingMinutes: 60,
      finishingMinutes: 30,
    });
    const occupancy = occupancyFor([colour], 'ana')!;
    expect(occupancy.span).toBe(120 * MIN);
    expect(occupancy.segments).toEqual([
      { start: 0, end: 30 * MIN },
      { start: 90 * MIN, end: 120 * MIN },
    ]);
    const nine = zonedInstant('2026-12-01', '09:00', 'America/New_York');
    const q = query({
      staff: [member('ana')],
      busy: [
        { staffId: 'ana', start: nine, end: nine + 30 * MIN },
        { staffId: 'ana', start: nine + 90 * MIN, end: nine + 120 * MIN },
      ],
    });
    // A 30-minute cut fits in the processing gap.
    expect(times(q).slice(0, 3)).toEqual(['09:30', '10:00', '11:00']);
  });

  it('books a sequence of services back to back with the first buffer before and the last after', () => {
    const first = service({
      id: 'a',
      durationMinutes: 30,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 50,
    });
    const second = service({
      id: 'b',
      durationMinutes: 45,
      bufferBeforeMinutes: 40,
      bufferAfterMinutes: 10,
    });
    const occupancy = occupancyFor([first, second], 'ana')!;
    expect(occupancy.span).toBe(75 * MIN);
    expect(occupancy.segments).toEqual([{ start: -15 * MIN, end: 85 * MIN }]);
    // 09:00 needs 08:45 (before opening): the first start is 09:30 on the grid.
    expect(times(query({ services: [first, second], staff: [member('ana')] }))[0]).toBe('09:30');
  });

  it('uses a stylist’s own length for a service', () => {
    const s = service({ staffOverrides: { ana: { durationMinutes: 90 } } });
    const q = query({ services: [s], staffId: 'ana' });
    expect(times(q).at(-1)).toBe('15:30');
    expect(times({ ...q, staffId: 'ben' }).at(-1)).toBe('16:30');
  });

  it('only offers stylists who perform every chosen service', () => {
    const q = query({ services: [service(), service({ id: 'beard', staffIds: ['ben'] })] });
    expect(new Set(availableSlots(q).flatMap((s) => s.staffIds))).toEqual(new Set(['ben']));
    expect(availableSlots({ ...q, staffId: 'ana' })).toEqual([]);
  });

  it('follows date exceptions and time off', () => {
    const q = query({
      from: '2026-12-01',
      to: '2026-12-03',
      staff: [
        member('ana', {
          exceptions: [{ date: '2026-12-01', note: 'Late start', ...open('13:00', '15:00') }],
          timeOff: [
            {
              id: 't1',
              from: '2026-12-02',
              to: '2026-12-02',
              allDay: true,
              startTime: '09:00',
              endTime: '17:00',
              reason: '',
            },
            {
              id: 't2',
              from: '2026-12-03',
              to: '2026-12-03',
              allDay: false,
              startTime: '10:00',
              endTime: '16:00',
              reason: 'Course',
            },
          ],
        }),
      ],
    });
    const byDate = new Map<string, string[]>();
    for (const s of availableSlots(q)) {
      const { date, time } = localParts(s.start, q.timeZone);
      byDate.set(date, [...(byDate.get(date) ?? []), time]);
    }
    expect(byDate.get('2026-12-01')).toEqual(['13:00', '13:30', '14:00', '14:30']);
    expect(byDate.has('2026-12-02')).toBe(false);
    expect(byDate.get('2026-12-03')).toEqual(['09:00', '09:30', '16:00', '16:30']);
  });

  it('keeps lead time and the advance limit', () => {
    const now = zonedInstant('2026-12-01', '10:10', 'America/New_York');
    const q = query({
      now,
      leadMinutes: 60,
      maxAdvanceDays: 1,
      to: '2026-12-03',
      staff: [member('ana')],
    });
    const slots = availableSlots(q);
    expect(local(slots[0]!.start)).toBe('11:30');
    expect(Math.max(...slots.map((s) => s.start))).toBeLessThanOrEqual(now + 86_400_000);
    expect(localParts(slots.at(-1)!.start, q.timeZone)).toEqual({
      date: '2026-12-02',
      time: '10:00',
    });
  });

  it('lists a day in the salon’s zone wherever the visitor is', () => {
    // Auckland is UTC+13 in December: 09:00 on the 1st is 20:00 on the 30th in UTC.
    const q = query({ timeZone: 'Pacific/Auckland', staff: [member('ana')] });
    const slots = availableSlots(q);
    expect(new Date(slots[0]!.start).toISOString()).toBe('2026-11-30T20:00:00.000Z');
    expect(slots.every((s) => localParts(s.start, 'Pacific/Auckland').date === '2026-12-01')).toBe(
      true,
    );
  });

  it('counts a booking that crosses midnight against both days', () => {
    const q = query({
      businessHours: salonHours('00:00', '23:59'),
      staff: [member('ana')],
      from: '2026-12-01',
      to: '2026-12-02',
      busy: [
        {
          staffId: 'ana',
          start: zonedInstant('2026-12-01', '23:00', 'America/New_York'),
          end: zonedInstant('2026-12-02', '01:00', 'America/New_York'),
        },
      ],
    });
    const all = availableSlots(q).map((s) => localParts(s.start, q.timeZone));
    expect(all.filter((s) => s.date === '2026-12-01').at(-1)?.time).toBe('22:30');
    expect(all.filter((s) => s.date === '2026-12-02')[0]?.time).toBe('01:00');
  });
});

describe('slot engine: daylight saving', () => {
  const allDay = salonHours('00:00', '23:59');

  it('has no phantom slots in the hour that is skipped', () => {
    const q = query({
      businessHours: allDay,
      staff: [member('ana')],
      from: '2026-03-08',
      to: '2026-03-08',
    });
    const t = times(q);
    expect(t).toContain('01:30');
    expect(t).not.toContain('02:00');
    expect(t).not.toContain('02:30');
    expect(t).toContain('03:00');
    // 48 half hours minus the two that do not exist, minus the 23:30 that would end after 23:59.
    expect(t).toHaveLength(45);
  });

  it('offers both passes of the hour that repeats, each its own instant', () => {
    const q = query({
      businessHours: allDay,
      staff: [member('ana')],
      from: '2026-11-01',
      to: '2026-11-01',
    });
    const starts = availableSlots(q).map((s) => s.start);
    expect(new Set(starts).size).toBe(starts.length);
    const t = times(q);
    // 01:00 and 01:30 happen twice (EDT, then EST), an hour apart.
    expect(t.filter((x) => x === '01:30')).toHaveLength(2);
    const passes = starts.filter((s) => local(s) === '01:30');
    expect(passes[1]! - passes[0]!).toBe(3_600_000);
    for (const start of passes) expect(checkStart(q, 'ana', start).ok).toBe(true);
    // 47 as on any day, plus the two readings of the repeated hour.
    expect(t).toHaveLength(49);
  });

  it('stays on the local grid in summer and winter', () => {
    const q = query({ staff: [member('ana')], from: '2026-03-06', to: '2026-03-10' });
    const all = availableSlots(q).map((s) => local(s.start));
    expect(all.every((t) => t.endsWith(':00') || t.endsWith(':30'))).toBe(true);
    expect(all.filter((t) => t === '09:00')).toHaveLength(5);
  });

  it('gives a one-hour service across the change its real length', () => {
    const q = query({
      businessHours: allDay,
      services: [service({ durationMinutes: 60 })],
      staff: [member('ana')],
      from: '2026-03-08',
      to: '2026-03-08',
    });
    const one = availableSlots(q).find((s) => local(s.start) === '01:30')!;
    const check = checkStart(q, 'ana', one.start);
    expect(check.ok && local(check.end)).toBe('03:30');
  });
});

describe('checkStart', () => {
  const q = query({ staff: [member('ana')] });
  const at = (t: string) => zonedInstant('2026-12-01', t, 'America/New_York');

  it('accepts an offered slot and returns its end and busy parts', () => {
    const check = checkStart(q, 'ana', at('10:00'));
    expect(check).toEqual({
      ok: true,
      end: at('10:30'),
      segments: [{ start: at('10:00'), end: at('10:30') }],
    });
  });

  it('says why a time cannot be booked', () => {
    expect(checkStart(q, 'ana', at('10:10'))).toEqual({ ok: false, reason: 'off_grid' });
    expect(checkStart(q, 'ana', at('16:45'))).toEqual({ ok: false, reason: 'off_grid' });
    expect(checkStart(q, 'ana', at('17:00'))).toEqual({ ok: false, reason: 'outside_hours' });
    expect(checkStart(q, 'zed', at('10:00'))).toEqual({ ok: false, reason: 'not_performed' });
    expect(checkStart({ ...q, now: at('09:30'), leadMinutes: 60 }, 'ana', at('10:00'))).toEqual({
      ok: false,
      reason: 'too_soon',
    });
    expect(checkStart({ ...q, maxAdvanceDays: 1 }, 'ana', at('10:00'))).toEqual({
      ok: false,
      reason: 'too_far',
    });
    const busy = [{ staffId: 'ana', start: at('10:15'), end: at('10:45') }];
    expect(checkStart({ ...q, busy }, 'ana', at('10:00'))).toEqual({ ok: false, reason: 'taken' });
  });

  it('lets staff book off the grid and without lead time, never outside hours', () => {
    const now = at('10:05');
    expect(
      checkStart({ ...q, now, leadMinutes: 120 }, 'ana', at('10:10'), { strict: false }).ok,
    ).toBe(true);
    expect(checkStart(q, 'ana', at('16:45'), { strict: false })).toEqual({
      ok: false,
      reason: 'outside_hours',
    });
  });
});

// ---------------------------------------------------------------------------
// Properties

const ZONES = [
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'UTC',
];
// Dates around each zone's changes, and ordinary ones.
const DATES = [
  '2026-03-08',
  '2026-03-29',
  '2026-04-05',
  '2026-09-27',
  '2026-10-04',
  '2026-10-25',
  '2026-11-01',
  '2026-12-01',
];

const arbTime = (lo: number, hi: number) =>
  fc
    .integer({ min: lo, max: hi })
    .map(
      (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
    );

const arbDay: fc.Arbitrary<WorkDay> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(closed) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 0, max: 12 * 60 }),
        fc.integer({ min: 60, max: 11 * 60 }),
        fc.boolean(),
        fc.integer({ min: 15, max: 60 }),
      )
      .map(([start, length, withBreak, breakLength]) => {
        const end = Math.min(start + length, 23 * 60 + 59);
        const mid = Math.floor((start + end) / 2 / 5) * 5;
        const toT = (m: number) =>
          `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const breaks =
          withBreak && mid + breakLength < end
            ? [{ start: toT(mid), end: toT(mid + breakLength) }]
            : [];
        return open(toT(start), toT(end), breaks);
      }),
  },
);

const arbScenario = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    date: fc.constantFrom(...DATES),
    days: fc.integer({ min: 1, max: 3 }),
    interval: fc.constantFrom(10, 15, 20, 30, 60),
    staffHours: fc.array(
      fc.option(
        arbDay.map((d) => week(d)),
        { nil: null },
      ),
      { minLength: 1, maxLength: 4 },
    ),
    services: fc.array(
      fc.record({
        duration: fc.integer({ min: 1, max: 24 }).map((n) => n * 5),
        processing: fc.integer({ min: 0, max: 6 }).map((n) => n * 5),
        before: fc.constantFrom(0, 0, 5, 10, 15),
        after: fc.constantFrom(0, 0, 5, 10, 15),
        who: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    bookings: fc.array(
      fc.record({
        staff: fc.integer({ min: 0, max: 3 }),
        day: fc.integer({ min: 0, max: 2 }),
        at: fc.integer({ min: 0, max: 1439 }),
        length: fc.integer({ min: 5, max: 240 }),
      }),
      { maxLength: 12 },
    ),
    timeOff: fc.array(
      fc.record({
        staff: fc.integer({ min: 0, max: 3 }),
        day: fc.integer({ min: 0, max: 2 }),
        allDay: fc.boolean(),
        start: arbTime(0, 700),
        end: arbTime(701, 1439),
      }),
      { maxLength: 3 },
    ),
  })
  .map((s): SlotQuery => {
    const ids = s.staffHours.map((_, i) => `s${i}`);
    const staff = s.staffHours.map((weeklyHours, i) =>
      member(ids[i]!, {
        weeklyHours,
        timeOff: s.timeOff
          .filter((t) => t.staff === i)
          .map((t, k) => {
            const d = addDays(s.date, t.day);
            return {
              id: `t${k}`,
              from: d,
              to: d,
              allDay: t.allDay,
              startTime: t.start,
              endTime: t.end,
              reason: '',
            };
          }),
      }),
    );
    const busy: BusyBlock[] = s.bookings
      .filter((b) => b.staff < ids.length)
      .map((b) => {
        const start = new LocalDay(addDays(s.date, b.day), s.zone).lenient(b.at);
        return { staffId: ids[b.staff]!, start, end: start + b.length * MIN };
      });
    return query({
      timeZone: s.zone,
      businessHours: salonHours('08:00', '19:00'),
      staff,
      busy,
      from: s.date,
      to: addDays(s.date, s.days - 1),
      intervalMinutes: s.interval,
      now: Date.parse('2026-01-01T00:00:00Z'),
      services: s.services.map((x, i) =>
        service({
          id: `svc${i}`,
          durationMinutes: x.duration + x.processing + (x.processing ? 5 : 0),
          processingMinutes: x.processing,
          bufferBeforeMinutes: x.before,
          bufferAfterMinutes: x.after,
          staffIds: [...new Set(x.who.map((w) => `s${w}`))],
        }),
      ),
    });
  });

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Everything that blocks a stylist on a date, computed independently of the engine's sweep. */
function blockedOn(q: SlotQuery, staff: SlotStaff, date: string): Interval[] {
  const day = new LocalDay(date, q.timeZone);
  const wd = workDayOn(staff, q.businessHours, date);
  return [
    ...wd.breaks.map((b) => ({
      start: day.lenient(minutesOf(b.start)),
      end: day.lenient(minutesOf(b.end)),
    })),
    ...timeOffIntervals(staff.timeOff, q.timeZone),
    ...q.busy.filter((b) => b.staffId === staff.id),
    // A break that lies in a spring-forward gap maps to no real time (its start,
    // moved past the gap, can fall after its end): it blocks nothing.
  ].filter((b) => b.end > b.start);
}

describe('slot engine: properties', () => {
  it('never offers a slot that overlaps a booking, a break, time off or a buffer', () => {
    fc.assert(
      fc.property(arbScenario, (q) => {
        for (const slot of availableSlots(q)) {
          const { date } = localParts(slot.start, q.timeZone);
          for (const id of slot.staffIds) {
            const staff = q.staff.find((s) => s.id === id)!;
            const occupancy = occupancyFor(q.services, id)!;
            const blocked = blockedOn(q, staff, date);
            for (const seg of occupancy.segments) {
              const busy = { start: slot.start + seg.start, end: slot.start + seg.end };
              if (blocked.some((b) => overlaps(b, busy))) return false;
            }
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('puts every slot inside the stylist’s working hours, on the local grid, once', () => {
    fc.assert(
      fc.property(arbScenario, (q) => {
        const slots = availableSlots(q);
        if (new Set(slots.map((s) => s.start)).size !== slots.length) return false;
        for (const slot of slots) {
          const { date, time } = localParts(slot.start, q.timeZone);
          if (minutesOf(time) % q.intervalMinutes !== 0) return false;
          for (const id of slot.staffIds) {
            const staff = q.staff.find((s) => s.id === id)!;
            const occupancy = occupancyFor(q.services, id)!;
            const wd = workDayOn(staff, q.businessHours, date);
            if (!wd.open) return false;
            const day = new LocalDay(date, q.timeZone);
            const first = Math.min(0, ...occupancy.segments.map((s) => s.start));
            const last = Math.max(occupancy.span, ...occupancy.segments.map((s) => s.end));
            if (slot.start + first < day.lenient(minutesOf(wd.start))) return false;
            if (slot.start + last > day.lenient(minutesOf(wd.end))) return false;
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('gives for "any staff" exactly the union of each named stylist', () => {
    fc.assert(
      fc.property(arbScenario, (q) => {
        const any = availableSlots(q);
        const union = new Map<number, Set<string>>();
        for (const s of q.staff) {
          for (const slot of availableSlots({ ...q, staffId: s.id })) {
            union.set(slot.start, (union.get(slot.start) ?? new Set()).add(s.id));
          }
        }
        if (any.length !== union.size) return false;
        return any.every((slot) => {
          const named = union.get(slot.start);
          return (
            !!named &&
            named.size === slot.staffIds.length &&
            slot.staffIds.every((id) => named.has(id))
          );
        });
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with checkStart for every offered slot', () => {
    fc.assert(
      fc.property(arbScenario, (q) =>
        availableSlots(q).every((slot) =>
          slot.staffIds.every((id) => checkStart(q, id, slot.start).ok),
        ),
      ),
      { numRuns: 150 },
    );
  });
});

describe('mergeIntervals', () => {
  it('joins overlapping and touching spans and drops empty ones', () => {
    expect(
      mergeIntervals([
        { start: 5, end: 8 },
        { start: 0, end: 2 },
        { start: 2, end: 3 },
        { start: 7, end: 9 },
        { start: 4, end: 4 },
      ]),
    ).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 9 },
    ]);
  });
});

describe('slot engine: clock-change nights, by property', () => {
  // Autumn nights (an hour repeats) and spring nights (an hour is skipped) in
  // zones that change at different local times.
  const NIGHTS = [
    ['America/New_York', '2026-11-01'],
    ['America/New_York', '2027-03-14'],
    ['Europe/London', '2026-10-25'],
    ['Europe/Berlin', '2027-03-28'],
    ['Australia/Sydney', '2027-04-04'],
    ['America/Santiago', '2027-04-04'],
    // Clocks go back from midnight to 23:00: the Saturday's last hour repeats.
    ['America/Santiago', '2027-04-03'],
    ['Asia/Beirut', '2026-10-24'],
  ] as const;
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

  it('offers exactly the real instants that checkStart accepts: none twice, none missing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NIGHTS),
        fc.constantFrom(5, 10, 15, 20, 30, 60),
        fc.constantFrom(15, 30, 45, 60, 90),
        fc.integer({ min: 0, max: 6 * 60 }),
        fc.integer({ min: 60, max: 18 * 60 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 24 * 60 }), fc.integer({ min: 5, max: 120 })), {
          maxLength: 4,
        }),
        ([timeZone, date], interval, minutes, startMinute, length, taken) => {
          const end = Math.min(startMinute + length, 23 * 60 + 59);
          const day = LocalDay.of(date, timeZone);
          const busy: BusyBlock[] = taken.map(([at, long]) => {
            const start = day.lenient(Math.min(at, 24 * 60 - 1));
            return { staffId: 'ana', start, end: start + long * MIN };
          });
          const q = query({
            timeZone,
            businessHours: salonHours(hhmm(startMinute), hhmm(end)),
            staff: [member('ana')],
            services: [service({ durationMinutes: minutes, staffIds: ['ana'] })],
            busy,
            from: date,
            to: date,
            intervalMinutes: interval,
          });
          const offered = availableSlots(q).map((s) => s.start);
          expect(new Set(offered).size).toBe(offered.length);
          for (const t of offered) expect(checkStart(q, 'ana', t).ok).toBe(true);
          // Every real instant of the local date, minute by minute: the ones the
          // strict check accepts are exactly the ones offered.
          const accepted: number[] = [];
          const from = day.origin - 14 * 60 * MIN;
          for (let t = from; t < day.origin + 38 * 60 * MIN; t += MIN) {
            if (localParts(t, timeZone).date !== date) continue;
            if (checkStart(q, 'ana', t).ok) accepted.push(t);
          }
          expect(offered).toEqual(accepted);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('labels the two passes of a repeated reading apart and skips what does not exist', () => {
    const autumn = LocalDay.of('2026-11-01', 'America/New_York');
    expect(autumn.hasTransition).toBe(true);
    expect(autumn.instants(90).map((t) => new Date(t).toISOString())).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
    expect(autumn.repeats(90)).toBe(true);
    const [edt, est] = autumn.instants(90);
    expect(repeatedReadingSuffix(edt!, 'America/New_York')).toBe(' EDT');
    expect(repeatedReadingSuffix(est!, 'America/New_York')).toBe(' EST');
    expect(repeatedReadingSuffix(autumn.exact(150)!, 'America/New_York')).toBe('');
    expect(autumn.repeats(150)).toBe(false);
    const spring = LocalDay.of('2027-03-14', 'America/New_York');
    expect(spring.instants(150)).toEqual([]);
    expect(spring.exact(150)).toBeNull();
    // The day before a change is an ordinary day: one offset, no search per time.
    expect(LocalDay.of('2027-03-13', 'America/New_York').hasTransition).toBe(false);
    expect(LocalDay.of('2026-10-31', 'America/New_York').hasTransition).toBe(false);
  });

  it('repeats the last hour of the Saturday where clocks go back from midnight', () => {
    // Santiago: Sunday 2027-04-04 00:00 (-03) becomes Saturday 23:00 (-04).
    const saturday = LocalDay.of('2027-04-03', 'America/Santiago');
    expect(saturday.instants(23 * 60 + 30).map((t) => new Date(t).toISOString())).toEqual([
      '2027-04-04T02:30:00.000Z',
      '2027-04-04T03:30:00.000Z',
    ]);
    expect(saturday.instants(22 * 60 + 30)).toHaveLength(1);
    // The Sunday itself is ordinary, on the new offset.
    const sunday = LocalDay.of('2027-04-04', 'America/Santiago');
    expect(sunday.hasTransition).toBe(false);
    expect(new Date(sunday.exact(30)!).toISOString()).toBe('2027-04-04T04:30:00.000Z');
    // Beirut: Sunday 2026-10-25 00:00 EEST becomes Saturday 23:00 EET.
    const beirut = LocalDay.of('2026-10-24', 'Asia/Beirut');
    expect(beirut.repeats(23 * 60)).toBe(true);
    expect(beirut.instants(23 * 60).map((t) => repeatedReadingSuffix(t, 'Asia/Beirut'))).toEqual([
      ' GMT+3',
      ' GMT+2',
    ]);
    // Going forward at midnight skips the Sunday's first hour (Santiago, September).
    const spring = LocalDay.of('2026-09-06', 'America/Santiago');
    expect(spring.instants(30)).toEqual([]);
    expect(LocalDay.of('2026-09-05', 'America/Santiago').hasTransition).toBe(false);
  });
});

describe('checkStart and the slots at their edges (what mutation testing showed unguarded)', () => {
  const q = query({ staff: [member('ana')] });
  const at = (t: string, date = '2026-12-01') => zonedInstant(date, t, 'America/New_York');

  it('takes a start exactly at the notice limit or the advance limit, not a minute past', () => {
    const now = at('09:00');
    expect(checkStart({ ...q, now, leadMinutes: 60 }, 'ana', at('10:00')).ok).toBe(true);
    expect(checkStart({ ...q, now, leadMinutes: 61 }, 'ana', at('10:00'))).toEqual({
      ok: false,
      reason: 'too_soon',
    });
    const dayBefore = at('10:00', '2026-11-30');
    expect(checkStart({ ...q, now: dayBefore, maxAdvanceDays: 1 }, 'ana', at('10:00')).ok).toBe(
      true,
    );
    expect(
      checkStart({ ...q, now: dayBefore - MIN, maxAdvanceDays: 1 }, 'ana', at('10:00')),
    ).toEqual({ ok: false, reason: 'too_far' });
  });

  it('offers the last start that ends at closing, and one exactly at the notice limit', () => {
    expect(times(query({ staff: [member('ana')] })).at(-1)).toBe('16:30');
    const now = at('09:30');
    expect(times(query({ staff: [member('ana')], now, leadMinutes: 30 }))[0]).toBe('10:00');
  });

  it('keeps buffers before and after, and frees the processing time of a colour', () => {
    const colour = service({
      durationMinutes: 90,
      processingMinutes: 30,
      finishingMinutes: 30,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
    });
    const occupancy = occupancyFor([colour], 'ana');
    expect(occupancy?.segments).toEqual([
      { start: -15 * MIN, end: 30 * MIN },
      { start: 60 * MIN, end: 105 * MIN },
    ]);
    expect(occupancyFor([], 'ana')).toBeNull();
    expect(occupancyFor([service({ staffIds: ['ben'] })], 'ana')).toBeNull();
  });

  it('lets a booking start right where another ends, and not a minute inside it', () => {
    const busy = [{ staffId: 'ana', start: at('09:00'), end: at('10:00') }];
    expect(checkStart({ ...q, busy }, 'ana', at('10:00')).ok).toBe(true);
    expect(checkStart({ ...q, busy, intervalMinutes: 5 }, 'ana', at('09:55'))).toEqual({
      ok: false,
      reason: 'taken',
    });
    // Another stylist's time never blocks this one.
    const bens = [{ staffId: 'ben', start: at('09:00'), end: at('17:00') }];
    expect(checkStart({ ...q, busy: bens }, 'ana', at('10:00')).ok).toBe(true);
  });
});

describe('occupancy of a service that is all processing', () => {
  it('keeps the stylist for the whole service when nothing is left to work in between', () => {
    const allProcessing = service({ durationMinutes: 30, processingMinutes: 30 });
    expect(occupancyFor([allProcessing], 'ana')?.segments).toEqual([{ start: 0, end: 30 * MIN }]);
    const overlong = service({ durationMinutes: 30, processingMinutes: 20, finishingMinutes: 20 });
    expect(occupancyFor([overlong], 'ana')?.segments).toEqual([{ start: 0, end: 30 * MIN }]);
  });
});
