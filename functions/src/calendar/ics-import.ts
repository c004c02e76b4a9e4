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
): IcsReading {
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

  // Zones the file defines itself, by their TZID.
  const ownZones = new Map<string, ICAL.Timezone>();
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = String(vtz.getFirstPropertyValue('tzid') ?? '');
    if (tzid) ownZones.set(tzid, new ICAL.Timezone(vtz));
  }
  const unknownZones = new Set<string>();
  const unknownEvents = new Set<string>();

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
  const tzidOf = (c: ICAL.Component, prop: string): string | null => {
    const p = c.getFirstProperty(prop);
    const v = p?.getParameter('tzid');
    return typeof v === 'string' && v ? v : null;
  };

  const { masters, exceptions, exceptionsOf } = groupEvents(calendar);

  const stretches: BusyStretch[] = [];
  const warnings: string[] = [];
  let busy = 0;
  let cut = 0;

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
    // Its exceptions are handed over: left alone, ical.js looks for them among
    // every event of the file, for every event (10,000 events took 6 s).
    const event = new ICAL.Event(master, { exceptions: exceptionsOf.get(uid) ?? [] });
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
      const details = event.getOccurrenceDetails(next);
      if (!add(details.item.component, details.startDate, details.endDate)) break;
    }
  }
  // A moved occurrence whose series is not in the file still takes its time.
  for (const ex of exceptions) {
    const uid = String(ex.getFirstPropertyValue('uid'));
    if (masters.has(uid) || (ownUidSuffix && uid.endsWith(ownUidSuffix))) continue;
    const e = new ICAL.Event(ex);
    if (e.startDate) add(ex, e.startDate, e.endDate ?? e.startDate);
  }

  if (unknownZones.size) {
    warnings.push(
      `${unknownEvents.size.toLocaleString('en-US')} ${unknownEvents.size === 1 ? 'event uses' : 'events use'} a time zone we do not know (${[...unknownZones].slice(0, 3).join(', ')}); ${unknownEvents.size === 1 ? 'it was' : 'they were'} left out.`,
    );
  }
  if (cut) {
    warnings.push(
      `${cut} repeating event${cut === 1 ? '' : 's'} repeat too often to follow to the end; later repeats were left out.`,
    );
  }
  return { stretches: mergeStretches(stretches), events: masters.size, busy, warnings };
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
