// Reading someone's calendar (.ics) as busy time, with ical.js: recurring
// events expanded (RRULE, RDATE, EXDATE, moved or cancelled occurrences),
// all-day events, floating times (the salon's zone), and TZID times converted
// through the runtime's time-zone data (or the file's own VTIMEZONE for names
// that are not IANA, like Outlook's "Eastern Standard Time"), so daylight
// saving changes land right. Free (TRANSPARENT) and cancelled events are not
// busy; nor are our own bookings read back from a feed.
import ICAL from 'ical.js';
import {
  MAX_FEED_EVENTS,
  allDayStretch,
  isKnownTimeZone,
  mergeStretches,
  type BusyStretch,
} from '@chairside/core/calendar';
import { zonedInstant } from '@chairside/core/zoned-time';

export interface IcsReading {
  stretches: BusyStretch[];
  /** Events in the file (a recurring event once). */
  events: number;
  /** Occurrences inside the window that count as busy. */
  busy: number;
  /** What was left out and why, in words (unknown time zones, too many repeats). */
  warnings: string[];
}

export class IcsProblem extends Error {}

/** How many occurrences of one recurring event are looked at before giving up on it. */
const MAX_OCCURRENCES = 50_000;
/** Years a busy time may fall in: a date outside them is a broken (or hostile) file. */
const YEARS = { first: 1900, last: 2200 };
/** The longest one event may last (a sabbatical); longer is a broken file. */
const MAX_EVENT_SECONDS = 400 * 86_400;
/** Repeats no salon's busy time has, and that cost millions of steps to follow. */
const TOO_OFTEN = new Set(['SECONDLY', 'MINUTELY']);
/** How long reading one calendar may take before the import gives up on it. */
export const READ_BUDGET_MS = 4_000;

type Skipped = 'dates' | 'length' | 'often';
const SKIPPED_WORDS: Record<Skipped, (n: number) => string> = {
  dates: (n) =>
    `${n === 1 ? 'has a date' : 'have dates'} we cannot read (an impossible date, a year before ${YEARS.first} or after ${YEARS.last}, or an end before the start)`,
  length: (n) => `${n === 1 ? 'lasts' : 'last'} more than 400 days`,
  often: (n) => `${n === 1 ? 'repeats' : 'repeat'} every second or minute`,
};

const yearOk = (t: unknown) =>
  !(t instanceof ICAL.Time) || (t.year >= YEARS.first && t.year <= YEARS.last);

/**
 * Why an event cannot be followed, checked on its raw values before ical.js
 * expands it (a start in the year 10007 or an hour-by-second repeat would
 * keep ical.js busy for minutes): null when it can.
 */
