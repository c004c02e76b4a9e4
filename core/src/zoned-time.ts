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

/**
 * Converts wall-clock times of one local date to instants. Most days have one
 * offset all day, so conversion is arithmetic; a day with a daylight-saving
 * change checks each time against the zone.
 */
export class LocalDay {
  readonly origin: number;
  /** The offset in force before and after any change near this date. */
  private readonly before: number;
  private readonly after: number;
  private readonly constant: boolean;

  constructor(
    readonly isoDate: string,
    readonly timeZone: string,
  ) {
    this.origin = isoDateOrigin(isoDate);
    // Every instant of a local date lies within [origin - 14h, origin + 24h + 12h].
    this.before = offsetMinutesAt(this.origin - 14 * HOUR, timeZone);
    this.after = offsetMinutesAt(this.origin + 36 * HOUR, timeZone);
    this.constant =
      this.before === this.after &&
      offsetMinutesAt(this.origin + 12 * HOUR, timeZone) === this.before;
  }

  /** True when the day has a daylight-saving change (or a zone rule change). */
  get hasTransition(): boolean {
    return !this.constant;
  }

  /**
   * The instant the wall clock reads `minutes` after midnight, or null when
   * that reading does not exist (the hour skipped when clocks go forward).
   * A reading that happens twice (clocks going back) is its first occurrence.
   */
  exact(minutes: number): number | null {
    const local = this.origin + minutes * MINUTE;
    if (this.constant) return local - this.before * MINUTE;
    let best: number | null = null;
    for (const offset of [this.before, this.after]) {
      const instant = local - offset * MINUTE;
      if (offsetMinutesAt(instant, this.timeZone) === offset && (best === null || instant < best)) {
        best = instant;
      }
    }
    return best;
  }

  /**
   * Like `exact`, but a reading in the skipped hour moves forward by the gap
   * (02:30 on the spring-forward day is 03:30), as calendars do for the edges
   * of working hours and time off.
   */
  lenient(minutes: number): number {
    return this.exact(minutes) ?? this.origin + minutes * MINUTE - this.before * MINUTE;
  }
}

/** The instant of a wall-clock time on a date in a zone (lenient, see LocalDay). */
export function zonedInstant(isoDate: string, time: string, timeZone: string): number {
  return new LocalDay(isoDate, timeZone).lenient(minutesOf(time));
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
