import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from './org';
import {
  ZDashboardQuery,
  bookedMinutes,
  datesBetween,
  occupancyPercent,
  workingMinutesOn,
} from './dashboard-summary';

const MIN = 60_000;

describe('the dashboard query', () => {
  it('takes a salon alone, or a period of both dates', () => {
    expect(ZDashboardQuery.parse({ orgId: 'nova' })).toEqual({ orgId: 'nova' });
    expect(ZDashboardQuery.parse({ orgId: 'nova', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      orgId: 'nova',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('names the field of a bad period', () => {
    const issue = (q: object) => ZDashboardQuery.safeParse(q).error?.issues[0];
    expect(issue({ orgId: 'nova', from: '2026-11-01' })).toMatchObject({ path: ['to'] });
    expect(issue({ orgId: 'nova', from: '2026-11-05', to: '2026-11-01' })).toMatchObject({
      path: ['to'],
      message: 'The period must end on or after it starts',
    });
    expect(issue({ orgId: 'nova', from: '2026-01-01', to: '2026-12-31' })).toMatchObject({
      message: 'A period of at most 92 days',
    });
    expect(issue({ orgId: 'nova', from: '2026-02-30', to: '2026-03-01' })).toMatchObject({
      path: ['from'],
    });
    expect(issue({ orgId: 'a/b' })).toMatchObject({ path: ['orgId'] });
  });
});

describe('occupancy figures', () => {
  it('counts overlapping busy parts once', () => {
    expect(
      bookedMinutes([
        { start: 0, end: 30 * MIN },
        { start: 20 * MIN, end: 60 * MIN },
        { start: 90 * MIN, end: 120 * MIN },
        { start: 100 * MIN, end: 110 * MIN },
      ]),
    ).toBe(90);
    expect(bookedMinutes([])).toBe(0);
  });

  it('works a stylist’s hours out from the salon’s, exceptions and whole days off', () => {
    const staff = { id: 's', weeklyHours: null, exceptions: [], timeOff: [] };
    // 2026-11-30 is a Monday; the default hours close on Mondays and open Tuesdays.
    const tuesday = workingMinutesOn(staff, DEFAULT_BUSINESS_HOURS, '2026-12-01');
    expect(tuesday).toBeGreaterThan(0);
    expect(
      workingMinutesOn(
        {
          ...staff,
          timeOff: [
            {
              id: 't',
              from: '2026-12-01',
              to: '2026-12-02',
              allDay: true,
              startTime: '09:00',
              endTime: '17:00',
              reason: '',
            },
          ],
        },
        DEFAULT_BUSINESS_HOURS,
        '2026-12-01',
      ),
    ).toBe(0);
    expect(
      workingMinutesOn(
        {
          ...staff,
          exceptions: [
            { date: '2026-12-01', note: '', open: true, start: '10:00', end: '12:00', breaks: [] },
          ],
        },
        DEFAULT_BUSINESS_HOURS,
        '2026-12-01',
      ),
    ).toBe(120);
  });

  it('gives whole percentages, never over 100, and 0 for nobody working', () => {
    expect(occupancyPercent(90, 360)).toBe(25);
    expect(occupancyPercent(500, 360)).toBe(100);
    expect(occupancyPercent(30, 0)).toBe(0);
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});
