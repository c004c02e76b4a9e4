// The slot engine: which start times can be booked, and with whom. Pure and
// synchronous; the API feeds it the salon's records and the web app shows the
// result. Times are instants (epoch milliseconds); hours are wall-clock times
// in the salon's zone, so a 30-minute grid stays on :00 and :30 locally across
// daylight-saving changes.

import { WEEKDAYS, type BusinessHours } from './org';
import type { DateException, TimeOff, WeeklyHours, WorkDay } from './staff-profile';
import { hoursFromBusinessHours } from './staff-profile';
import { DAY_MS, LocalDay, addDays, localParts, minutesOf, weekdayIndex } from './zoned-time';
import { stretchCost } from './intelligence/gap-cost';

const MINUTE = 60_000;

/** A half-open span of time [start, end) in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

/** Time a stylist is already taken: a booking's busy parts, or a calendar event. */
export interface BusyBlock extends Interval {
  staffId: string;
}

export interface SlotStaff {
  id: string;
  /** Null: works the salon's opening hours. */
  weeklyHours: WeeklyHours | null;
  exceptions: readonly DateException[];
  timeOff: readonly TimeOff[];
}

/** What the engine needs of a service. */
export interface SlotService {
  id: string;
  durationMinutes: number;
  processingMinutes: number;
  finishingMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  staffIds: readonly string[];
  staffOverrides: Readonly<Record<string, { durationMinutes: number | null }>>;
}

export interface SlotRules {
  /** Earliest bookable start: this many minutes after now. */
  leadMinutes: number;
  /** Latest bookable start: this many days after now. */
  maxAdvanceDays: number;
  /** Start times fall on this wall-clock grid (minutes after local midnight). */
  intervalMinutes: number;
}

export interface SlotQuery extends SlotRules {
  timeZone: string;
  businessHours: BusinessHours;
  staff: readonly SlotStaff[];
  /** The services of one appointment, performed one after another by one stylist. */
  services: readonly SlotService[];
  busy: readonly BusyBlock[];
  /** Local dates (YYYY-MM-DD), inclusive. */
  from: string;
  to: string;
  now: number;
  /** A named stylist, or null for anyone who performs the services. */
  staffId: string | null;
  /**
   * What free time can still earn, per stylist (gap-cost capacity tables, by
   * five minutes): with them, each start carries what it costs each stylist's day.
   */
  gapTables?: ReadonlyMap<string, readonly number[]>;
}

export interface Slot {
  start: number;
  /** Who can take it, in the order of the query's staff list. */
  staffIds: string[];
  /** With gap tables: what the start costs each of those stylists' days (minor units). */
  costs?: number[];
}

/**
 * How one stylist's time is used by an appointment starting at 0: the whole
 * appointment from the client's view (`span`) and the parts where the
 * stylist is busy (`segments`, relative, buffers included; processing time,
 * while colour develops, is left free).
 */
export interface Occupancy {
  span: number;
  segments: Interval[];
}

export function performs(service: SlotService, staffId: string): boolean {
  return service.staffIds.includes(staffId);
}