function skipReason(c: ICAL.Component): Skipped | null {
  try {
    const start = c.getFirstPropertyValue('dtstart');
    const end = c.getFirstPropertyValue('dtend');
    if (!yearOk(start) || !yearOk(end)) return 'dates';
    if (start instanceof ICAL.Time && end instanceof ICAL.Time) {
      const seconds = end.toUnixTime() - start.toUnixTime();
      if (seconds < 0) return 'dates';
      if (seconds > MAX_EVENT_SECONDS) return 'length';
    }
    const duration = c.getFirstPropertyValue('duration');
    if (duration instanceof ICAL.Duration && Math.abs(duration.toSeconds()) > MAX_EVENT_SECONDS)
      return 'length';
    for (const p of c.getAllProperties('rrule')) {
      const rule = p.getFirstValue();
      if (!(rule instanceof ICAL.Recur)) continue;
      if (TOO_OFTEN.has(rule.freq)) return 'often';
      if (!yearOk(rule.until)) return 'dates';
    }
    for (const name of ['rdate', 'exdate', 'recurrence-id']) {
      for (const p of c.getAllProperties(name)) if (!p.getValues().every(yearOk)) return 'dates';
    }
    return null;
  } catch {
    // ical.js reads a value when it is asked for: "DTEND:garbage" throws here.
    return 'dates';
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The busy stretches of a calendar between two instants. Throws IcsProblem
 * (with a message for people) when the text is not a calendar.
 */
export function readIcs(
  text: string,
  window: { from: number; to: number },
  timeZone: string,
  ownUidSuffix: string,
  { budgetMs = READ_BUDGET_MS, now = Date.now }: { budgetMs?: number; now?: () => number } = {},
): IcsReading {
  const deadline = now() + budgetMs;
  const inTime = () => {
    if (now() > deadline) {
      throw new IcsProblem(
        `This calendar takes too long to read (over ${Math.round(budgetMs / 1000)} seconds). Export a shorter range, or remove events that repeat very often.`,
      );
    }
  };
  const body = text.replace(/^\uFEFF/, '');
  if (!/BEGIN:VCALENDAR/i.test(body.slice(0, 2000))) {
    throw new IcsProblem('This is not an iCalendar (.ics) file: it has no BEGIN:VCALENDAR.');
  }
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(body));
  } catch (err) {
    throw new IcsProblem(
      `The calendar could not be read (${err instanceof Error ? err.message : 'malformed'}). Export it again from your calendar app.`,
    );
  }
  const calendar = root.name === 'vcalendar' ? root : root.getFirstSubcomponent('vcalendar');
  if (!calendar) throw new IcsProblem('This file holds no calendar.');

  const { instantOf, unknownZones } = zoneReader(calendar, timeZone);
  const unknownEvents = new Set<string>();
  const tzidOf = (c: ICAL.Component, prop: string): string | null => {
    const p = c.getFirstProperty(prop);
    const v = p?.getParameter('tzid');
    return typeof v === 'string' && v ? v : null;
  };

  const { masters, exceptions, exceptionsOf } = groupEvents(calendar);

  const stretches: BusyStretch[] = [];
  const warnings: string[] = [];
  const skipped = new Map<Skipped, number>();
  let busy = 0;
  let cut = 0;
  /** Whether an event can be followed; one that cannot is counted and left out. */
  const readable = (c: ICAL.Component) => {
    const why = skipReason(c);
    if (why) skipped.set(why, (skipped.get(why) ?? 0) + 1);
    return why === null;
  };

  const free = (c: ICAL.Component) =>
    String(c.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT' ||
    String(c.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

  /** Adds one occurrence; false once it starts after the window. */
  const add = (item: ICAL.Component, start: ICAL.Time, end: ICAL.Time): boolean => {
    if (start.isDate) {
      const first = `${start.year}-${pad(start.month)}-${pad(start.day)}`;
      const last = `${end.year}-${pad(end.month)}-${pad(end.day)}`;
      const s = allDayStretch(first, last, timeZone);
      if (s.start >= window.to) return false;
      if (!free(item) && s.end > window.from) {
        stretches.push(s);
        busy++;
      }
      return true;
    }
    const from = instantOf(start, tzidOf(item, 'dtstart'));
    const to = instantOf(end, tzidOf(item, item.hasProperty('dtend') ? 'dtend' : 'dtstart'));
    if (from === null || to === null) {
      unknownEvents.add(String(item.getFirstPropertyValue('uid')));
      return true;
    }
    if (from >= window.to) return false;
    if (!free(item) && to > window.from && to > from) {
      stretches.push({ start: Math.max(from, window.from), end: Math.min(to, window.to) });
      busy++;
    }
    return true;
  };

  for (const [uid, master] of masters) {
    if (ownUidSuffix && uid.endsWith(ownUidSuffix)) continue;
    inTime();
    const moved = (exceptionsOf.get(uid) ?? []).filter(readable);
    if (!readable(master)) continue;
    // Its exceptions are handed over: left alone, ical.js looks for them among
    // every event of the file, for every event (10,000 events took 6 s).
    const event = new ICAL.Event(master, { exceptions: moved });
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      add(master, event.startDate, event.endDate ?? event.startDate);
      continue;
    }
    const it = event.iterator();
    let n = 0;
    for (let next = it.next(); next; next = it.next()) {
      if (++n > MAX_OCCURRENCES) {
        cut++;
        break;
      }
      if (n % 1000 === 0) inTime();
      const details = event.getOccurrenceDetails(next);
      if (!add(details.item.component, details.startDate, details.endDate)) break;
    }
  }
  // A moved occurrence whose series is not in the file still takes its time.
  for (const ex of exceptions) {
    const uid = String(ex.getFirstPropertyValue('uid'));
    if (masters.has(uid) || (ownUidSuffix && uid.endsWith(ownUidSuffix))) continue;
    if (!readable(ex)) continue;
    const e = new ICAL.Event(ex);
    if (e.startDate) add(ex, e.startDate, e.endDate ?? e.startDate);
  }

  warnings.push(...warningsOf(unknownZones, unknownEvents, skipped, cut));
  return { stretches: mergeStretches(stretches), events: masters.size, busy, warnings };
}

/**
 * Instants for a file's times: UTC, a TZID (the runtime's time-zone data, or
 * the file's own VTIMEZONE for names that are not IANA), or floating (the
 * salon's zone); the zones nobody knows are collected.
 */
function zoneReader(calendar: ICAL.Component, timeZone: string) {
  // Zones the file defines itself, by their TZID.
  const ownZones = new Map<string, ICAL.Timezone>();
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = String(vtz.getFirstPropertyValue('tzid') ?? '');
    if (tzid) ownZones.set(tzid, new ICAL.Timezone(vtz));
  }
  const unknownZones = new Set<string>();

  /** An instant for a time of the file: UTC, a TZID, or floating (the salon's zone). */
  const instantOf = (t: ICAL.Time, tzid: string | null): number | null => {
    if (t.zone === ICAL.Timezone.utcTimezone) return t.toUnixTime() * 1000;
    const wall = `${pad(t.hour)}:${pad(t.minute)}`;
    const date = `${t.year}-${pad(t.month)}-${pad(t.day)}`;
    const seconds = t.second * 1000;
    if (!tzid) return zonedInstant(date, wall, timeZone) + seconds;
    const iana = tzid.replace(/^\/+/, '');
    if (isKnownTimeZone(iana)) return zonedInstant(date, wall, iana) + seconds;
    const own = ownZones.get(tzid);
    if (own) {
      const local = new ICAL.Time(
        {
          year: t.year,
          month: t.month,
          day: t.day,
          hour: t.hour,
          minute: t.minute,
          second: t.second,
        },
        own,
      );
      return local.toUnixTime() * 1000;
    }
    unknownZones.add(tzid);
    return null;
  };
  return { instantOf, unknownZones };
}

