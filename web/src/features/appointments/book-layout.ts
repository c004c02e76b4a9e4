// Pure geometry of the appointment book: where an appointment sits in a
// column, side-by-side lanes for overlaps, and the visible hours.
import type { BusinessHours } from '@chairside/core/org';
import type { BookingRecord, StaffRecord } from '../../lib/data/converters';
import { workDayOn, type SlotStaff } from '@chairside/core/slots';
import {
  LocalDay,
  localParts,
  minutesOf,
  timeOfMinutes,
  zoneAbbreviation,
} from '@chairside/core/zoned-time';
import { formatTimeOfDay } from '@chairside/core/staff-profile';
import { dayLabel } from '../booking/booking-format';

/** A column of the book: a stylist's day, or a day of the week. */
export interface GridColumn {
  key: string;
  date: string;
  staff: StaffRecord | null;
  title: string;
  subtitle: string;
  bookings: BookingRecord[];
  /** Busy time from the member's own calendars (iCal imports, Google, Outlook). */
  busy?: { start: Date; end: Date; source: string; endsDay: boolean }[];
}

export const PX_PER_HOUR = 64;
export const PX_PER_MINUTE = PX_PER_HOUR / 60;
export const SNAP_MINUTES = 5;

export interface Placed<T> {
  item: T;
  /** Minutes down the book's time axis (see BookAxis). */
  top: number;
  height: number;
  lane: number;
  lanes: number;
}

/** Minutes after local midnight of an instant's own local day. */
export function minuteOfDay(instant: Date, timeZone: string): number {
  return minutesOf(localParts(instant.getTime(), timeZone).time);
}

/**
 * The book's time axis: clock readings from `start` to `end`, top to bottom.
 * On the night clocks go back, the hour that happens twice is shown twice
 * when it is in view: its first pass (01:00–02:00 EDT), then its second
 * (01:00–02:00 EST), then the rest of the day, so both passes have their
 * own rows and every appointment its own place. In the week view the other
 * days leave that band empty (they have no second pass).
 */
export interface BookAxis {
  start: number;
  end: number;
  /** The repeated readings [from, to) of `date`, with the zone's names for the two passes. */
  repeat: { date: string; from: number; to: number; names: [string, string] } | null;
  /** Minutes from top to bottom: end - start, plus the repeated band. */
  length: number;
}

const MINUTE_MS = 60_000;

export function bookAxis(
  hours: { start: number; end: number },
  dates: readonly string[],
  timeZone: string,
): BookAxis {
  for (const date of dates) {
    const day = LocalDay.of(date, timeZone);
    if (day.change === null || day.after >= day.before) continue;
    // The clocks read `from` just after the change, and had read it once before.
    const first = (day.change + day.after * MINUTE_MS - day.origin) / MINUTE_MS;
    const from = Math.max(first, hours.start);
    const to = Math.min(first + (day.before - day.after), hours.end);
    if (to <= from) continue;
    const names: [string, string] = [
      zoneAbbreviation(day.change - 1, timeZone),
      zoneAbbreviation(day.change, timeZone),
    ];
    return {
      ...hours,
      repeat: { date, from, to, names },
      length: hours.end - hours.start + to - from,
    };
  }
  return { ...hours, repeat: null, length: hours.end - hours.start };
}

/** Minutes down the axis of a clock reading; pass 1 is the second pass of a repeated one. */
export function axisOffset(axis: BookAxis, minutes: number, pass: 0 | 1 = 0): number {
  const r = axis.repeat;
  if (!r) return minutes - axis.start;
  if (pass === 1 && minutes >= r.from && minutes < r.to)
    return r.to + minutes - r.from - axis.start;
  return (minutes >= r.to ? minutes + r.to - r.from : minutes) - axis.start;
}

/** Where an instant sits down the axis, in its own date's column, and that date. */
function placeOnAxis(
  axis: BookAxis,
  instant: number,
  timeZone: string,
): { date: string; offset: number } {
  const { date, time } = localParts(instant, timeZone);
  const m = minutesOf(time);
  const r = axis.repeat;
  const second =
    r !== null &&
    r.date === date &&
    m >= r.from &&
    m < r.to &&
    instant >= LocalDay.of(date, timeZone).change!;
  return { date, offset: axisOffset(axis, m, second ? 1 : 0) };
}

/** Where an instant sits down the axis, in its own date's column. */
export function axisOffsetOf(axis: BookAxis, instant: number, timeZone: string): number {
  return placeOnAxis(axis, instant, timeZone).offset;
}

/** The clock reading (and which pass of it) at a point down the axis. */
export function axisReading(axis: BookAxis, offset: number): { minutes: number; pass: 0 | 1 } {
  const a = offset + axis.start;
  const r = axis.repeat;
  if (!r || a < r.to) return { minutes: a, pass: 0 };
  if (a < r.to + r.to - r.from) return { minutes: r.from + a - r.to, pass: 1 };
  return { minutes: a - (r.to - r.from), pass: 0 };
}