export function occupancyFor(services: readonly SlotService[], staffId: string): Occupancy | null {
  if (services.length === 0 || services.some((s) => !performs(s, staffId))) return null;
  const raw: Interval[] = [];
  const first = services[0]!;
  const last = services[services.length - 1]!;
  // Stryker disable next-line EqualityOperator,ConditionalExpression: with no buffer, an empty interval is dropped by mergeIntervals (equivalent).
  if (first.bufferBeforeMinutes > 0) raw.push({ start: -first.bufferBeforeMinutes, end: 0 });
  let t = 0;
  for (const s of services) {
    const d = s.staffOverrides[staffId]?.durationMinutes ?? s.durationMinutes;
    const work = d - s.processingMinutes - s.finishingMinutes;
    // Stryker disable next-line EqualityOperator: with no processing time the two parts join into the whole service, as the else branch (equivalent).
    if (s.processingMinutes > 0 && work > 0) {
      raw.push({ start: t, end: t + work });
      // Stryker disable next-line EqualityOperator,ConditionalExpression: with no finishing time, an empty interval is dropped by mergeIntervals (equivalent).
      if (s.finishingMinutes > 0) raw.push({ start: t + d - s.finishingMinutes, end: t + d });
    } else {
      raw.push({ start: t, end: t + d });
    }
    t += d;
  }
  // Stryker disable next-line EqualityOperator,ConditionalExpression: with no buffer, an empty interval is dropped by mergeIntervals (equivalent).
  if (last.bufferAfterMinutes > 0) raw.push({ start: t, end: t + last.bufferAfterMinutes });
  const segments = mergeIntervals(
    raw.map((i) => ({ start: i.start * MINUTE, end: i.end * MINUTE })),
  );
  return { span: t * MINUTE, segments };
}

/** Sorted, non-overlapping, adjacent ones joined. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const prev = out[out.length - 1];
    if (prev && i.start <= prev.end) prev.end = Math.max(prev.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/** A stylist's working day on a date: the day's hours, after any exception. */
export function workDayOn(
  staff: SlotStaff,
  businessHours: BusinessHours,
  isoDate: string,
): WorkDay {
  const exception = staff.exceptions.find((e) => e.date === isoDate);
  if (exception) return exception;
  const weekly = staff.weeklyHours ?? salonWeek(businessHours);
  return weekly[WEEKDAYS[weekdayIndex(isoDate)]!];
}

const salonWeeks = new WeakMap<BusinessHours, WeeklyHours>();
/** The salon's hours as a stylist's week, once per hours object (a query reads it per day). */
function salonWeek(businessHours: BusinessHours): WeeklyHours {
  let week = salonWeeks.get(businessHours);
  if (!week) salonWeeks.set(businessHours, (week = hoursFromBusinessHours(businessHours)));
  return week;
}

/** Time off as instants. */
export function timeOffIntervals(timeOff: readonly TimeOff[], timeZone: string): Interval[] {
  return timeOff.map((t) =>
    t.allDay
      ? {
          start: LocalDay.of(t.from, timeZone).lenient(0),
          end: LocalDay.of(addDays(t.to, 1), timeZone).lenient(0),
        }
      : {
          start: LocalDay.of(t.from, timeZone).lenient(minutesOf(t.startTime)),
          end: LocalDay.of(t.to, timeZone).lenient(minutesOf(t.endTime)),
        },
  );
}

/** One stylist's blocked time, sorted by start, for quick lookups by day. */
class BusyIndex {
  readonly blocks: Interval[];
  private readonly longest: number;

  constructor(blocks: Interval[]) {
    this.blocks = blocks.filter((b) => b.end > b.start).sort((a, b) => a.start - b.start);
    this.longest = this.blocks.reduce((m, b) => Math.max(m, b.end - b.start), 0);
  }

  /** Blocks that overlap [start, end). */
  overlapping(start: number, end: number): Interval[] {
    // Blocks are sorted by start and none is longer than `longest`, so every
    // overlapping block starts in [start - longest, end).
    let lo = 0;
    let hi = this.blocks.length;
    const from = start - this.longest;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.blocks[mid]!.start < from) lo = mid + 1;
      else hi = mid;
    }
    const out: Interval[] = [];
    for (let i = lo; i < this.blocks.length; i++) {
      const b = this.blocks[i]!;
      if (b.start >= end) break;
      if (b.end > start) out.push(b);
    }
    return out;
  }
}

/** A stylist's day: the working window and the free time inside it. */
export interface StaffDay {
  window: Interval;
  free: Interval[];
}

