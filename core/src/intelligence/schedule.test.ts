import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '../org';
import { availableSlots, type SlotService, type SlotStaff } from '../slots';
import { capacityTable, expectedValues, rankStarts } from './gap-cost';
import {
  dayFigures,
  gapTablesFor,
  proposeMoves,
  recommendedStarts,
  scheduleValuesFrom,
  type PlannedAppointment,
  type StaffDayPlan,
} from './schedule';

const H = 3_600_000;
const M = 60_000;
// 2026-12-01 in UTC: the day 09:00–17:00.
const DAY = Date.UTC(2026, 11, 1);
const at = (hour: number, minute = 0) => DAY + hour * H + minute * M;

// A cut (60 minutes, $60) and a blow-dry (45 minutes, $50), as often as each other.
const table = capacityTable(
  expectedValues([
    { minutes: 60, price: 6000, bookings: 10 },
    { minutes: 45, price: 5000, bookings: 10 },
  ]),
  24 * 60,
);

const appt = (id: string, start: number, minutes: number, movable = true): PlannedAppointment => ({
  id,
  start,
  end: start + minutes * M,
  segments: [{ start, end: start + minutes * M }],
  movable,
});

const plan = (appointments: PlannedAppointment[]): StaffDayPlan => ({
  staffId: 'maya',
  date: '2026-12-01',
  base: {
    window: { start: at(9), end: at(17) },
    free: [
      { start: at(9), end: at(13) },
      // Lunch 13:00–13:30.
      { start: at(13, 30), end: at(17) },
    ],
  },
  appointments,
  table,
});

describe('the service mix', () => {
  it('learns each service at its usual length and price, weighted by bookings, cancelled ones left out', () => {
    const line = (id: string, durationMinutes: number, price: number) => ({
      id,
      durationMinutes,
      price,
    });
    const values = scheduleValuesFrom([
      { staffId: 'maya', status: 'completed', services: [line('cut', 60, 6000)] },
      { staffId: 'maya', status: 'booked', services: [line('cut', 60, 6000)] },
      { staffId: 'maya', status: 'cancelled', services: [line('colour', 120, 15000)] },
      { staffId: 'leo', status: 'completed', services: [line('beard', 20, 2000)] },
    ]);
    expect(values.staff['maya']).toEqual([{ minutes: 60, value: 6000 }]);
    expect(values.staff['leo']).toEqual([{ minutes: 20, value: 2000 }]);
    // The salon: cuts booked twice weigh 1, the beard trim booked once weighs a half.
    expect(values.salon).toEqual([
      { minutes: 60, value: 6000 },
      { minutes: 20, value: 1000 },
    ]);
    // A stylist with no history is valued with the salon's mix.
    const tables = gapTablesFor(values, ['maya', 'new']);
    expect(tables.get('new')![4]).toBe(1000);
    expect(tables.get('maya')![4]).toBe(0);
  });
});

describe('a day already booked', () => {
  it.each([
    // [appointments, fill rate, gap minutes, lost value, why]
    [[], 0, 0, 0, 'an empty day loses nothing'],
    [[appt('a', at(9), 60)], 60 / 450, 0, 0, 'flush at the opening'],
    [[appt('a', at(9, 20), 60)], 60 / 450, 20, 4000, '20 dead minutes before it'],
    [
      [appt('a', at(9), 60), appt('b', at(10, 30), 60)],
      120 / 450,
      30,
      // Two hours would hold two cuts; 30 minutes and 90 hold one cut and a half hour of blow-dry.
      2000,
      'a half hour between two cuts',
    ],
  ])('%#: %s', (appointments, fill, gap, lost) => {
    const f = dayFigures(plan(appointments as PlannedAppointment[]));
    expect(f.workingMinutes).toBe(450);
    expect(f.fillRate).toBeCloseTo(fill as number, 5);
    expect(f.gapMinutes).toBe(gap);
    expect(f.lostValue).toBe(lost);
  });

  it('proposes the move that closes a gap, and nothing for a day without one', () => {
    const moves = proposeMoves([plan([appt('a', at(9), 60), appt('b', at(10, 30), 60)])], {
      maxShiftMinutes: 120,
      notBefore: 0,
      maxMoves: 5,
      stepMinutes: 15,
    });
    expect(moves).toHaveLength(1);
    // The smallest move that closes it: 10:30 to 10:00, flush after the first cut.
    expect(moves[0]).toMatchObject({ appointmentId: 'b', from: at(10, 30), to: at(10) });
    expect(moves[0]!.saving).toBe(2000);
    expect(proposeMoves([plan([appt('a', at(9), 60), appt('b', at(10), 60)])])).toEqual([]);
  });

  it('never moves an appointment that is locked, too soon or too far, or into another', () => {
    // b is locked: moving a later only moves the gap to the opening, so nothing is proposed.
    expect(proposeMoves([plan([appt('a', at(9), 60), appt('b', at(10, 30), 60, false)])])).toEqual(
      [],
    );
    // a is locked: b comes forward.
    expect(
      proposeMoves([plan([appt('a', at(9), 60, false), appt('b', at(10, 30), 60)])]).map((m) => [
        m.appointmentId,
        m.to,
      ]),
    ).toEqual([['b', at(10)]]);
    // Nothing may start before 12:00: no move at all.
    expect(
      proposeMoves([plan([appt('a', at(9), 60), appt('b', at(10, 30), 60)])], {
        maxShiftMinutes: 120,
        notBefore: at(12),
        maxMoves: 5,
        stepMinutes: 15,
      }),
    ).toEqual([]);
    // Ten minutes of reach cannot close a 30-minute gap (and a partial close only moves the gap).
    const reach = proposeMoves([plan([appt('a', at(9), 60), appt('b', at(10, 30), 60)])], {
      maxShiftMinutes: 10,
      notBefore: 0,
      maxMoves: 5,
      stepMinutes: 5,
    });
    expect(reach).toEqual([]);
  });
});