/** The instant at a point down a date's column (the spring gap moves forward, as calendars do). */
export function axisInstant(
  axis: BookAxis,
  offset: number,
  date: string,
  timeZone: string,
): number {
  const { minutes, pass } = axisReading(axis, offset);
  const day = LocalDay.of(date, timeZone);
  const all = day.instants(minutes);
  return all[pass] ?? all[0] ?? day.lenient(minutes);
}

/** "1:30 AM", or "1:30 AM EST" inside the repeated band, for a point down the axis. */
export function axisLabel(axis: BookAxis, offset: number): string {
  const { minutes, pass } = axisReading(axis, offset);
  const r = axis.repeat;
  const suffix = r && minutes >= r.from && minutes < r.to ? ` ${r.names[pass]}` : '';
  return formatTimeOfDay(timeOfMinutes(((minutes % 1440) + 1440) % 1440)) + suffix;
}

/**
 * Stretches of a date's column that are no time at all: the hour skipped
 * when clocks go forward, and, in the week view, the second pass of the
 * repeated hour on the days that have none.
 */
export function missingStretches(
  axis: BookAxis,
  date: string,
  timeZone: string,
): { top: number; height: number; label: string }[] {
  const out: { top: number; height: number; label: string }[] = [];
  const r = axis.repeat;
  if (r && r.date !== date)
    out.push({
      top: axisOffset(axis, r.from, 1),
      height: r.to - r.from,
      label: `Repeated hour: ${dayLabel(r.date)} only`,
    });
  const day = LocalDay.of(date, timeZone);
  if (day.change !== null && day.after > day.before) {
    const first = (day.change + day.before * MINUTE_MS - day.origin) / MINUTE_MS;
    const from = Math.max(first, axis.start);
    const to = Math.min(first + day.after - day.before, axis.end);
    if (to > from)
      out.push({
        top: axisOffset(axis, from),
        height: axisOffset(axis, to) - axisOffset(axis, from),
        label: `Clocks go forward: no ${formatTimeOfDay(timeOfMinutes(first))} to ${formatTimeOfDay(timeOfMinutes(first + day.after - day.before))}`,
      });
  }
  return out;
}

/**
 * Lays appointments out in a column: overlapping ones share the width in
 * lanes (each takes the first free lane; a cluster of overlaps shares a
 * lane count), as calendar apps do. Without an axis, `top` is the minute
 * of the local day.
 */
export function layoutColumn<T extends { startTime: Date; endTime: Date }>(
  items: readonly T[],
  timeZone: string,
  axis: BookAxis = { start: 0, end: 1440, repeat: null, length: 1440 },
): Placed<T>[] {
  const sorted = [...items].sort(
    (a, b) =>
      a.startTime.getTime() - b.startTime.getTime() || b.endTime.getTime() - a.endTime.getTime(),
  );
  const placed: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let clusterEnd = -Infinity;
  const laneEnds: number[] = [];
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((p) => p.lane + 1));
    for (const p of cluster) p.lanes = lanes;
    cluster = [];
    laneEnds.length = 0;
  };
  for (const item of sorted) {
    const start = item.startTime.getTime();
    const end = Math.max(item.endTime.getTime(), start + 5 * 60_000);
    if (start >= clusterEnd) close();
    let lane = laneEnds.findIndex((e) => e <= start);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = end;
    clusterEnd = Math.max(clusterEnd, end);
    const from = placeOnAxis(axis, start, timeZone);
    const to = placeOnAxis(axis, end, timeZone);
    const top = from.offset;
    // Measured on the axis when the end is on the same date, so the
    // repeated band or the skipped hour in between is counted as shown.
    const bottom = to.date === from.date ? to.offset : top + (end - start) / 60_000;
    const p: Placed<T> = {
      item,
      top,
      height: Math.max(15, bottom - top),
      lane,
      lanes: 1,
    };
    cluster.push(p);
    placed.push(p);
  }
  close();
  return placed;
}

/** The hours to show: from the earliest start to the latest end of anyone working, padded. */
export function visibleHours(
  staff: readonly SlotStaff[],
  businessHours: BusinessHours,
  dates: readonly string[],
  extraMinutes: readonly number[] = [],
): { start: number; end: number } {
  let start = Infinity;
  let end = -Infinity;
  for (const date of dates) {
    for (const m of staff) {
      const day = workDayOn(m, businessHours, date);
      if (!day.open) continue;
      start = Math.min(start, minutesOf(day.start));
      end = Math.max(end, minutesOf(day.end));
    }
  }
  for (const m of extraMinutes) {
    start = Math.min(start, m);
    end = Math.max(end, m + 30);
  }
  if (!Number.isFinite(start)) return { start: 9 * 60, end: 18 * 60 };
  return {
    start: Math.max(0, Math.floor(start / 60) * 60 - 60),
    end: Math.min(24 * 60, Math.ceil(end / 60) * 60 + 60),
  };
}

/** A pointer offset in pixels as whole snapped minutes. */
export const snapMinutes = (px: number) =>
  Math.round(px / PX_PER_MINUTE / SNAP_MINUTES) * SNAP_MINUTES;