function staffDay(day: LocalDay, workDay: WorkDay, busy: BusyIndex): StaffDay | null {
  if (!workDay.open) return null;
  const window = {
    start: day.lenient(minutesOf(workDay.start)),
    end: day.lenient(minutesOf(workDay.end)),
  };
  if (window.end <= window.start) return null;
  const blocked = mergeIntervals([
    ...workDay.breaks.map((b) => ({
      start: day.lenient(minutesOf(b.start)),
      end: day.lenient(minutesOf(b.end)),
    })),
    ...busy.overlapping(window.start, window.end),
  ]);
  const free: Interval[] = [];
  let cursor = window.start;
  for (const b of blocked) {
    if (b.start > cursor) free.push({ start: cursor, end: Math.min(b.start, window.end) });
    cursor = Math.max(cursor, b.end);
    if (cursor >= window.end) break;
  }
  if (cursor < window.end) free.push({ start: cursor, end: window.end });
  return { window, free };
}

/** A stylist's working window and free time on a date, around the given busy time. */
export function staffDayOn(
  member: SlotStaff,
  businessHours: BusinessHours,
  timeZone: string,
  date: string,
  busy: readonly Interval[],
): StaffDay | null {
  const blocks = [...busy, ...timeOffIntervals(member.timeOff, timeZone)];
  return staffDay(
    LocalDay.of(date, timeZone),
    workDayOn(member, businessHours, date),
    new BusyIndex(blocks),
  );
}

/** The free interval of a day holding the instant `t` (null when `t` is not free). */
export function freeAt(day: StaffDay, t: number): Interval | null {
  let lo = 0;
  let hi = day.free.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (day.free[mid]!.start <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const free = found < 0 ? null : day.free[found]!;
  return free && free.end > t ? free : null;
}

/**
 * What starting at `t` costs the stylist's day: the free stretch it lands in
 * is split, and what the pieces can no longer hold is lost (see gap-cost).
 */
export function startCost(
  day: StaffDay,
  occupancy: Occupancy,
  t: number,
  table: readonly number[],
): number {
  const free = freeAt(day, t + (occupancy.segments[0]?.start ?? 0));
  return free ? costIn(free, occupancy, t, table) : 0;
}

/** startCost, given the free stretch the start lands in. */
function costIn(free: Interval, occupancy: Occupancy, t: number, table: readonly number[]): number {
  const segments = occupancy.segments;
  const first = segments.length ? segments[0]!.start : 0;
  const last = segments.length
    ? Math.max(occupancy.span, segments[segments.length - 1]!.end)
    : occupancy.span;
  const length = (free.end - free.start) / MINUTE;
  const start = (t + first - free.start) / MINUTE;
  const end = (Math.min(free.end, t + last) - free.start) / MINUTE;
  // Between starts that cost the same, the one hugging a neighbour (or the day's edge) goes
  // first: a ten-thousandth per minute of the smaller piece left, never a whole minor unit.
  const hug = Math.min(start, length - end) / 10_000;
  return stretchCost(table, length, start, end) + hug;
}

/** True when an appointment starting at `t` fits the stylist's day. */
function fits(day: StaffDay, occupancy: Occupancy, t: number): boolean {
  return fitIndex(day, occupancy, t) >= 0;
}

/**
 * Where an appointment starting at `t` fits the stylist's day: the index of
 * the free interval its first busy part lies in, or -1 when it does not fit.
 */
function fitIndex(day: StaffDay, occupancy: Occupancy, t: number): number {
  if (t < day.window.start || t + occupancy.span > day.window.end) return -1;
  let firstFree = -1;
  for (const seg of occupancy.segments) {
    const start = t + seg.start;
    const end = t + seg.end;
    // The free interval with the greatest start <= `start` must cover the segment.
    let lo = 0;
    let hi = day.free.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (day.free[mid]!.start <= start) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found < 0 || day.free[found]!.end < end) return -1;
    if (firstFree < 0) firstFree = found;
  }
  // No busy part at all (nothing to place): it fits wherever the window allows.
  return firstFree < 0 ? day.free.length : firstFree;
}

