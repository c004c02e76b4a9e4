// What a start time costs a stylist's day. Free time is worth what the
// services that fit in it can still earn: the most expected revenue a length
// of time can hold, packing the salon's services into it (an unbounded
// knapsack on five-minute steps, each service worth its price weighted by how
// often it is booked). Placing an appointment in a free stretch splits it
// into what is left before and after; the cost of a start is what the
// stretch was worth minus what the appointment and the two pieces left are
// still worth. A start flush against another appointment, leaving a piece any
// service fits, costs nothing; one leaving 20 minutes nothing fits costs what
// those minutes could have earned.

const STEP = 5;

/** A service as the day's time sees it: how long it takes a stylist, and what it brings. */
export interface GapService {
  minutes: number;
  /** Minor units: its price, weighted by how often it is booked (the most booked weighs 1). */
  value: number;
}

/** Services at their expected value: price × bookings / the most booked service's bookings. */
export function expectedValues(
  services: readonly { minutes: number; price: number; bookings: number }[],
): GapService[] {
  const most = Math.max(1, ...services.map((s) => s.bookings));
  return services
    .filter((s) => s.minutes > 0)
    .map((s) => ({ minutes: s.minutes, value: (s.price * Math.max(s.bookings, 0.5)) / most }));
}

/**
 * The most a length of free time can hold, for every length up to `maxMinutes`
 * (index: minutes / 5). Superadditive: two pieces never hold more than the whole.
 */
export function capacityTable(services: readonly GapService[], maxMinutes: number): number[] {
  const steps = Math.max(0, Math.floor(maxMinutes / STEP));
  const table = new Array<number>(steps + 1).fill(0);
  const items = services
    .map((s) => ({ steps: Math.ceil(s.minutes / STEP), value: s.value }))
    .filter((s) => s.steps > 0);
  for (let n = 1; n <= steps; n++) {
    let best = table[n - 1]!;
    for (const s of items) if (s.steps <= n) best = Math.max(best, table[n - s.steps]! + s.value);
    table[n] = best;
  }
  return table;
}

/** What `minutes` of free time can hold, from the table. */
export function capacity(table: readonly number[], minutes: number): number {
  const n = Math.floor(Math.max(0, minutes) / STEP);
  return table[Math.min(n, table.length - 1)] ?? 0;
}

/**
 * The cost of an appointment taking [start, end) out of the free stretch
 * [free.start, free.end) (minutes): what the stretch could hold, less what
 * the appointment's own length and the two pieces left can still hold.
 */
export function gapCost(
  table: readonly number[],
  free: { start: number; end: number },
  start: number,
  end: number,
): number {
  return stretchCost(table, free.end - free.start, start - free.start, end - free.start);
}

/** gapCost for a stretch of `length` minutes starting at 0 (the slot engine's hot path). */
export function stretchCost(
  table: readonly number[],
  length: number,
  start: number,
  end: number,
): number {
  const kept =
    capacity(table, end - start) + capacity(table, start) + capacity(table, length - end);
  return Math.max(0, capacity(table, length) - kept);
}

export interface RankedStart<T> {
  item: T;
  cost: number;
  recommended: boolean;
}

/**
 * The starts of one day, cheapest first (ties keep their time order), the
 * cheapest marked recommended (at most `most`, and only when some start
 * costs more: when every start is as good, none is singled out).
 */
export function rankStarts<T>(
  starts: readonly { item: T; cost: number }[],
  most = 3,
): RankedStart<T>[] {
  const sorted = starts.map((s, i) => ({ ...s, i })).sort((a, b) => a.cost - b.cost || a.i - b.i);
  const cheapest = sorted[0]?.cost ?? 0;
  // Costs carry a fraction that prefers starts flush with a neighbour: any difference counts.
  const differs = sorted.some((s) => s.cost > cheapest + 1e-9);
  return sorted.map((s, rank) => ({
    item: s.item,
    cost: s.cost,
    recommended: differs && rank < most && s.cost <= cheapest + 0.5,
  }));
}
