import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from './org';
import {
  formatTimeOfDay,
  isoDateIn,
  hoursFromBusinessHours,
  pruneSchedule,
  weeklyMinutes,
  ZTimeOff,
  ZWorkDay,
  ZStaffPay,
  ZStaffProfile,
} from './staff-profile';

describe('a working day', () => {
  const day = { open: true, start: '09:00', end: '17:00' };
  it('accepts breaks inside working hours', () => {
    expect(ZWorkDay.safeParse({ ...day, breaks: [{ start: '12:00', end: '12:30' }] }).success).toBe(
      true,
    );
  });
  it('refuses breaks outside working hours or overlapping', () => {
    const outside = ZWorkDay.safeParse({ ...day, breaks: [{ start: '08:00', end: '09:30' }] });
    expect(outside.error?.issues[0]?.message).toBe('Breaks must fall within working hours');
    const overlap = ZWorkDay.safeParse({
      ...day,
      breaks: [
        { start: '12:00', end: '13:00' },
        { start: '12:30', end: '13:30' },
      ],
    });
    expect(overlap.error?.issues[0]?.message).toBe('Breaks must not overlap');
  });
  it('ignores the times of a day off', () => {
    expect(ZWorkDay.safeParse({ open: false, start: '17:00', end: '09:00' }).success).toBe(true);
  });
});

describe('time off', () => {
  it('must end on or after it starts', () => {
    const r = ZTimeOff.safeParse({ id: 't', from: '2026-12-10', to: '2026-12-09' });
    expect(r.error?.issues[0]?.message).toBe('Time off must end on or after it starts');
    const hours = ZTimeOff.safeParse({
      id: 't',
      from: '2026-12-10',
      to: '2026-12-10',
      allDay: false,
      startTime: '14:00',
      endTime: '13:00',
    });
    expect(hours.success).toBe(false);
  });
});

describe('schedules', () => {
  it('start from the salon’s opening hours', () => {
    const hours = hoursFromBusinessHours(DEFAULT_BUSINESS_HOURS);
    expect(hours.mon.open).toBe(false);
    expect(hours.tue).toEqual({ open: true, start: '09:00', end: '18:00', breaks: [] });
    expect(weeklyMinutes(hours)).toBe((9 + 9 + 11 + 11 + 8) * 60);
  });
  it('drop past exceptions and time off when saved', () => {
    const hours = hoursFromBusinessHours(DEFAULT_BUSINESS_HOURS);
    const pruned = pruneSchedule(
      {
        weeklyHours: hours,
        exceptions: [
          { date: '2026-11-30', open: false, start: '09:00', end: '17:00', breaks: [], note: '' },
          { date: '2026-11-01', open: false, start: '09:00', end: '17:00', breaks: [], note: '' },
        ],
        timeOff: [
          {
            id: 'a',
            from: '2026-11-01',
            to: '2026-11-22',
            allDay: true,
            startTime: '09:00',
            endTime: '17:00',
            reason: '',
          },
          {
            id: 'b',
            from: '2026-10-01',
            to: '2026-10-02',
            allDay: true,
            startTime: '09:00',
            endTime: '17:00',
            reason: '',
          },
        ],
      },
      '2026-11-22',
    );
    expect(pruned.exceptions.map((e) => e.date)).toEqual(['2026-11-30']);
    expect(pruned.timeOff.map((t) => t.id)).toEqual(['a']);
  });
});

describe('the staff profile', () => {
  it('takes a commission rate with at most two decimals (kept with pay, not the profile)', () => {
    expect(ZStaffPay.safeParse({ commissionRate: 42.5 }).success).toBe(true);
    expect(ZStaffPay.safeParse({ commissionRate: 101 }).success).toBe(false);
    expect(ZStaffPay.safeParse({ commissionRate: 1.234 }).success).toBe(false);
    expect(ZStaffProfile.parse({ displayName: 'Ana', commissionRate: 42.5 })).not.toHaveProperty(
      'commissionRate',
    );
  });
  it('writes times of day for people', () => {
    expect(formatTimeOfDay('09:05')).toBe('9:05 AM');
    expect(formatTimeOfDay('12:00')).toBe('12:00 PM');
    expect(formatTimeOfDay('00:30')).toBe('12:30 AM');
    expect(formatTimeOfDay('17:45')).toBe('5:45 PM');
  });
});

describe('isoDateIn', () => {
  it('reads the calendar date in the salon’s zone', () => {
    const instant = new Date('2026-11-23T03:30:00Z');
    expect(isoDateIn(instant, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(isoDateIn(instant, 'Europe/London')).toBe('2026-11-23');
  });
});