interface Prepared {
  staff: { member: SlotStaff; occupancy: Occupancy; busy: BusyIndex }[];
}

/**
 * Each stylist's occupancy and blocked time. Only the blocks of the stylists
 * asked about, and only those that reach into `within`, are kept: a one-day
 * or one-stylist question does not sort the whole salon's book.
 */
function prepare(
  query: Omit<SlotQuery, 'from' | 'to' | 'now' | keyof SlotRules>,
  within: Interval = { start: -Infinity, end: Infinity },
): Prepared {
  const byStaff = new Map<string, Interval[]>();
  for (const b of query.busy) {
    if (b.end <= within.start || b.start >= within.end) continue;
    if (query.staffId !== null && b.staffId !== query.staffId) continue;
    let list = byStaff.get(b.staffId);
    if (!list) byStaff.set(b.staffId, (list = []));
    list.push(b);
  }
  const staff = query.staff
    .filter((m) => query.staffId === null || m.id === query.staffId)
    .flatMap((member) => {
      const occupancy = occupancyFor(query.services, member.id);
      if (!occupancy) return [];
      const blocks = [
        ...(byStaff.get(member.id) ?? []),
        ...timeOffIntervals(member.timeOff, query.timeZone),
      ];
      return [{ member, occupancy, busy: new BusyIndex(blocks) }];
    });
  return { staff };
}

/** The days a query covers, clipped to what the booking rules allow. */
function datesOf(query: SlotQuery): string[] {
  const dates: string[] = [];
  // Never more than a year of days, whatever the caller asks.
  for (let d = query.from, n = 0; d <= query.to && n < 366; d = addDays(d, 1), n++) dates.push(d);
  return dates;
}

/**
 * Every bookable start in [from, to] (salon-local dates), with the stylists
 * who can take it. Each start is a wall-clock time on the salon's grid that
 * exists that day (none in the hour skipped in spring, both passes of the
 * hour repeated in autumn, told apart by their instants), at least `leadMinutes` after now and at most
 * `maxAdvanceDays` ahead, where the whole appointment fits the stylist's
 * working window and every busy part (buffers included) falls in free time.
 */
export function availableSlots(query: SlotQuery): Slot[] {
  // Every instant of the dates asked lies within [first origin - 14h, last origin + 38h].
  const { staff } = prepare(query, {
    start: LocalDay.of(query.from, query.timeZone).origin - 14 * 3_600_000,
    end: LocalDay.of(query.to, query.timeZone).origin + 38 * 3_600_000,
  });
  if (staff.length === 0) return [];
  const earliest = query.now + query.leadMinutes * MINUTE;
  const latest = query.now + query.maxAdvanceDays * DAY_MS;
  const interval = Math.max(5, Math.floor(query.intervalMinutes));
  const slots = new Map<number, { staffIds: string[]; costs: number[] }>();
  for (const date of datesOf(query)) {
    const day = LocalDay.of(date, query.timeZone);
    // Skip whole days outside [earliest, latest] cheaply.
    if (day.origin + 38 * 3_600_000 < earliest || day.origin - 14 * 3_600_000 > latest) continue;
    for (const { member, occupancy, busy } of staff) {
      const workDay = workDayOn(member, query.businessHours, date);
      const sd = staffDay(day, workDay, busy);
      if (!sd) continue;
      const first = Math.ceil(minutesOf(workDay.start) / interval) * interval;
      const lastMinute = minutesOf(workDay.end);
      const table = query.gapTables?.get(member.id);
      const offer = (t: number) => {
        if (t < earliest || t > latest) return;
        const at = fitIndex(sd, occupancy, t);
        if (at < 0) return;
        let slot = slots.get(t);
        if (!slot) slots.set(t, (slot = { staffIds: [], costs: [] }));
        slot.staffIds.push(member.id);
        if (query.gapTables) {
          const free = sd.free[at];
          slot.costs.push(table && free ? costIn(free, occupancy, t, table) : 0);
        }
      };
      if (!day.hasTransition) {
        // An ordinary day: one offset, so each grid reading is one instant.
        const shift = day.origin - day.before * MINUTE;
        for (let m = first; m < lastMinute; m += interval) offer(shift + m * MINUTE);
      } else {
        // The day of a change: a skipped reading offers nothing, a repeated one twice.
        // Around a repeated hour, readings outside [start, end) on the clock can still
        // fall inside the working window in time (01:00 EST comes after 01:10 EDT), so
        // the readings up to the size of the change either side are tried and the
        // window decides.
        const gap = Math.abs(day.after - day.before);
        const from = Math.max(0, Math.ceil((first - gap) / interval) * interval);
        const to = Math.min(24 * 60, lastMinute + gap);
        const change = day.change!;
        for (let m = from; m < to; m += interval) {
          // Each reading against both offsets; a candidate counts when its offset holds then.
          const local = day.origin + m * MINUTE;
          const early = local - day.before * MINUTE;
          const late = local - day.after * MINUTE;
          if (early < change) offer(early);
          if (late >= change && late !== early) offer(late);
        }
      }
    }
  }
  const ranked = query.gapTables !== undefined;
  return [...slots]
    .sort((a, b) => a[0] - b[0])
    .map(([start, { staffIds, costs }]) =>
      ranked ? { start, staffIds, costs } : { start, staffIds },
    );
}

