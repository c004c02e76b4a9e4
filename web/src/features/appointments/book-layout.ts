// Pure geometry of the appointment book: where an appointment sits in a
// column, side-by-side lanes for overlaps, and the visible hours.
import type { BusinessHours } from '@chairside/core/org';
import { workDayOn, type SlotStaff } from '@chairside/core/slots';
import { localParts, minutesOf } from '@chairside/core/zoned-time';

export const PX_PER_HOUR = 64;
export const PX_PER_MINUTE = PX_PER_HOUR / 60;
export const SNAP_MINUTES = 5;

export interface Placed<T> {
  item: T;
  /** Minutes after the local midnight of its day. */
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
 * Lays appointments out in a column: overlapping ones share the width in
 * lanes (each takes the first free lane; a cluster of overlaps shares a
 * lane count), as calendar apps do.
 */
export function layoutColumn<T extends { startTime: Date; endTime: Date }>(
  items: readonly T[],
  timeZone: string,
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
    const top = minuteOfDay(item.startTime, timeZone);
    const p: Placed<T> = {
      item,
      top,
      height: Math.max(15, (end - start) / 60_000),
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
