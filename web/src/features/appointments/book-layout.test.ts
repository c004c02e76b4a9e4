import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@chairside/core/zoned-time';
import { layoutColumn, snapMinutes, visibleHours } from './book-layout';
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
