// Calendar sync, the pure parts: the inputs of the calendar calls, folding
// iCalendar lines at 75 octets without splitting a character, a time zone's
// offset changes (for VTIMEZONE), and turning busy stretches into the
// per-date blocks the booking day documents hold. Shared by the server and
// the browser; nothing here reads or writes.
import { z } from 'zod';
import { zDocId } from './ids';
import { addDays, localParts, zonedInstant } from './zoned-time';

const ZOrgId = z.string().trim().pipe(zDocId('Not a salon id'));
const ZStaffId = z.string().trim().pipe(zDocId('Not a team member id'));

// ---------------------------------------------------------------------------
// Inputs

/** A feed address as people paste it: https, http or webcal (read as https). */
export const ZFeedUrl = z
  .string({ error: 'Paste the calendar’s address' })
  .trim()
  .min(1, 'Paste the calendar’s address')
  .max(2000, 'That address is too long')
  .transform((s) => s.replace(/^webcals?:\/\//i, 'https://'))
  .refine(
    (s) => /^https?:\/\/[^\s/?#@]+(:\d+)?([/?#]\S*)?$/i.test(s) && URL.canParse(s),
    'Use the calendar’s full address, starting with https:// or webcal://',
  );

const ZFeedName = z
  .string()
  .trim()
  .max(60, 'Use at most 60 characters')
  .default('')
  .transform((s) => s.replace(/\s+/g, ' '));

/** POST calendar/ical/process-ical: import a calendar by its address (fetched again on a schedule). */
export const ZProcessIcal = z.object({
  orgId: ZOrgId,
  staffId: ZStaffId,
  url: ZFeedUrl,
  name: ZFeedName,
});
export type ProcessIcal = z.input<typeof ZProcessIcal>;

/** The text fields of POST calendar/ical/upload (the .ics itself is the form's `file`). */
export const ZUploadIcal = z.object({ orgId: ZOrgId, staffId: ZStaffId, name: ZFeedName });

export const ZFeedRef = z.object({
  orgId: ZOrgId,
  feedId: z.string().trim().pipe(zDocId('Not a calendar id')),
});

/** POST calendar/ical/rotate: a new secret for a feed (null: the salon's own). */
export const ZRotateExport = z.object({ orgId: ZOrgId, staffId: ZStaffId.nullable() });

export const ZCalendarStatusQuery = z.object({
  orgId: ZOrgId,
  staffId: ZStaffId.optional(),
});

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-03-14');
const isIsoDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** GET calendar/busy: the busy time calendars add to the book, for up to a week of dates. */
export const ZBusyQuery = z
  .object({ orgId: ZOrgId, from: ZDate, to: ZDate, staffId: ZStaffId.optional() })
  // Zod runs this even when a date above was refused: only real dates are compared.
  .refine(
    (q) => !isIsoDay(q.from) || !isIsoDay(q.to) || (q.from <= q.to && addDays(q.from, 6) >= q.to),
    {
      message: 'Ask for one to seven days',
      path: ['to'],
    },
  );

/** The largest .ics accepted, uploaded or fetched. */
export const MAX_ICS_BYTES = 20 * 1024 * 1024;
/** Events in one calendar (recurring ones count once). */
export const MAX_FEED_EVENTS = 20_000;
/** How often a subscribed calendar is fetched again. */
export const FEED_REFRESH_MINUTES = 30;

/** When a feed is fetched next: every half hour, backing off after failures (at most 12 hours). */
export function nextFetchAfter(now: number, failures: number): number {
  const minutes = Math.min(FEED_REFRESH_MINUTES * 2 ** Math.max(0, failures), 12 * 60);
  return now + minutes * 60_000;
}

// ---------------------------------------------------------------------------
// Folding (RFC 5545 3.1)

/** The UTF-8 length of a string, in octets. */
export function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}
const octets = utf8Length;

/**
 * Folds one content line so no physical line is longer than 75 octets
 * (the leading space of a continuation counts), never inside a character.
 */
export function foldLine(line: string): string {
  if (octets(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = octets(ch);
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // a continuation line starts with a space
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Unfolds a calendar's text and folds every line again, with CRLF endings. */
export function refold(ics: string): string {
  return (
    ics
      .replace(/\r?\n[ \t]/g, '')
      .split(/\r?\n/)
      .filter((l) => l.length > 0)
      .map(foldLine)
      .join('\r\n') + '\r\n'
  );
}

// ---------------------------------------------------------------------------
// Time zones

export { offsetChanges, type OffsetChange } from './zoned-time';

/** Whether the runtime knows a zone by this IANA name. */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------
// Busy time as day blocks

export interface BusyStretch {
  start: number;
  end: number;
}

/** Overlapping or touching stretches as one, in order. */
export function mergeStretches(stretches: readonly BusyStretch[]): BusyStretch[] {
  const sorted = [...stretches].filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const out: BusyStretch[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/** An all-day event's stretch: local midnight of its first day to local midnight after its last. */
export function allDayStretch(firstDate: string, endDate: string, timeZone: string): BusyStretch {
  const last = endDate > firstDate ? endDate : addDays(firstDate, 1);
  return {
    start: zonedInstant(firstDate, '00:00', timeZone),
    end: zonedInstant(last, '00:00', timeZone),
  };
}

/**
 * Busy stretches by the salon-local dates they touch (a stretch that crosses
 * midnight is on both, as bookings are), limited to [fromDate, toDate].
 */
export function stretchesByDate(
  stretches: readonly BusyStretch[],
  timeZone: string,
  fromDate: string,
  toDate: string,
): Map<string, BusyStretch[]> {
  const byDate = new Map<string, BusyStretch[]>();
  for (const s of mergeStretches(stretches)) {
    let date = localParts(s.start, timeZone).date;
    const last = localParts(Math.max(s.start, s.end - 1), timeZone).date;
    if (date < fromDate) date = fromDate;
    for (let n = 0; date <= last && date <= toDate && n < 400; date = addDays(date, 1), n++) {
      const list = byDate.get(date) ?? [];
      list.push(s);
      byDate.set(date, list);
    }
  }
  return byDate;
}

/** A short, stable fingerprint of a date's stretches (to write only the dates that changed). */
export function stretchesKey(stretches: readonly BusyStretch[]): string {
  let h = 0x811c9dc5;
  for (const s of stretches) {
    for (const ch of `${s.start}-${s.end};`) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return `${stretches.length}:${h.toString(36)}`;
}

/** The block id of busy time from a calendar: never a booking's, so no sync touches a booking. */
export const externalBlockId = (sourceId: string) => `ext:${sourceId}`;