describe('moves that chain', () => {
  // Cuts only (an hour, $60); the day 09:00–18:00 without a break.
  const cuts = capacityTable(expectedValues([{ minutes: 60, price: 6000, bookings: 1 }]), 24 * 60);
  const open: StaffDayPlan = {
    staffId: 'leo',
    date: '2026-12-01',
    base: { window: { start: at(9), end: at(18) }, free: [{ start: at(9), end: at(18) }] },
    appointments: [appt('a', at(9), 60), appt('b', at(10, 30), 60), appt('c', at(14, 15), 60)],
    table: cuts,
  };

  it('closes a gap flush with a neighbour first, so the next move can close the rest', () => {
    expect(dayFigures(open)).toMatchObject({ gapMinutes: 30, lostValue: 12000 });
    const moves = proposeMoves([open]);
    // b comes forward against a; then c sits where the afternoon holds only whole cuts.
    expect(moves[0]).toMatchObject({ appointmentId: 'b', to: at(10), saving: 6000 });
    expect(moves[1]).toMatchObject({ appointmentId: 'c', saving: 6000 });
    const after = {
      ...open,
      appointments: open.appointments.map((a) => {
        const m = moves.find((x) => x.appointmentId === a.id);
        return m ? appt(a.id, m.to, 60) : a;
      }),
    };
    expect(dayFigures(after).lostValue).toBe(0);
  });
});

describe('recommended starts in the slot engine', () => {
  const maya: SlotStaff = { id: 'maya', weeklyHours: null, exceptions: [], timeOff: [] };
  const cut: SlotService = {
    id: 'cut',
    durationMinutes: 60,
    processingMinutes: 0,
    finishingMinutes: 0,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    staffIds: ['maya'],
    staffOverrides: {},
  };
  const query = {
    timeZone: 'UTC',
    businessHours: DEFAULT_BUSINESS_HOURS,
    staff: [maya],
    services: [cut],
    // Booked 11:00–12:00.
    busy: [{ staffId: 'maya', start: at(11), end: at(12) }],
    from: '2026-12-01',
    to: '2026-12-01',
    now: 0,
    leadMinutes: 0,
    maxAdvanceDays: 100_000,
    intervalMinutes: 15,
    staffId: null,
  };

  it('gives every start its cost and still offers every start', () => {
    const plain = availableSlots(query);
    const ranked = availableSlots({ ...query, gapTables: new Map([['maya', table]]) });
    expect(ranked.map((s) => s.start)).toEqual(plain.map((s) => s.start));
    const cost = (hour: number, minute = 0) =>
      ranked.find((s) => s.start === at(hour, minute))!.costs![0];
    // Flush against the 11:00 appointment: nothing lost before it.
    expect(cost(10)).toBe(0);
    // 10:45 leaves 15 minutes before 11:00 where nothing fits... and breaks no longer piece.
    expect(cost(9, 45)).toBeGreaterThan(0);
    expect(plain[0]!.costs).toBeUndefined();
  });

  it('recommends at most three of the cheapest starts a day', () => {
    const ranked = availableSlots({ ...query, gapTables: new Map([['maya', table]]) });
    const recommended = recommendedStarts(ranked.map((s) => ({ ...s, date: '2026-12-01' })));
    expect(recommended.size).toBeGreaterThan(0);
    expect(recommended.size).toBeLessThanOrEqual(3);
    expect(recommended.has(at(10))).toBe(true);
    const cheapest = Math.min(...ranked.map((s) => s.costs![0]!));
    for (const start of recommended)
      expect(ranked.find((s) => s.start === start)!.costs![0]).toBe(cheapest);
  });

  it('recommends what ranking every start would, day by day, cheapest stylist first', () => {
    let seed = 3;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 50; round++) {
      const slots = Array.from({ length: 30 }, (_, i) => ({
        start: i,
        date: i % 3 === 0 ? 'a' : 'b',
        // Whole costs with ties, plus the hug fraction some rounds.
        costs: [Math.floor(random() * 4) * 100 + (round % 2 ? random() / 100 : 0), 900],
      }));
      const expected = new Set<number>();
      for (const date of ['a', 'b']) {
        const day = slots
          .filter((s) => s.date === date)
          .map((s) => ({ item: s.start, cost: Math.min(...s.costs) }));
        for (const r of rankStarts(day)) if (r.recommended) expected.add(r.item);
      }
      expect(recommendedStarts(slots)).toEqual(expected);
    }
  });

  it('recommends nothing when every start costs the same', () => {
    expect(
      recommendedStarts([
        { start: 1, date: 'd', costs: [5] },
        { start: 2, date: 'd', costs: [5] },
      ]).size,
    ).toBe(0);
  });
});
