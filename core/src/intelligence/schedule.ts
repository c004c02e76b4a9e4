// Smart scheduling: what the salon's free time is worth (learned from what it
// books), which offered starts waste least of it, how a stylist's day is
// filled, and which moves would close the gaps in a day already booked.
// Pure: the functions read the records and the slot engine gives the free
// time; nothing here reads a clock.
import type { Interval, StaffDay } from '../slots';
import { freeAt } from '../slots';
import { capacity, capacityTable, expectedValues, type GapService } from './gap-cost';

const MINUTE = 60_000;
/** Tables reach a whole day, so any day's free time can be valued. */
export const TABLE_MINUTES = 24 * 60;

/** What free time is worth: the salon's services at their expected value, and each stylist's own. */
export interface ScheduleValues {
  salon: GapService[];
  staff: Record<string, GapService[]>;
}

/** An appointment as the service mix sees it. */
export interface BookedMix {
  staffId: string;
  status: string;
  services: readonly { id: string; durationMinutes: number; price: number }[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor((s.length - 1) / 2)]!;
};

function mixOf(bookings: readonly BookedMix[]): GapService[] {
  const byService = new Map<string, { minutes: number[]; prices: number[] }>();
  for (const b of bookings) {
    if (b.status === 'cancelled') continue;
    for (const line of b.services) {
      let entry = byService.get(line.id);
      if (!entry) byService.set(line.id, (entry = { minutes: [], prices: [] }));
      entry.minutes.push(line.durationMinutes);
      entry.prices.push(line.price);
    }
  }
  return expectedValues(
    [...byService.values()].map((e) => ({
      minutes: median(e.minutes),
      price: median(e.prices),
      bookings: e.minutes.length,
    })),
  );
}

/**
 * The service mix of recent appointments (cancelled ones left out): each
 * service at its usual length and price, weighted by how often it is booked,
 * for the salon and for each stylist who has some history.
 */
export function scheduleValuesFrom(bookings: readonly BookedMix[]): ScheduleValues {
  const byStaff = new Map<string, BookedMix[]>();
  for (const b of bookings) byStaff.set(b.staffId, [...(byStaff.get(b.staffId) ?? []), b]);
  const staff: Record<string, GapService[]> = {};
  for (const [id, list] of byStaff) {
    const mix = mixOf(list);
    if (mix.length > 0) staff[id] = mix;
  }
  return { salon: mixOf(bookings), staff };
}

/** One capacity table per stylist (their own mix, else the salon's). */
export function gapTablesFor(
  values: ScheduleValues,
  staffIds: readonly string[],
): Map<string, number[]> {
  const salon = capacityTable(values.salon, TABLE_MINUTES);
  return new Map(
    staffIds.map((id) => {
      const own = values.staff[id];
      return [id, own ? capacityTable(own, TABLE_MINUTES) : salon];
    }),
  );
}

/**
 * The starts to recommend: on each day, the ones that cost the day least (a
 * start's cost is its cheapest stylist's), at most three, and none on a day
 * where every start costs the same.
 */
export function recommendedStarts(
  slots: readonly { start: number; date: string; costs?: readonly number[] }[],
  most = 3,
): Set<number> {
  // rankStarts' choice, without ranking every start (this runs on every slot call).
  const byDate = new Map<string, { starts: number[]; costs: number[] }>();
  for (const s of slots) {
    if (!s.costs || s.costs.length === 0) continue;
    let day = byDate.get(s.date);
    if (!day) byDate.set(s.date, (day = { starts: [], costs: [] }));
    let cost = s.costs[0]!;
    for (const c of s.costs) if (c < cost) cost = c;
    day.starts.push(s.start);
    day.costs.push(cost);
  }
  const out = new Set<number>();
  for (const { starts, costs } of byDate.values()) {
    let cheapest = Infinity;
    let dearest = -Infinity;
    for (const c of costs) {
      if (c < cheapest) cheapest = c;
      if (c > dearest) dearest = c;
    }
    if (!(dearest > cheapest + 1e-9)) continue;
    const picks: number[] = [];
    for (let j = 0; j < costs.length; j++) if (costs[j]! <= cheapest + 0.5) picks.push(j);
    picks.sort((a, b) => costs[a]! - costs[b]! || a - b);
    for (const j of picks.slice(0, most)) out.add(starts[j]!);
  }
  return out;
}

