import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from './org';
import { zonedInstant } from './zoned-time';
import {
  ZDashboardQuery,
  bookedMinutes,
  datesBetween,
  hourCells,
  hoursSpan,
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

describe('the schedule heat map', () => {
  const day = (time: string) => Number(zonedInstant('2026-12-01', time, 'America/New_York'));
  const staff = {
    id: 's',
    weeklyHours: null,
    exceptions: [
      {
        date: '2026-12-01',
        note: '',
        open: true,
        start: '09:00',
        end: '13:00',
        breaks: [{ start: '11:00', end: '11:30' }],
      },
    ],
    timeOff: [],
  };

  it('counts each hour’s working minutes (less breaks) and booked minutes, overbooking shown', () => {
    const cells = hourCells(
      staff,
      DEFAULT_BUSINESS_HOURS,
      '2026-12-01',
      'America/New_York',
      [
        { start: day('09:30'), end: day('10:30') },
        { start: day('10:00'), end: day('10:15') },
        { start: day('13:00'), end: day('13:45') },
      ],
      9,
      13,
    );
    expect(cells).toEqual([
      { hour: 9, working: 60, booked: 30 },
      { hour: 10, working: 60, booked: 30 },
      { hour: 11, working: 30, booked: 0 },
      { hour: 12, working: 60, booked: 0 },
      { hour: 13, working: 0, booked: 45 },
    ]);
  });

  it('spans the earliest opening to the latest closing of the week', () => {
    expect(hoursSpan([staff], DEFAULT_BUSINESS_HOURS, ['2026-12-01'])).toEqual({
      firstHour: 9,
      lastHour: 12,
    });
  });
});

describe('the dashboard query, hostile', () => {
  it('names bad dates without measuring them', () => {
    const r = ZDashboardQuery.safeParse({ orgId: 'nova', from: 'x', to: '2026-13-45' });
    expect(r.success).toBe(false);
    expect(new Set(r.error!.issues.map((i) => i.path[0]))).toEqual(new Set(['from', 'to']));
  });
});
