import { z } from 'zod';
import { WEEKDAYS, ZTimeOfDay, type BusinessHours, type Weekday } from './org';
import { ZImageUrl } from './services';

export const MAX_BREAKS_PER_DAY = 4;
export const MAX_EXCEPTIONS = 120;
export const MAX_TIME_OFF = 120;
/** Colours a stylist's column can take in the appointment book (readable on light and dark). */
export const STAFF_COLORS = [
  '#5B5BD6',
  '#0D9488',
  '#D9480F',
  '#C2255C',
  '#2B8A3E',
  '#1C7ED6',
  '#9C36B5',
  '#E67700',
] as const;

/**
 * A calendar date, YYYY-MM-DD, that exists (no 2026-02-30) in the years a
 * salon plans in (2000 to 2199): anything else is refused at the edge.
 */
export const ZIsoDate = z
  .string()
  .regex(/^(20|21)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Choose a date')
  .refine((d) => {
    // Only a well-formed date is checked here (the pattern answers for the rest).
    const [y, m, day] = d.split('-').map(Number);
    if (!y || !m || !day) return true;
    return new Date(Date.UTC(y, m - 1, day)).getUTCDate() === day;
  }, 'That date does not exist');

export const ZTimeRange = z
  .object({ start: ZTimeOfDay, end: ZTimeOfDay })
  .refine((r) => r.start < r.end, { message: 'A break must end after it starts', path: ['end'] });
export type TimeRange = z.infer<typeof ZTimeRange>;

/** One day of a stylist's week: working from start to end, minus breaks. */
export const ZWorkDay = z
  .object({
    open: z.boolean(),
    start: ZTimeOfDay,
    end: ZTimeOfDay,
    breaks: z.array(ZTimeRange).max(MAX_BREAKS_PER_DAY, 'At most 4 breaks a day').default([]),
  })
  .superRefine((d, ctx) => {
    if (!d.open) return;
    if (d.start >= d.end) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'The day must end after it starts' });
    }
    const sorted = [...d.breaks].sort((a, b) => a.start.localeCompare(b.start));
    sorted.forEach((b, i) => {
      if (b.start < d.start || b.end > d.end) {
        ctx.addIssue({
          code: 'custom',
          path: ['breaks', d.breaks.indexOf(b), 'start'],
          message: 'Breaks must fall within working hours',
        });
      }
      const next = sorted[i + 1];
      if (next && next.start < b.end) {
        ctx.addIssue({
          code: 'custom',
          path: ['breaks', d.breaks.indexOf(next), 'start'],
          message: 'Breaks must not overlap',
        });
      }
    });
  });
export type WorkDay = z.infer<typeof ZWorkDay>;

export const ZWeeklyHours = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, ZWorkDay])) as Record<Weekday, typeof ZWorkDay>,
);
export type WeeklyHours = z.infer<typeof ZWeeklyHours>;

/** Different hours (or a day off) on one date, replacing the weekly pattern. */
export const ZDateException = z
  .object({ date: ZIsoDate, note: z.string().trim().max(100).default('') })
  .and(ZWorkDay);
export type DateException = z.infer<typeof ZDateException>;

/**
 * Time off from one date to another (inclusive). All-day entries block the
 * whole days; otherwise it runs from startTime on `from` to endTime on `to`.
 */
export const ZTimeOff = z
  .object({
    id: z.string().min(1).max(40),
    from: ZIsoDate,
    to: ZIsoDate,
    allDay: z.boolean().default(true),
    startTime: ZTimeOfDay.default('09:00'),
    endTime: ZTimeOfDay.default('17:00'),
    reason: z.string().trim().max(100, 'Use at most 100 characters').default(''),
  })
  .superRefine((t, ctx) => {
    if (t.to < t.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'Time off must end on or after it starts',
      });
    } else if (!t.allDay && t.to === t.from && t.endTime <= t.startTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: 'Time off must end after it starts',
      });
    }
  });
export type TimeOff = z.infer<typeof ZTimeOff>;

export const ZCommissionRate = z
  .number({ error: 'Enter a percentage' })
  .min(0, 'Use 0 to 100')
  .max(100, 'Use 0 to 100')
  .refine((n) => Math.round(n * 100) === n * 100, 'Use at most two decimals');

/** The profile an owner or manager edits on a staff record. */
export const ZStaffProfile = z.object({
  displayName: z.string().trim().min(2, 'Enter a name of at least 2 characters').max(80),
  title: z.string().trim().max(60, 'Use at most 60 characters').default(''),
  bio: z.string().trim().max(1000, 'Use at most 1,000 characters').default(''),
  photoUrl: ZImageUrl,
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour')
    .default(STAFF_COLORS[0]),
});
export type StaffProfile = z.infer<typeof ZStaffProfile>;

/**
 * The address of a team member without an account, kept apart (staffContacts):
 * stored in lower case, as the rules require.
 */
export const ZStaffEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address').max(254)]));

/** What a team member is paid: kept apart from the profile every member reads. */
export const ZStaffPay = z.object({ commissionRate: ZCommissionRate.default(0) });
export type StaffPay = z.infer<typeof ZStaffPay>;

export const ZStaffSchedule = z.object({
  weeklyHours: ZWeeklyHours,
  exceptions: z.array(ZDateException).max(MAX_EXCEPTIONS).default([]),
  timeOff: z.array(ZTimeOff).max(MAX_TIME_OFF).default([]),
});
export type StaffSchedule = z.infer<typeof ZStaffSchedule>;

/** A stylist without hours of their own works the salon's opening hours. */
export function hoursFromBusinessHours(hours: BusinessHours): WeeklyHours {
  return Object.fromEntries(
    WEEKDAYS.map((d) => [d, { ...hours[d], breaks: [] }]),
  ) as unknown as WeeklyHours;
}

/** Past exceptions and time off fall away when a schedule is saved. */
export function pruneSchedule(schedule: StaffSchedule, today: string): StaffSchedule {
  return {
    weeklyHours: schedule.weeklyHours,
    exceptions: schedule.exceptions
      .filter((e) => e.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date)),
    timeOff: schedule.timeOff
      .filter((t) => t.to >= today)
      .sort((a, b) => a.from.localeCompare(b.from)),
  };
}

/** Minutes of work in a day (working time minus breaks). */
export function workMinutes(day: WorkDay): number {
  if (!day.open) return 0;
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const breaks = day.breaks.reduce((sum, b) => sum + toMin(b.end) - toMin(b.start), 0);
  return toMin(day.end) - toMin(day.start) - breaks;
}

/** Hours a week, for the staff list ("32 hr a week"). */
export function weeklyMinutes(hours: WeeklyHours): number {
  return WEEKDAYS.reduce((sum, d) => sum + workMinutes(hours[d]), 0);
}

/** "9:00 AM" from "09:00". */
export function formatTimeOfDay(t: string): string {
  const [h = 0, m = 0] = t.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** The calendar date of an instant in a time zone, as YYYY-MM-DD. */
export function isoDateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