export type SlotCheck =
  | { ok: true; end: number; segments: Interval[] }
  | {
      ok: false;
      reason: 'not_performed' | 'too_soon' | 'too_far' | 'off_grid' | 'outside_hours' | 'taken';
    };

/**
 * Whether one stylist can take an appointment starting at `start`: what
 * booking creation re-checks inside its transaction. Staff booking from the
 * appointment book pass `strict: false` to skip lead time, advance limit and
 * the grid (a walk-in now, a colour at 10:10), never working hours or
 * conflicts. On success it gives the end and the stylist's busy parts.
 */
export function checkStart(
  query: Omit<SlotQuery, 'from' | 'to' | 'staffId'>,
  staffId: string,
  start: number,
  options: { strict: boolean } = { strict: true },
): SlotCheck {
  // The appointment's own day is all that matters: blocks a day either side are enough.
  const { staff } = prepare(
    { ...query, staffId },
    { start: start - DAY_MS, end: start + 2 * DAY_MS },
  );
  const entry = staff[0];
  if (!entry) return { ok: false, reason: 'not_performed' };
  if (options.strict) {
    if (start < query.now + query.leadMinutes * MINUTE) return { ok: false, reason: 'too_soon' };
    if (start > query.now + query.maxAdvanceDays * DAY_MS) return { ok: false, reason: 'too_far' };
  }
  // The local date the appointment starts on decides the working day.
  const { date, time } = localParts(start, query.timeZone);
  const day = LocalDay.of(date, query.timeZone);
  if (options.strict) {
    const interval = Math.max(5, Math.floor(query.intervalMinutes));
    const m = minutesOf(time);
    // The start must be a grid reading of the wall clock that exists that day.
    if (m % interval !== 0 || !day.instants(m).includes(start))
      return { ok: false, reason: 'off_grid' };
  }
  const workDay = workDayOn(entry.member, query.businessHours, date);
  const window = staffDay(day, workDay, new BusyIndex([]));
  if (!window || !fits(window, entry.occupancy, start))
    return { ok: false, reason: 'outside_hours' };
  const sd = staffDay(day, workDay, entry.busy)!;
  if (!fits(sd, entry.occupancy, start)) return { ok: false, reason: 'taken' };
  return {
    ok: true,
    end: start + entry.occupancy.span,
    segments: entry.occupancy.segments.map((s) => ({ start: start + s.start, end: start + s.end })),
  };
}
