// A salon's or a stylist's appointments as a subscribed calendar (RFC 5545),
// built with ical.js: times in the salon's zone with its VTIMEZONE (offset
// changes written out from the runtime's time-zone data, so any calendar app
// places them right across daylight saving), stable UIDs, a SEQUENCE that
// grows with every change, cancelled appointments kept as STATUS:CANCELLED
// so subscribers drop them, and lines folded at 75 octets.
import ICAL from 'ical.js';
import { offsetChanges, refold } from '@chairside/core/calendar';
import { PRODUCT_NAME } from '@chairside/core/product';
import {
  LocalDay,
  localParts,
  minutesOf,
  offsetMinutesAt,
  wallClockAt,
} from '@chairside/core/zoned-time';

export interface FeedEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  created: Date;
  updated: Date;
  url: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "-0500" for -300 minutes. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const m = Math.abs(minutes);
  return `${sign}${pad(Math.floor(m / 60))}${pad(m % 60)}`;
}

/** A wall-clock time in the zone, as an ical.js floating time (written with TZID). */
function wallTime(ms: number, timeZone: string): ICAL.Time {
  const w = wallClockAt(ms, timeZone);
  return ICAL.Time.fromData({
    year: w.year,
    month: w.month,
    day: w.day,
    hour: w.hour,
    minute: w.minute,
    second: 0,
    isDate: false,
  });
}

/**
 * A start or end in the salon's zone (TZID). A reading of the clock that
 * happens twice (the hour clocks go back) is ambiguous with a TZID, which
 * calendars read as its first pass, so such a time is written in UTC.
 */
function addTime(v: ICAL.Component, name: 'dtstart' | 'dtend', ms: number, timeZone: string) {
  const { date, time } = localParts(ms, timeZone);
  if (LocalDay.of(date, timeZone).repeats(minutesOf(time))) {
    v.addPropertyWithValue(name, ICAL.Time.fromJSDate(new Date(ms), true));
    return;
  }
  v.addPropertyWithValue(name, wallTime(ms, timeZone)).setParameter('tzid', timeZone);
}

/** VTIMEZONE for the zone over a span: each offset change written out as its own observance. */
export function vtimezone(timeZone: string, from: number, to: number): ICAL.Component {
  const tz = new ICAL.Component('vtimezone');
  tz.addPropertyWithValue('tzid', timeZone);
  tz.addPropertyWithValue('x-lic-location', timeZone);
  const changes = offsetChanges(timeZone, from, to);
  const first = changes[0]?.from ?? offsetMinutesAt(from, timeZone);
  const observance = (kind: 'standard' | 'daylight', at: number, before: number, after: number) => {
    const c = new ICAL.Component(kind);
    // DTSTART is the local time of the change as the clocks read before it.
    c.addPropertyWithValue('dtstart', shifted(at, before));
    c.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromString(utcOffset(before)));
    c.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromString(utcOffset(after)));
    tz.addSubcomponent(c);
  };
  observance('standard', from, first, first);
  for (const c of changes) observance(c.to > c.from ? 'daylight' : 'standard', c.at, c.from, c.to);
  return tz;
}

/** The wall time `offset` minutes from UTC at an instant (the clocks before a change). */
function shifted(at: number, offsetMinutes: number): ICAL.Time {
  const d = new Date(at + offsetMinutes * 60_000);
  return ICAL.Time.fromData({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: 0,
    isDate: false,
  });
}

/** The whole feed, CRLF and folded. */
export function feedIcs(args: {
  name: string;
  timeZone: string;
  events: readonly FeedEvent[];
  now: Date;
  /** The span the VTIMEZONE covers (the events' span, with room either side). */
  from: number;
  to: number;
}): string {
  const cal = new ICAL.Component(['vcalendar', [], []]);
  cal.addPropertyWithValue('prodid', `-//${PRODUCT_NAME}//Calendar feed//EN`);
  cal.addPropertyWithValue('version', '2.0');
  cal.addPropertyWithValue('calscale', 'GREGORIAN');
  cal.addPropertyWithValue('method', 'PUBLISH');
  cal.addPropertyWithValue('x-wr-calname', args.name);
  cal.addPropertyWithValue('x-wr-timezone', args.timeZone);
  // Asks calendar apps that honour it to fetch again within the hour.
  cal
    .addPropertyWithValue('refresh-interval', ICAL.Duration.fromString('PT1H'))
    .setParameter('value', 'DURATION');
  cal.addPropertyWithValue('x-published-ttl', 'PT1H');
  cal.addSubcomponent(vtimezone(args.timeZone, args.from, args.to));
  const stamp = ICAL.Time.fromJSDate(args.now, true);
  for (const e of args.events) {
    const v = new ICAL.Component('vevent');
    v.addPropertyWithValue('uid', e.uid);
    v.addPropertyWithValue('dtstamp', stamp);
    addTime(v, 'dtstart', e.start.getTime(), args.timeZone);
    addTime(v, 'dtend', e.end.getTime(), args.timeZone);
    // Grows with every change (whole seconds since the appointment was made).
    v.addPropertyWithValue(
      'sequence',
      Math.max(0, Math.floor((e.updated.getTime() - e.created.getTime()) / 1000)),
    );
    v.addPropertyWithValue('created', ICAL.Time.fromJSDate(e.created, true));
    v.addPropertyWithValue('last-modified', ICAL.Time.fromJSDate(e.updated, true));
    v.addPropertyWithValue('summary', e.summary);
    if (e.description) v.addPropertyWithValue('description', e.description);
    if (e.location) v.addPropertyWithValue('location', e.location);
    v.addPropertyWithValue('status', e.status);
    v.addPropertyWithValue('transp', e.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE');
    if (e.url) v.addPropertyWithValue('url', e.url);
    cal.addSubcomponent(v);
  }
  return refold(cal.toString());
}