// ---------------------------------------------------------------------------
// A day already booked

/** An appointment in a stylist's day: its busy parts (processing time left free). */
export interface PlannedAppointment {
  id: string;
  start: number;
  end: number;
  segments: readonly Interval[];
  /** Can be offered a new time (not started, not locked by the client or salon). */
  movable: boolean;
}

export interface StaffDayPlan {
  staffId: string;
  date: string;
  /** The stylist's working window and free time with no appointments in it. */
  base: StaffDay;
  appointments: PlannedAppointment[];
  table: readonly number[];
}

export interface DayFigures {
  workingMinutes: number;
  bookedMinutes: number;
  /** Booked minutes over working minutes (0 to 1). */
  fillRate: number;
  /** Free stretches too short for any service the stylist books. */
  gapMinutes: number;
  /** What the free time could hold in one piece, less what its pieces can hold (minor units). */
  lostValue: number;
}

const minutes = (ms: number) => ms / MINUTE;

/** Free time less the appointments' busy parts. */
export function freeTime(base: StaffDay, appointments: readonly PlannedAppointment[]): Interval[] {
  const busy = appointments
    .flatMap((a) => a.segments)
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const f of base.free) {
    let cursor = f.start;
    for (const b of busy) {
      if (b.end <= cursor || b.start >= f.end) continue;
      if (b.start > cursor) out.push({ start: cursor, end: b.start });
      cursor = Math.max(cursor, b.end);
    }
    if (cursor < f.end) out.push({ start: cursor, end: f.end });
  }
  return out;
}

/**
 * What the appointments' pieces lose: in each stretch of the stylist's own
 * free time (between breaks), what its free minutes could hold in one piece
 * less what the pieces left hold. A lunch break is not a gap.
 */
function lostIn(base: StaffDay, free: readonly Interval[], table: readonly number[]): number {
  let lost = 0;
  for (const stretch of base.free) {
    const lengths = free
      .filter((f) => f.start >= stretch.start && f.end <= stretch.end)
      .map((f) => minutes(f.end - f.start));
    const whole = capacity(
      table,
      lengths.reduce((a, b) => a + b, 0),
    );
    lost += Math.max(0, whole - lengths.reduce((sum, l) => sum + capacity(table, l), 0));
  }
  return lost;
}

export function dayFigures(plan: StaffDayPlan): DayFigures {
  const working = plan.base.free.reduce((m, f) => m + minutes(f.end - f.start), 0);
  const free = freeTime(plan.base, plan.appointments);
  const freeMinutes = free.reduce((m, f) => m + minutes(f.end - f.start), 0);
  const booked = Math.max(0, working - freeMinutes);
  return {
    workingMinutes: Math.round(working),
    bookedMinutes: Math.round(booked),
    fillRate: working > 0 ? booked / working : 0,
    gapMinutes: Math.round(
      free
        .map((f) => minutes(f.end - f.start))
        .filter((l) => capacity(plan.table, l) === 0)
        .reduce((a, b) => a + b, 0),
    ),
    lostValue: Math.round(lostIn(plan.base, free, plan.table)),
  };
}

/** A proposed new time for one appointment, and what it gives back to the day. */
export interface Move {
  appointmentId: string;
  staffId: string;
  date: string;
  from: number;
  to: number;
  /** Lost value recovered (minor units). */
  saving: number;
}

export interface MoveOptions {
  /** Never more than this far from the booked time. */
  maxShiftMinutes: number;
  /** Only appointments starting at or after this instant are offered a move. */
  notBefore: number;
  /** At most this many proposals. */
  maxMoves: number;
  /** Candidate starts step by this many minutes (besides starts flush with a neighbour). */
  stepMinutes: number;
}

export const DEFAULT_MOVE_OPTIONS: MoveOptions = {
  maxShiftMinutes: 120,
  notBefore: 0,
  maxMoves: 12,
  stepMinutes: 15,
};

const shifted = (a: PlannedAppointment, to: number): PlannedAppointment => {
  const d = to - a.start;
  return {
    ...a,
    start: to,
    end: a.end + d,
    segments: a.segments.map((s) => ({ start: s.start + d, end: s.end + d })),
  };
};

