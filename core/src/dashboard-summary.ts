// GET /api/dashboard-summary: what each person running or working in a salon
// needs at a glance, in the salon's zone, read from the ledgers, rollups and
// read models that already exist (aggregations, one document a day), so its
// cost follows the period asked for, never the salon's history.
import { z } from 'zod';
import { zDocId } from './ids';
import type { PaymentMethod } from './payments';
import type { BusinessHours } from './org';
import { ZIsoDate, workMinutes } from './staff-profile';
import { workDayOn, type SlotStaff } from './slots';
import { LocalDay, addDays, minutesOf } from './zoned-time';

/** The longest period one summary covers. */
export const MAX_SUMMARY_DAYS = 92;

export const ZDashboardQuery = z
  .object({
    orgId: z.string().trim().pipe(zDocId('Not a salon id')),
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
  })
  .superRefine((q, ctx) => {
    // A date already refused on its own field is not measured again.
    const bad = (d: string | undefined) => d !== undefined && !ZIsoDate.safeParse(d).success;
    if (bad(q.from) || bad(q.to)) return;
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.from === undefined ? 'from' : 'to'],
        message: 'Give both from and to, or neither',
      });
    } else if (q.from && q.to && q.to < q.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The period must end on or after it starts',
      });
    } else if (q.from && q.to && addDays(q.from, MAX_SUMMARY_DAYS - 1) < q.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A period of at most ${MAX_SUMMARY_DAYS} days`,
      });
    }
  });
export type DashboardQuery = z.output<typeof ZDashboardQuery>;

/** Appointments by where they stand. */
export interface AppointmentCounts {
  /** Booked, confirmed or checked in: still to happen (or happening). */
  upcoming: number;
  completed: number;
  cancelled: number;
  noShow: number;
}

/** Money taken (minor units), from the payments ledger. */
export interface Takings {
  /** Taken less refunded, by how it was paid (tips included). */
  byMethod: Record<PaymentMethod, number>;
  /** Taken less refunded, tips included. */
  net: number;
  tips: number;
  refunded: number;
  payments: number;
}

export interface StaffOccupancy {
  staffId: string;
  name: string;
  /** Minutes of appointments (with their buffers) in working hours. */
  bookedMinutes: number;
  workingMinutes: number;
}

export interface NextAppointment {
  bookingId: string;
  start: string;
  clientName: string;
  services: string;
  staffName: string;
  status: string;
}

export interface AttentionItem {
  kind:
    | 'no_show_fees'
    | 'failed_messages'
    | 'pending_invites'
    | 'reservations'
    | 'site_messages'
    | 'late_rent';
  count: number;
  label: string;
  /** The screen that deals with it. */
  to: string;
}

export interface DashboardSummary {
  orgId: string;
  currency: string;
  timeZone: string;
  /** 'salon': the whole salon's figures (owners, managers, front desk); 'own': the caller's. */
  scope: 'salon' | 'own';
  today: string;
  period: { from: string; to: string };
  appointments: { today: AppointmentCounts; period: AppointmentCounts };
  takings: { today: Takings; period: Takings };
  /** Products sold over the period (the retail rollup); salon scope, owners and managers. */
  retail: { sales: number; revenue: number; units: number } | null;
  /** What the salon still owes on gift cards (owners and managers). */
  giftCardLiability: number | null;
  occupancy: { staff: StaffOccupancy[]; bookedMinutes: number; workingMinutes: number };
  /** Minutes booked by day of the period (the chart). */
  byDay: { date: string; bookedMinutes: number; net: number }[];
  next: NextAppointment[];
  attention: AttentionItem[];
}

/** Every salon-local date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < MAX_SUMMARY_DAYS; d = addDays(d, 1)) out.push(d);
  return out;
}

/** A stylist's working minutes on a date (their hours, or the salon's, after exceptions). */
export function workingMinutesOn(
  staff: SlotStaff,
  businessHours: BusinessHours,
  date: string,
): number {
  const day = workDayOn(staff, businessHours, date);
  if (!day.open) return 0;
  const off = staff.timeOff.some((t) => t.allDay && t.from <= date && date <= t.to);
  return off ? 0 : workMinutes(day);
}

/** Booked minutes of blocks (epoch ms), merged so overlapping parts count once. */
export function bookedMinutes(blocks: readonly { start: number; end: number }[]): number {
  const sorted = [...blocks].filter((b) => b.end > b.start).sort((a, b) => a.start - b.start);
  let total = 0;
  let cursor = -Infinity;
  for (const b of sorted) {
    const start = Math.max(b.start, cursor);
    if (b.end > start) total += b.end - start;
    cursor = Math.max(cursor, b.end);
  }
  return Math.round(total / 60_000);
}

/** Booked over working time, as a whole percentage (0 when nobody worked). */
export const occupancyPercent = (booked: number, working: number) =>
  working > 0 ? Math.round((Math.min(booked, working) / working) * 100) : 0;

// ---- the schedule heat map (/schedule-dashboard) ---------------------------

/** One hour of one team member's day: minutes they work in it and minutes booked. */
export interface HourCell {
  hour: number;
  working: number;
  booked: number;
}

export interface ScheduleRow {
  staffId: string;
  name: string;
  /** By date of the week: the hours from `firstHour` to `lastHour`. */
  days: Record<string, HourCell[]>;
}

export interface ScheduleDayAppointment {
  bookingId: string;
  start: string;
  end: string;
  staffId: string;
  staffName: string;
  clientName: string;
  services: string;
  status: string;
}

export interface ScheduleGrid {
  orgId: string;
  timeZone: string;
  /** The seven dates of the week shown. */
  dates: string[];
  firstHour: number;
  lastHour: number;
  rows: ScheduleRow[];
  /** The appointments of `day`, by start. */
  day: string;
  appointments: ScheduleDayAppointment[];
}

export const ZScheduleQuery = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  /** The first date of the week shown (salon-local); this week when absent. */
  from: ZIsoDate.optional(),
  /** The day whose appointments are listed; the first of the week when absent. */
  day: ZIsoDate.optional(),
});

const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/**
 * A team member's hours of one date: for each hour from `firstHour` to
 * `lastHour`, the minutes inside their working window (less breaks) and the
 * minutes of appointments, overlaps counted once. Booked minutes outside
 * working time show as booked over working: an overbooked hour.
 */
export function hourCells(
  staff: SlotStaff,
  businessHours: BusinessHours,
  date: string,
  timeZone: string,
  blocks: readonly { start: number; end: number }[],
  firstHour: number,
  lastHour: number,
): HourCell[] {
  const day = LocalDay.of(date, timeZone);
  const work = workDayOn(staff, businessHours, date);
  const allDayOff = staff.timeOff.some((t) => t.allDay && t.from <= date && date <= t.to);
  const window =
    work.open && !allDayOff
      ? { start: day.lenient(minutesOf(work.start)), end: day.lenient(minutesOf(work.end)) }
      : null;
  const breaks = work.open
    ? work.breaks.map((b) => ({
        start: day.lenient(minutesOf(b.start)),
        end: day.lenient(minutesOf(b.end)),
      }))
    : [];
  const merged = [...blocks]
    .sort((a, b) => a.start - b.start)
    .reduce<{ start: number; end: number }[]>((out, b) => {
      const last = out[out.length - 1];
      if (last && b.start <= last.end) last.end = Math.max(last.end, b.end);
      else if (b.end > b.start) out.push({ start: b.start, end: b.end });
      return out;
    }, []);
  const cells: HourCell[] = [];
  for (let hour = firstHour; hour <= lastHour; hour++) {
    const slot = { start: day.lenient(hour * 60), end: day.lenient((hour + 1) * 60) };
    const working = window
      ? overlap(slot, window) -
        breaks.reduce(
          (n, b) =>
            n +
            overlap(slot, {
              start: Math.max(b.start, window.start),
              end: Math.min(b.end, window.end),
            }),
          0,
        )
      : 0;
    const booked = merged.reduce((n, b) => n + overlap(slot, b), 0);
    cells.push({
      hour,
      working: Math.round(working / 60_000),
      booked: Math.round(booked / 60_000),
    });
  }
  return cells;
}

/** The hours a salon's week spans: its earliest opening to its latest closing hour. */
export function hoursSpan(
  staff: readonly SlotStaff[],
  businessHours: BusinessHours,
  dates: readonly string[],
): { firstHour: number; lastHour: number } {
  let first = 24;
  let last = -1;
  for (const s of staff) {
    for (const d of dates) {
      const w = workDayOn(s, businessHours, d);
      if (!w.open) continue;
      first = Math.min(first, Math.floor(minutesOf(w.start) / 60));
      last = Math.max(last, Math.ceil(minutesOf(w.end) / 60) - 1);
    }
  }
  return last < 0 ? { firstHour: 9, lastHour: 17 } : { firstHour: first, lastHour: last };
}

// ---- a client's own figures (/client-dashboard) ----------------------------

export interface ClientSummary {
  orgId: string;
  salonName: string;
  currency: string;
  timeZone: string;
  /** Their coming appointments, each with the link to change or cancel it. */
  next: {
    bookingId: string;
    start: string;
    services: string;
    staffName: string;
    /** Null when manage links are not set up on this server. */
    manageUrl: string | null;
    /** What is still to pay on it (minor units), paid at the salon or from a payment link. */
    due: number;
  }[];
  /** Their last visit, to book the same again (null before a first visit). */
  rebook: { services: string; staffName: string; url: string } | null;
  /** Their details as the salon has them: booking again asks for nothing it knows. */
  me: { firstName: string; lastName: string; phone: string };
  /** Their latest visits (up to five), each to book again in one tap. */
  past: { bookingId: string; start: string; services: string; staffName: string; url: string }[];
  /** Gift cards sent to their (confirmed) address, with what is left. */
  giftCards: { id: string; last4: string; balance: number; expiresAt: string | null }[];
}

export const ZClientSummaryQuery = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
});
