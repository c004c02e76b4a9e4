// Wall-clock time in a salon's IANA time zone, converted to and from instants
// (epoch milliseconds) with the platform's Intl data. Pure: no Date parsing of
// strings, no reliance on the machine's own zone.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY_MS = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock reading of an instant in a zone. */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out['year']!,
    month: out['month']!,
    day: out['day']!,
    hour: out['hour']! % 24,
    minute: out['minute']!,
  };
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
export function offsetMinutesAt(instant: number, timeZone: string): number {
  const w = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return Math.round((asUtc - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/** Midnight UTC of an ISO calendar date (the date's "floating" origin). */
export function isoDateOrigin(isoDate: string): number {
  const y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  const d = Number(isoDate.slice(8, 10));
  return Date.UTC(y, m - 1, d);
}

/** The ISO date a number of days after another. */
export function addDays(isoDate: string, days: number): string {
  return new Date(isoDateOrigin(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6. */
export function weekdayIndex(isoDate: string): number {
  return (new Date(isoDateOrigin(isoDate)).getUTCDay() + 6) % 7;
}

/** "HH:MM" → minutes after midnight. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes after midnight → "HH:MM". */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export interface OffsetChange {
  /** The instant of the change. */
  at: number;
  /** Minutes east of UTC before and after. */
  from: number;
  to: number;
}

/** The offset changes of a zone between two instants (found by day, then to the minute). */
export function offsetChanges(timeZone: string, from: number, to: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let t = from;
  let offset = offsetMinutesAt(t, timeZone);
  while (t < to) {
    const next = Math.min(t + DAY_MS, to);
    const after = offsetMinutesAt(next, timeZone);
    if (after !== offset) {
      let lo = t;
      let hi = next;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / (2 * MINUTE)) * MINUTE;
        if (offsetMinutesAt(mid, timeZone) === offset) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, from: offset, to: after });
      offset = after;
    }
    t = next;
  }
  return changes;
}

const DAY_CACHE_LIMIT = 4096;
const dayCache = new Map<string, LocalDay>();

/**
 * Converts wall-clock times of one local date to instants. The zone is asked
 * once per date (three readings, and a search to the minute on the rare date
 * near a change), never per time: most days have one offset all day and
 * convert by arithmetic; a day that really contains a change converts against
 * its two offsets. `LocalDay.of` shares the answer across calls.
 */
export class LocalDay {
  readonly origin: number;
  /** The offset at the start of the day, and at its end (equal unless the day has a change). */
  readonly before: number;
  readonly after: number;
  /** The instant the offset changes within this local date, or null on an ordinary day. */
  readonly change: number | null;

  /** The day of a zone, computed once and shared (the object never changes). */
  static of(isoDate: string, timeZone: string): LocalDay {
    const key = `${timeZone}|${isoDate}`;
    let day = dayCache.get(key);
    if (!day) {
      if (dayCache.size >= DAY_CACHE_LIMIT) dayCache.clear();
      day = new LocalDay(isoDate, timeZone);
      dayCache.set(key, day);
    }
    return day;
  }

  constructor(
    readonly isoDate: string,
    readonly timeZone: string,
  ) {
    this.origin = isoDateOrigin(isoDate);
    // Every instant of a local date lies within [origin - 14h, origin + 24h + 12h].
    const changes = offsetChanges(timeZone, this.origin - 14 * HOUR, this.origin + 38 * HOUR);
    let offset = changes[0]?.from ?? offsetMinutesAt(this.origin, timeZone);
    let before: number | null = null;
    let change: number | null = null;
    for (const c of changes) {
      // The change belongs to the date of the first reading it touches: the
      // first skipped one when clocks go forward (read before the change),
      // the first repeated one when they go back (read after it). So a zone
      // that goes back from midnight to 23:00 (Santiago, Beirut) repeats the
      // Saturday's last hour, and that Saturday is the day with the change.
      const reading = c.at + Math.min(c.from, c.to) * MINUTE;
      if (reading < this.origin) offset = c.to;
      else if (reading < this.origin + DAY_MS && change === null) {
        before = offset;
        change = c.at;
        offset = c.to;
      }
    }
    this.before = before ?? offset;
    this.after = offset;
    this.change = change;
  }

  /** True when the day has a daylight-saving change (or a zone rule change). */
  get hasTransition(): boolean {
    return this.change !== null;
  }

  /** The offset in force at an instant of this day. */
  private offsetAt(instant: number): number {
    return this.change !== null && instant >= this.change ? this.after : this.before;
  }

  /**
   * Every instant the wall clock reads `minutes` after midnight, earliest
   * first: none in the hour skipped when clocks go forward, two in the hour
   * repeated when they go back, one otherwise.
   */
  instants(minutes: number): number[] {
    const local = this.origin + minutes * MINUTE;
    if (this.change === null) return [local - this.before * MINUTE];
    const out: number[] = [];
    for (const offset of [this.before, this.after]) {
      const instant = local - offset * MINUTE;
      if (this.offsetAt(instant) === offset && !out.includes(instant)) out.push(instant);
    }
    return out.sort((a, b) => a - b);
  }

  /**
   * The instant the wall clock reads `minutes` after midnight, or null when
   * that reading does not exist (the hour skipped when clocks go forward).
   * A reading that happens twice (clocks going back) is its first occurrence.
   */
  exact(minutes: number): number | null {
    if (this.change === null) return this.origin + (minutes - this.before) * MINUTE;
    return this.instants(minutes)[0] ?? null;
  }

  /**
   * Like `exact`, but a reading in the skipped hour moves forward by the gap
   * (02:30 on the spring-forward day is 03:30), as calendars do for the edges
   * of working hours and time off.
   */
  lenient(minutes: number): number {
    return this.exact(minutes) ?? this.origin + (minutes - this.before) * MINUTE;
  }

  /** Whether a reading of the clock happens twice this day (the hour clocks go back). */
  repeats(minutes: number): boolean {
    return this.change !== null && this.instants(minutes).length > 1;
  }
}

/** The instant of a wall-clock time on a date in a zone (lenient, see LocalDay). */
export function zonedInstant(isoDate: string, time: string, timeZone: string): number {
  return LocalDay.of(isoDate, timeZone).lenient(minutesOf(time));
}

/** The local date (YYYY-MM-DD) and time (HH:MM) of an instant in a zone. */
export function localParts(instant: number, timeZone: string): { date: string; time: string } {
  const w = wallClockAt(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
  };
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant: "EDT", "EST" ("GMT+1" where no abbreviation is common). */
export function zoneAbbreviation(instant: number, timeZone: string): string {
  let f = zoneNames.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, f);
  }
  return f.formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/**
 * " EDT" or " EST" when the clock reading of an instant happens twice that
 * day (the hour clocks go back), so the two passes read apart; else "".
 */
export function repeatedReadingSuffix(instant: number, timeZone: string): string {
  const { date, time } = localParts(instant, timeZone);
  return LocalDay.of(date, timeZone).repeats(minutesOf(time))
    ? ` ${zoneAbbreviation(instant, timeZone)}`
    : '';
}