/** What was left out, in words. */
function warningsOf(
  unknownZones: Set<string>,
  unknownEvents: Set<string>,
  skipped: Map<Skipped, number>,
  cut: number,
): string[] {
  const warnings: string[] = [];
  if (unknownZones.size) {
    warnings.push(
      `${unknownEvents.size.toLocaleString('en-US')} ${unknownEvents.size === 1 ? 'event uses' : 'events use'} a time zone we do not know (${[...unknownZones].slice(0, 3).join(', ')}); ${unknownEvents.size === 1 ? 'it was' : 'they were'} left out.`,
    );
  }
  for (const [why, n] of skipped) {
    warnings.push(
      `${n.toLocaleString('en-US')} ${n === 1 ? 'event' : 'events'} ${SKIPPED_WORDS[why](n)}; ${n === 1 ? 'it was' : 'they were'} left out.`,
    );
  }
  if (cut) {
    warnings.push(
      `${cut} repeating event${cut === 1 ? '' : 's'} repeat too often to follow to the end; later repeats were left out.`,
    );
  }
  return warnings;
}

/** A file's events: each series' master by uid, and the moved occurrences (by series). */
function groupEvents(calendar: ICAL.Component) {
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Component>();
  const exceptions: ICAL.Component[] = [];
  const exceptionsOf = new Map<string, ICAL.Component[]>();
  for (const v of vevents) {
    if (v.hasProperty('recurrence-id')) {
      exceptions.push(v);
      const uid = String(v.getFirstPropertyValue('uid'));
      exceptionsOf.set(uid, [...(exceptionsOf.get(uid) ?? []), v]);
    } else masters.set(String(v.getFirstPropertyValue('uid') ?? `no-uid-${masters.size}`), v);
  }
  if (masters.size > MAX_FEED_EVENTS) {
    throw new IcsProblem(
      `This calendar has ${masters.size.toLocaleString('en-US')} events; at most ${MAX_FEED_EVENTS.toLocaleString('en-US')} can be imported. Export a shorter range.`,
    );
  }
  return { masters, exceptions, exceptionsOf };
}
