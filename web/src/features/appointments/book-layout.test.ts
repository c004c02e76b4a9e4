import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@chairside/core/zoned-time';
import {
  axisInstant,
  axisLabel,
  axisOffsetOf,
  bookAxis,
  layoutColumn,
  missingStretches,
  snapMinutes,
  visibleHours,
} from './book-layout';
import { resolveReading } from './RepeatedHourChoice';
import { DEFAULT_BUSINESS_HOURS } from '@chairside/core/org';

const TZ = 'America/New_York';
const at = (t: string) => new Date(zonedInstant('2026-12-01', t, TZ));
const appt = (id: string, from: string, to: string) => ({
  id,
  startTime: at(from),
  endTime: at(to),
});

describe('layoutColumn', () => {
  it('places appointments by local minute and splits overlaps into lanes', () => {
    const placed = layoutColumn(
      [
        appt('a', '09:00', '10:00'),
        appt('b', '09:30', '10:30'),
        appt('c', '10:00', '11:00'),
        appt('d', '12:00', '12:30'),
      ],
      TZ,
    );
    const byId = Object.fromEntries(placed.map((p) => [p.item.id, p]));
    expect(byId.a).toMatchObject({ top: 540, height: 60, lane: 0, lanes: 2 });
    expect(byId.b).toMatchObject({ lane: 1, lanes: 2 });
    expect(byId.c).toMatchObject({ lane: 0, lanes: 2 });
    expect(byId.d).toMatchObject({ top: 720, lane: 0, lanes: 1 });
  });
});

describe('visibleHours', () => {
  it('spans everyone’s working day with an hour either side', () => {
    const staff = [{ id: 'a', weeklyHours: null, exceptions: [], timeOff: [] }];
    // Tuesday 09:00–18:00 in the default hours.
    expect(visibleHours(staff, DEFAULT_BUSINESS_HOURS, ['2026-12-01'])).toEqual({
      start: 480,
      end: 1140,
    });
    // An appointment outside the hours widens the view.
    expect(visibleHours(staff, DEFAULT_BUSINESS_HOURS, ['2026-12-01'], [7 * 60]).start).toBe(360);
  });
});

describe('snapMinutes', () => {
  it('snaps a drag to 5 minutes', () => {
    expect(snapMinutes(64)).toBe(60);
    expect(snapMinutes(10)).toBe(10);
    expect(snapMinutes(-7)).toBe(-5);
  });
});