/** True when every busy part lies in free time and the whole visit in the working window. */
function fitsFree(day: StaffDay, free: readonly Interval[], a: PlannedAppointment): boolean {
  if (a.start < day.window.start || a.end > day.window.end) return false;
  const probe: StaffDay = { window: day.window, free: [...free] };
  return a.segments.every((s) => {
    const f = freeAt(probe, s.start);
    return f !== null && f.end >= s.end;
  });
}

/** The starts worth trying for one appointment: a grid around it and flush with each neighbour. */
function candidates(
  a: PlannedAppointment,
  free: readonly Interval[],
  options: MoveOptions,
): number[] {
  const out = new Set<number>();
  const step = Math.max(5, options.stepMinutes) * MINUTE;
  const reach = options.maxShiftMinutes * MINUTE;
  for (let d = -reach; d <= reach; d += step) if (d !== 0) out.add(a.start + d);
  const lead = (a.segments[0]?.start ?? a.start) - a.start;
  const tail = Math.max(a.end, a.segments.at(-1)?.end ?? a.end) - a.start;
  for (const f of free) {
    out.add(f.start - lead);
    out.add(f.end - tail);
  }
  return [...out].filter(
    (t) => t !== a.start && Math.abs(t - a.start) <= reach && t >= options.notBefore,
  );
}

interface Choice {
  move: Move;
  day: number;
  index: number;
  next: PlannedAppointment;
  hug: number;
  shift: number;
}

/** How far the appointment sits from its nearest neighbour (or the day's edge), in ms. */
function hugOf(free: readonly Interval[], a: PlannedAppointment): number {
  const first = a.segments[0]?.start ?? a.start;
  const last = Math.max(a.end, a.segments.at(-1)?.end ?? a.end);
  const around = free.find((f) => f.start <= first && f.end >= last);
  return around ? Math.min(first - around.start, around.end - last) : 0;
}

/**
 * Moves that close gaps: repeatedly the single move (one appointment to a new
 * start the same day, same stylist) that recovers the most lost value, until
 * none recovers anything or `maxMoves` are chosen. Each appointment moves at
 * most once (a client is asked once). Between moves that recover as much, the
 * one that leaves the appointment flush with a neighbour goes first (it closes
 * a gap rather than moving it, so a later move can close the next), then the
 * smaller shift.
 */
export function proposeMoves(
  plans: readonly StaffDayPlan[],
  options: MoveOptions = DEFAULT_MOVE_OPTIONS,
): Move[] {
  const days = plans.map((p) => ({ ...p, appointments: [...p.appointments] }));
  const moved = new Set<string>();
  const moves: Move[] = [];
  while (moves.length < options.maxMoves) {
    let best: Choice | null = null;
    days.forEach((plan, dayIndex) => {
      const before = lostIn(plan.base, freeTime(plan.base, plan.appointments), plan.table);
      if (before <= 0) return;
      plan.appointments.forEach((a, index) => {
        if (!a.movable || moved.has(a.id) || a.start < options.notBefore) return;
        const others = plan.appointments.filter((_, i) => i !== index);
        const free = freeTime(plan.base, others);
        for (const to of candidates(a, free, options)) {
          const next = shifted(a, to);
          if (!fitsFree(plan.base, free, next)) continue;
          const saving =
            before - lostIn(plan.base, freeTime(plan.base, [...others, next]), plan.table);
          if (saving < 1) continue;
          const hug = hugOf(free, next);
          const shift = Math.abs(to - a.start);
          const better =
            !best ||
            saving > best.move.saving + 0.5 ||
            (Math.abs(saving - best.move.saving) <= 0.5 &&
              (hug < best.hug || (hug === best.hug && shift < best.shift)));
          if (better) {
            best = {
              move: {
                appointmentId: a.id,
                staffId: plan.staffId,
                date: plan.date,
                from: a.start,
                to,
                saving: Math.round(saving),
              },
              day: dayIndex,
              index,
              next,
              hug,
              shift,
            };
          }
        }
      });
    });
    if (!best) break;
    const chosen: Choice = best;
    days[chosen.day]!.appointments[chosen.index] = chosen.next;
    moved.add(chosen.move.appointmentId);
    moves.push(chosen.move);
  }
  return moves;
}
