// What a calendar connection remembers besides its tokens, in documents that
// stay small however long the connection lives: each appointment written to
// the member's calendar (pushedEvents/{bookingId}, deleted by Firestore's TTL
// a day after it ends), and each busy calendar's events in the booking window
// (busyCalendars/{key}, one document per calendar, capped). Older connections
// kept both as maps in the secret document; they move here on first read.
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { CalendarConnectionSecretRecord } from '@chairside/core/records/calendar';
import { db } from '../firebase';
import {
  busyCalendarsCollection,
  calendarConnectionSecretDoc,
  pushedEventsCollection,
} from '../records/calendar';
import { getAll } from '../records/repository';

/** An appointment is remembered for a day after it ends (then TTL deletes it). */
export const PUSH_KEEP_MS = 86_400_000;

export interface PushedEvent {
  eventId: string;
  calendarId: string;
  end: number;
}

/** Busy events by calendar, then by event id. */
export type BusyEvents = Record<string, Record<string, string>>;

/** A calendar id as a document id (they hold '@', '/', and run long). */
export const calendarKey = (calendarId: string) =>
  createHash('sha256').update(calendarId).digest('base64url').slice(0, 32);

const pushedData = (bookingId: string, e: PushedEvent) => ({
  id: bookingId,
  eventId: e.eventId,
  calendarId: e.calendarId,
  end: e.end,
  expiresAt: new Date(e.end + PUSH_KEEP_MS),
});

/** The pushed event of each appointment asked for (one read each). */
export async function pushedFor(
  orgId: string,
  id: string,
  bookingIds: readonly string[],
): Promise<Map<string, PushedEvent>> {
  const col = pushedEventsCollection(orgId, id);
  const snaps = await getAll(bookingIds.map((b) => col.doc(b)));
  return new Map(
    snaps.flatMap((s) => {
      const d = s.data();
      return d
        ? [[s.id, { eventId: d.eventId, calendarId: d.calendarId, end: d.end }] as const]
        : [];
    }),
  );
}

/** Every appointment the connection still remembers writing (moving calendars, disconnecting). */
export async function allPushed(orgId: string, id: string): Promise<Map<string, PushedEvent>> {
  const snap = await pushedEventsCollection(orgId, id).get();
  return new Map(
    snap.docs.map((d) => {
      const e = d.data();
      return [d.id, { eventId: e.eventId, calendarId: e.calendarId, end: e.end }] as const;
    }),
  );
}

/** Remembers (or, with null, forgets) the events of appointments. */
export async function savePushed(
  orgId: string,
  id: string,
  changes: ReadonlyMap<string, PushedEvent | null>,
): Promise<void> {
  if (!changes.size) return;
  const col = pushedEventsCollection(orgId, id);
  const writer = db().bulkWriter();
  for (const [bookingId, e] of changes) {
    void (e
      ? writer.set(col.doc(bookingId), pushedData(bookingId, e))
      : writer.delete(col.doc(bookingId)));
  }
  await writer.close();
}

/** Appointments remembered that have not ended over a day ago (TTL may lag a day). */
export async function pushedCount(orgId: string, id: string, now: Date): Promise<number> {
  const counted = await pushedEventsCollection(orgId, id)
    .where('end', '>', now.getTime() - PUSH_KEEP_MS)
    .count()
    .get();
  return counted.data().count;
}

/**
 * Which of these event ids, read back from `calendarId`, are appointments we
 * wrote there (never busy time). A few changes cost a read or two; a full
 * read of the calendar reads what we pushed to it once.
 */
export async function ourEvents(
  orgId: string,
  id: string,
  calendarId: string,
  eventIds: readonly string[],
): Promise<Set<string>> {
  if (!eventIds.length) return new Set();
  const col = pushedEventsCollection(orgId, id);
  if (eventIds.length > 30) {
    const snap = await col.where('calendarId', '==', calendarId).get();
    return new Set(snap.docs.map((d) => d.data().eventId));
  }
  const snap = await col
    .where('calendarId', '==', calendarId)
    .where('eventId', 'in', [...eventIds])
    .get();
  return new Set(snap.docs.map((d) => d.data().eventId));
}

/** The busy events kept for these calendars. */
export async function loadBusy(
  orgId: string,
  id: string,
  calendarIds: Iterable<string>,
): Promise<BusyEvents> {
  const col = busyCalendarsCollection(orgId, id);
  const ids = [...calendarIds];
  const snaps = await getAll(ids.map((c) => col.doc(calendarKey(c))));
  const out: BusyEvents = {};
  snaps.forEach((s, i) => {
    const d = s.data();
    if (d) out[ids[i]!] = d.events;
  });
  return out;
}

/** Writes the calendars whose events changed; calendars no longer read are let go. */
export async function saveBusy(
  orgId: string,
  id: string,
  before: BusyEvents,
  after: BusyEvents,
): Promise<void> {
  const col = busyCalendarsCollection(orgId, id);
  const writer = db().bulkWriter();
  for (const [calendarId, events] of Object.entries(after)) {
    if (JSON.stringify(before[calendarId]) === JSON.stringify(events)) continue;
    void writer.set(col.doc(calendarKey(calendarId)), {
      id: calendarKey(calendarId),
      calendarId,
      events,
    });
  }
  for (const calendarId of Object.keys(before)) {
    if (!(calendarId in after)) void writer.delete(col.doc(calendarKey(calendarId)));
  }
  await writer.close();
}

/**
 * Moves an older connection's maps into their documents (once): the busy
 * events of each calendar, and the appointments that have not ended a day ago.
 */
export async function moveLegacyMaps(
  orgId: string,
  id: string,
  secret: CalendarConnectionSecretRecord,
  now: Date,
): Promise<CalendarConnectionSecretRecord> {
  const hasEvents = Object.keys(secret.events).length > 0;
  const hasPushed = Object.keys(secret.pushed).length > 0;
  if (!hasEvents && !hasPushed) return secret;
  const kept = Object.entries(secret.pushed).flatMap(([bookingId, e]) =>
    e.end === undefined || e.end > now.getTime() - PUSH_KEEP_MS
      ? [
          [
            bookingId,
            { eventId: e.eventId, calendarId: e.calendarId, end: e.end ?? now.getTime() },
          ] as const,
        ]
      : [],
  );
  await savePushed(orgId, id, new Map(kept));
  if (hasEvents) await saveBusy(orgId, id, {}, secret.events);
  await calendarConnectionSecretDoc(orgId, id).update({
    events: FieldValue.delete(),
    pushed: FieldValue.delete(),
  });
  return { ...secret, events: {}, pushed: {} };
}

/** Deletes the connection's secret with everything it remembers. */
export async function dropConnectionStore(orgId: string, id: string): Promise<void> {
  await db().recursiveDelete(calendarConnectionSecretDoc(orgId, id));
}