describe('the book across a clock change', () => {
  const HOUR = 3_600_000;
  // 2026-11-01 in New York: 06:00 UTC is 02:00 EDT, and the clocks go back to 01:00 EST.
  const back = Date.parse('2026-11-01T06:00:00Z');
  const night = { start: 0, end: 6 * 60 };

  it('shows the repeated hour twice, each pass on its own rows', () => {
    const axis = bookAxis(night, ['2026-11-01'], TZ);
    expect(axis.repeat).toEqual({ date: '2026-11-01', from: 60, to: 120, names: ['EDT', 'EST'] });
    expect(axis.length).toBe(7 * 60);
    expect(axisOffsetOf(axis, back - HOUR / 2, TZ)).toBe(90); // 1:30 EDT
    expect(axisOffsetOf(axis, back + HOUR / 2, TZ)).toBe(150); // 1:30 EST
    expect(axisOffsetOf(axis, back + 2 * HOUR, TZ)).toBe(240); // 3:00 EST
    expect([axisLabel(axis, 90), axisLabel(axis, 150), axisLabel(axis, 240)]).toEqual([
      '1:30 AM EDT',
      '1:30 AM EST',
      '3:00 AM',
    ]);
  });

  it('turns every point of the night into its own instant and back', () => {
    const axis = bookAxis(night, ['2026-11-01'], TZ);
    const seen = new Set<number>();
    for (let o = 0; o < axis.length; o += 5) {
      const at = axisInstant(axis, o, '2026-11-01', TZ);
      expect(axisOffsetOf(axis, at, TZ)).toBe(o);
      seen.add(at);
    }
    // Seven real hours, every five minutes, none twice.
    expect(seen.size).toBe(84);
  });

  it('lays out both passes of 1:30 apart, and sizes by real time', () => {
    const axis = bookAxis(night, ['2026-11-01'], TZ);
    const item = (id: string, from: number, to: number) => ({
      id,
      startTime: new Date(from),
      endTime: new Date(to),
    });
    const placed = layoutColumn(
      [
        item('edt', back - HOUR / 2, back),
        item('est', back + HOUR / 2, back + HOUR),
        item('long', back - 1.5 * HOUR, back + 1.5 * HOUR),
      ],
      TZ,
      axis,
    );
    const byId = Object.fromEntries(placed.map((p) => [p.item.id, p]));
    expect(byId.edt).toMatchObject({ top: 90, height: 30 });
    expect(byId.est).toMatchObject({ top: 150, height: 30 });
    expect(byId.long).toMatchObject({ top: 30, height: 180 });
  });

  it('adds nothing when the change is out of view, or on another week', () => {
    expect(bookAxis({ start: 480, end: 1140 }, ['2026-11-01'], TZ)).toMatchObject({
      repeat: null,
      length: 660,
    });
    expect(bookAxis(night, ['2026-11-02', '2026-10-31'], TZ).repeat).toBeNull();
  });

  it('marks the band as no time on the other days of the week', () => {
    const axis = bookAxis(night, ['2026-10-31', '2026-11-01'], TZ);
    expect(missingStretches(axis, '2026-10-31', TZ)).toEqual([
      { top: 120, height: 60, label: 'Repeated hour: Sun, Nov 1 only' },
    ]);
    expect(missingStretches(axis, '2026-11-01', TZ)).toEqual([]);
  });

  it('marks the hour skipped when clocks go forward', () => {
    const axis = bookAxis(night, ['2027-03-14'], TZ);
    expect(axis.repeat).toBeNull();
    expect(missingStretches(axis, '2027-03-14', TZ)).toEqual([
      { top: 120, height: 60, label: 'Clocks go forward: no 2:00 AM to 3:00 AM' },
    ]);
    // 1:30 EST to 3:30 EDT is an hour, drawn across the missing hour.
    const start = Date.parse('2027-03-14T06:30:00Z');
    const [p] = layoutColumn(
      [{ startTime: new Date(start), endTime: new Date(start + HOUR) }],
      TZ,
      axis,
    );
    expect(p).toMatchObject({ top: 90, height: 120 });
  });
});

describe('resolveReading', () => {
  it('takes the pass chosen on the night clocks go back, and moves the skipped hour on', () => {
    const edt = Date.parse('2026-11-01T05:30:00Z');
    const est = Date.parse('2026-11-01T06:30:00Z');
    expect(resolveReading('2026-11-01', '01:30', TZ, null)).toEqual({
      instants: [edt, est],
      instant: edt,
    });
    expect(resolveReading('2026-11-01', '01:30', TZ, est)?.instant).toBe(est);
    // Another time of the repeated hour keeps the side of the change: EST stays EST.
    expect(resolveReading('2026-11-01', '01:05', TZ, est)?.instant).toBe(est - 25 * 60_000);
    expect(resolveReading('2026-11-01', '01:05', TZ, edt)?.instant).toBe(edt - 25 * 60_000);
    // A time that happens once is that time.
    expect(resolveReading('2026-11-01', '03:00', TZ, est)?.instant).toBe(
      Date.parse('2026-11-01T08:00:00Z'),
    );
    expect(resolveReading('2027-03-14', '02:30', TZ, null)).toEqual({
      instants: [],
      instant: Date.parse('2027-03-14T07:30:00Z'),
    });
    expect(resolveReading('2026-11-01', '', TZ, null)).toBeNull();
  });
});
