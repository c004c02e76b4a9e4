// Connected calendars: a team member's Google Calendar or Outlook, both ways.
// In: the calendars they choose count as busy time, read incrementally (sync
// tokens, delta links; an expired cursor starts a full read) when a push
// notification arrives and every 15 minutes anyway, because delivery is not
// guaranteed. Busy time goes into the booking day documents like an iCal
// import's (`ext:<connectionId>`), so the slot call reads nothing more and no
// sync touches a booking. Out: their appointments are written to the calendar
// they choose, created, moved and cancelled with the booking, and tagged so
// they are never read back as busy time. Tokens are sealed at rest; a revoked
// grant, a rate limit or an outage keeps the last good busy time and says why.
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  allDayStretch,
  mergeStretches,
  stretchesByDate,
  type BusyStretch,
} from '@chairside/core/calendar';
import {
  CONNECT_PROVIDERS,
  PROVIDER_NAMES,
  RECONCILE_MINUTES,
  WATCH_MS,
  needsRenewal,
  packStretch,
  unpackStretch,
  type ConnectCallback,
  type ConnectProvider,
} from '@chairside/core/calendar-connect';
import type {
  ConnectStatus,
  ConnectTest,
  ConnectionView,
} from '@chairside/core/contracts/calendar';
import type { BookingRecord } from '@chairside/core/records/booking';
import type {
  CalendarConnectionRecord,
  CalendarConnectionSecretRecord,
  Watch,
} from '@chairside/core/records/calendar';
import { ApiError, notConfigured } from '../http/api-error';
import type { Caller } from '../http/auth';
import { bookingsCollection } from '../records/bookings';
import {
  allCalendarConnections,
  calendarChannelDoc,
  calendarConnectionDoc,
  calendarConnectionSecretDoc,
  calendarConnectionsCollection,
} from '../records/calendar';
import { db } from '../firebase';
import { servicesLabel } from '../bookings';
import { resolveSalon, type SalonContext } from '../platform/salon';
import {
  credentialsFor,
  isConfigured,
  notifyAddress,
  redirectUri,
  sameSecret,
  seal,
  setupText,
  signState,
  sealingKey,
  tokenKey,
  unseal,
  verifyState,
} from './connect-config';
import { ProviderProblem, type ProviderApp, type PushEvent, type Tokens } from './providers/types';
import { assertFor, managesAll, memberOf, staffNameOf, windowOf, writeBusy } from './shared';
import { errorMessage } from '../platform/errors';
import { isDocId } from '@chairside/core/ids';
import { orgIdOfPath } from '../platform/ids';
import { timeOf, type DueKind } from '../platform/due';
import {
  allPushed,
  dropConnectionStore,
  loadBusy,
  moveLegacyMaps,
  ourEvents,
  pushedCount,
  pushedFor,
  saveBusy,
  savePushed,
  type BusyEvents,
  type PushedEvent,
} from './connection-store';

const iso = (d: Date | null) => d?.toISOString() ?? null;
export const connectionId = (p: ConnectProvider, staffId: string) => `${p}_${staffId}`;
/** Pushed appointments: from a day ago, as far ahead as the first read goes. */
const PUSH_FROM_MS = 86_400_000;
/**
 * Busy events kept per calendar, each calendar in its own document: an
 * Outlook event id is about 150 characters, so 4,000 stay well under
 * Firestore's 1 MiB document limit (Google's ids are shorter). Events that
 * ended before the booking window are dropped each read.
 */
const MAX_EVENTS = 4_000;

/** The provider's client, loaded when first needed (ARCHITECTURE: heavy libraries load lazily). */
async function appFor(p: ConnectProvider): Promise<ProviderApp> {
  const creds = credentialsFor(p);
  if (!creds || !tokenKey()) {
    throw notConfigured(
      `${PROVIDER_NAMES[p]} is not available on this Chairside yet. The iCal feeds on this page work with it meanwhile.`,
      setupText(p),
    );
  }
  if (p === 'google') return (await import('./providers/google')).googleApp(creds);
  return (await import('./providers/outlook')).outlookApp(creds);
}

function view(r: CalendarConnectionRecord): ConnectionView {
  return {
    id: r.id,
    provider: r.provider,
    staffId: r.staffId,
    staffName: r.staffName,
    account: r.account,
    status: r.status,
    message: r.message,
    calendars: r.calendars,
    pushCalendarId: r.pushCalendarId,
    busy: r.busy,
    pushed: r.pushed,
    watching: r.watching,
    watchExpiresAt: iso(r.watchExpiresAt),
    lastSyncAt: iso(r.lastSyncAt),
    lastSuccessAt: iso(r.lastSuccessAt),
    nextSyncAt: iso(r.nextSyncAt),
  };
}

// ---------------------------------------------------------------------------
// Status, sign-in

export async function connectStatus(
  caller: Caller,
  p: ConnectProvider,
  orgId: string,
  staffId?: string,
): Promise<ConnectStatus> {
  const m = await memberOf(caller, orgId);
  const all = managesAll(m);
  const whose = staffId ?? (all ? null : m.staffId);
  if (whose !== null) assertFor(m, whose);
  const query = calendarConnectionsCollection(orgId).where('provider', '==', p);
  const found = await (whose ? query.where('staffId', '==', whose) : query).limit(200).get();
  return {
    provider: p,
    configured: isConfigured(p),
    // What the server lacks, in settings' names: for the platform's administrators only.
    setup: caller.superAdmin ? setupText(p) : '',
    redirectUri: redirectUri(p),
    notifications: notifyAddress(p) !== null,
    connections: found.docs
      .map((d) => view(d.data()))
      .sort((a, b) => a.staffName.localeCompare(b.staffName)),
    managesAll: all,
  };
}

export async function startConnect(
  caller: Caller,
  p: ConnectProvider,
  input: { orgId: string; staffId: string },
  now = Date.now(),
): Promise<{ url: string }> {
  assertFor(await memberOf(caller, input.orgId), input.staffId);
  await staffNameOf(input.orgId, input.staffId);
  const app = await appFor(p);
  const state = signState(
    { p, orgId: input.orgId, staffId: input.staffId, uid: caller.uid, exp: now + 15 * 60_000 },
    sealingKey(),
  );
  return { url: app.authUrl(state, redirectUri(p)) };
}

/** The callback page hands over what the provider sent back; the state says who started it. */
export async function finishConnect(
  caller: Caller,
  p: ConnectProvider,
  answer: ConnectCallback,
  now = new Date(),
): Promise<ConnectionView> {
  const app = await appFor(p);
  const state = verifyState(answer.state, sealingKey(), now.getTime());
  if (!state || state.p !== p || state.uid !== caller.uid) {
    throw new ApiError(
      'forbidden',
      'This sign-in was not started here or has expired. Start again from Calendar sync.',
    );
  }
  if (answer.error || !answer.code) {
    throw new ApiError(
      'unprocessable',
      answer.error === 'access_denied'
        ? `You did not allow Chairside to use your ${PROVIDER_NAMES[p]}, so nothing was connected.`
        : `${PROVIDER_NAMES[p]} did not connect: ${answer.error_description || answer.error || 'no code came back'}.`,
    );
  }
  const m = await memberOf(caller, state.orgId);
  assertFor(m, state.staffId);
  let tokens: Tokens;
  try {
    tokens = await app.exchange(answer.code, redirectUri(p));
  } catch (err) {
    if (!(err instanceof ProviderProblem)) throw err;
    throw new ApiError(
      'unprocessable',
      `${PROVIDER_NAMES[p]} did not accept the sign-in (${err.message}) Start again from Calendar sync.`,
    );
  }
  const client = app.client(tokens);
  const [account, calendars] = await Promise.all([client.account(), client.calendars()]).catch(
    (err: unknown) => {
      throw new ApiError(
        'unavailable',
        `Connected, but ${PROVIDER_NAMES[p]} did not list the calendars: ${errorMessage(err)}`,
      );
    },
  );
  const id = connectionId(p, state.staffId);
  const ref = calendarConnectionDoc(state.orgId, id);
  const before = (await ref.get()).data();
  // Connecting again keeps the member's choices where the calendars still exist.
  const busyBefore = new Set(before?.calendars.filter((c) => c.busy).map((c) => c.id) ?? []);
  const primary = calendars.find((c) => c.primary) ?? calendars[0];
  const chosen = calendars.map((c) => ({
    ...c,
    busy: busyBefore.size ? busyBefore.has(c.id) : c.id === primary?.id,
  }));
  const pushCalendarId =
    before &&
    before.pushCalendarId &&
    calendars.some((c) => c.id === before.pushCalendarId && c.writable)
      ? before.pushCalendarId
      : primary?.writable
        ? primary.id
        : null;
  const record: CalendarConnectionRecord = {
    id,
    provider: p,
    staffId: state.staffId,
    staffName: await staffNameOf(state.orgId, state.staffId),
    account,
    status: 'pending',
    message: 'Connected. Reading your calendar…',
    calendars: chosen,
    pushCalendarId,
    busy: before?.busy ?? 0,
    pushed: before?.pushed ?? 0,
    failures: 0,
    watching: false,
    watchExpiresAt: null,
    lastSyncAt: null,
    lastSuccessAt: before?.lastSuccessAt ?? null,
    nextSyncAt: now,
    createdBy: caller.uid,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
  const secretRef = calendarConnectionSecretDoc(state.orgId, id);
  const stored = (await secretRef.get()).data();
  // Appointments already written stay known across a new sign-in.
  const secretBefore = stored && (await moveLegacyMaps(state.orgId, id, stored, now));
  await db().runTransaction(async (t) => {
    t.set(ref, record);
    t.set(secretRef, {
      id,
      tokens: seal(tokens, sealingKey()),
      cursors: {},
      events: {},
      pushed: {},
      written: secretBefore?.written ?? {},
      watches: secretBefore?.watches ?? [],
      clientState: secretBefore?.clientState || randomBytes(24).toString('base64url'),
    });
  });
  return syncConnection(state.orgId, id, { now, pushAll: true });
}

// ---------------------------------------------------------------------------
// Reading busy time

async function loadConnection(orgId: string, id: string) {
  const [record, secret] = await Promise.all([
    calendarConnectionDoc(orgId, id)
      .get()
      .then((s) => s.data()),
    calendarConnectionSecretDoc(orgId, id)
      .get()
      .then((s) => s.data()),
  ]);
  if (!record || !secret) throw new ApiError('not_found', 'That calendar is not connected.');
  return { record, secret: await moveLegacyMaps(orgId, id, secret, new Date()) };
}

function openTokens(secret: CalendarConnectionSecretRecord): Tokens {
  const key = tokenKey();
  const tokens = key ? unseal<Tokens>(secret.tokens, key) : null;
  if (!tokens) {
    throw new ProviderProblem(
      'revoked',
      'The stored sign-in can no longer be read (the server’s CALENDAR_TOKEN_KEY changed).',
    );
  }
  return tokens;
}

/** Every busy event in the window, merged. */
function stretchesOf(events: BusyEvents, busyIds: Set<string>, salon: SalonContext): BusyStretch[] {
  const all: BusyStretch[] = [];
  for (const [calendarId, byEvent] of Object.entries(events)) {
    if (!busyIds.has(calendarId)) continue;
    for (const packed of Object.values(byEvent)) {
      if (packed.startsWith('d:')) {
        const [, first, end] = packed.split(':');
        if (first && end) all.push(allDayStretch(first, end, salon.timeZone));
        continue;
      }
      const s = unpackStretch(packed);
      if (s) all.push(s);
    }
  }
  return mergeStretches(all);
}

function problemWords(p: ConnectProvider, err: ProviderProblem, retryAt: Date): string {
  const name = PROVIDER_NAMES[p];
  const when = retryAt.toISOString().slice(11, 16);
  switch (err.kind) {
    case 'revoked':
      return `${err.message} Connect ${name} again; until then the busy time from the last good read is kept.`;
    case 'rate-limited':
      return `${err.message} We will try again after ${when} UTC; the last good busy time is kept.`;
    default:
      return `${err.message} We will try again after ${when} UTC; the last good busy time is kept.`;
  }
}

/**
 * Reads the member's busy calendars (incrementally where a cursor is kept),
 * writes the dates whose busy time changed, keeps push channels alive, and,
 * with `pushAll`, writes their upcoming appointments to their calendar.
 */
export async function syncConnection(
  orgId: string,
  id: string,
  options: { now?: Date; pushAll?: boolean; calendarId?: string } = {},
): Promise<ConnectionView> {
  const now = options.now ?? new Date();
  const { record, secret } = await loadConnection(orgId, id);
  const p = record.provider;
  const ref = calendarConnectionDoc(orgId, id);
  const secretRef = calendarConnectionSecretDoc(orgId, id);
  const salon = await resolveSalon(orgId);
  const window = windowOf(salon, now, false);
  const busyIds = new Set(record.calendars.filter((c) => c.busy).map((c) => c.id));
  const stored = await loadBusy(orgId, id, busyIds);
  const events: BusyEvents = { ...stored };
  const cursors = Object.fromEntries(
    Object.entries(secret.cursors).filter(([calendarId]) => busyIds.has(calendarId)),
  );
  let client;
  try {
    client = (await appFor(p)).client(openTokens(secret));
    for (const calendarId of busyIds) {
      let pulled;
      try {
        pulled = await client.pull(
          calendarId,
          cursors[calendarId] ?? null,
          new Date(window.from),
          new Date(window.to),
        );
      } catch (err) {
        if (!(err instanceof ProviderProblem) || err.kind !== 'gone') throw err;
        // The cursor expired (Google's 410, Graph's syncStateNotFound): read everything again.
        events[calendarId] = {};
        pulled = await client.pull(calendarId, null, new Date(window.from), new Date(window.to));
      }
      const byEvent = cursors[calendarId] ? { ...(events[calendarId] ?? {}) } : {};
      // Appointments we wrote to this calendar come back in its changes: never busy time.
      const ours = await ourEvents(
        orgId,
        id,
        calendarId,
        calendarId === record.pushCalendarId
          ? pulled.changes.filter((c) => !c.removed && c.busy).map((c) => c.id)
          : [],
      );
      for (const c of pulled.changes) {
        if (c.removed || !c.busy || ours.has(c.id)) {
          delete byEvent[c.id];
          continue;
        }
        if (c.allDay) byEvent[c.id] = `d:${c.allDay.startDate}:${c.allDay.endDate}`;
        else if (c.end > window.from - 86_400_000 && c.start < window.to) {
          byEvent[c.id] = packStretch(c.start, c.end);
        } else delete byEvent[c.id];
      }
      // Events that ended before the window are let go, so the stored set stays small.
      const firstDate = window.fromDate;
      for (const [eventId, packed] of Object.entries(byEvent)) {
        const past = packed.startsWith('d:')
          ? (packed.split(':')[2] ?? '') <= firstDate
          : (unpackStretch(packed)?.end ?? 0) <= window.from;
        if (past) delete byEvent[eventId];
      }
      events[calendarId] = byEvent;
      cursors[calendarId] = pulled.cursor;
      if (Object.keys(byEvent).length > MAX_EVENTS) {
        throw new ProviderProblem(
          'other',
          `A calendar holds more than ${MAX_EVENTS.toLocaleString('en-US')} events in the booking window; choose another calendar for busy time.`,
        );
      }
    }
    const stretches = stretchesOf(events, busyIds, salon).filter(
      (s) => s.end > window.from && s.start < window.to,
    );
    const byDate = stretchesByDate(stretches, salon.timeZone, window.fromDate, window.toDate);
    const written = await writeBusy(
      orgId,
      record.staffId,
      id,
      byDate,
      secret.written,
      window.fromDate,
    );
    const watches = await keepWatching(client, p, orgId, secret, busyIds, now);
    if (options.pushAll && record.pushCalendarId) {
      await pushUpcoming(orgId, id, record, client, salon, now);
    }
    // Appointments that ended a day ago are forgotten (their events stay in the
    // calendar; Firestore's TTL deletes what we kept of them).
    const pushed = await pushedCount(orgId, id, now);
    const nextSyncAt = new Date(now.getTime() + RECONCILE_MINUTES * 60_000);
    await saveBusy(orgId, id, stored, events);
    await secretRef.update({
      tokens: seal(client.tokens(), sealingKey()),
      cursors,
      written,
      watches: watches.list,
    });
    const done: Partial<CalendarConnectionRecord> = {
      status: 'ok',
      message: `Read ${busyIds.size} ${busyIds.size === 1 ? 'calendar' : 'calendars'}: ${stretches.length} busy ${stretches.length === 1 ? 'time' : 'times'} ahead.`,
      busy: stretches.length,
      pushed,
      failures: 0,
      watching: watches.list.length > 0 && watches.list.length >= busyIds.size,
      watchExpiresAt: watches.earliest,
      lastSyncAt: now,
      lastSuccessAt: now,
      nextSyncAt,
      updatedAt: now,
    };
    await ref.update(done);
    return view({ ...record, ...done });
  } catch (err) {
    if (!(err instanceof ProviderProblem)) throw err;
    const failures = record.failures + 1;
    const wait =
      err.kind === 'revoked'
        ? 24 * 60 * 60_000
        : Math.max(err.retryAfterMs ?? 0, Math.min(2 ** failures * 60_000, 6 * 60 * 60_000));
    const retryAt = new Date(now.getTime() + wait);
    const failed: Partial<CalendarConnectionRecord> = {
      status: err.kind === 'revoked' ? 'revoked' : 'error',
      message: problemWords(p, err, retryAt),
      failures,
      lastSyncAt: now,
      nextSyncAt: retryAt,
      updatedAt: now,
    };
    await ref.update(failed);
    // Refreshed tokens are kept even when a later call failed.
    if (client && err.kind !== 'revoked') {
      await secretRef.update({ tokens: seal(client.tokens(), sealingKey()) });
    }
    logger.warn('Calendar connection sync failed', { orgId, id, kind: err.kind });
    return view({ ...record, ...failed });
  }
}

/** Channels / subscriptions for the busy calendars: opened, renewed before they lapse, closed when no longer needed. */
async function keepWatching(
  client: ReturnType<ProviderApp['client']>,
  p: ConnectProvider,
  orgId: string,
  secret: CalendarConnectionSecretRecord,
  busyIds: Set<string>,
  now: Date,
): Promise<{ list: Watch[]; earliest: Date | null }> {
  const address = notifyAddress(p);
  const kept: Watch[] = [];
  const until = new Date(now.getTime() + WATCH_MS[p]);
  for (const w of secret.watches) {
    if (!address || !busyIds.has(w.calendarId)) {
      await client.unwatch(w).catch(() => undefined);
      await calendarChannelDoc(w.id).delete();
      continue;
    }
    if (!needsRenewal(w.expiresAt, now.getTime())) {
      kept.push(w);
      continue;
    }
    const renewed = await client.renew(w, address, secret.clientState, until);
    if (renewed.id !== w.id) await calendarChannelDoc(w.id).delete();
    kept.push(renewed);
  }
  if (address) {
    for (const calendarId of busyIds) {
      if (kept.some((w) => w.calendarId === calendarId)) continue;
      kept.push(await client.watch(calendarId, address, secret.clientState, until));
    }
  }
  const known = new Set(secret.watches.map((w) => w.id));
  for (const w of kept) {
    if (known.has(w.id)) continue;
    await calendarChannelDoc(w.id).set({
      id: w.id,
      provider: p,
      orgId,
      connectionId: secret.id,
      calendarId: w.calendarId,
    });
  }
  const earliest = kept.length ? new Date(Math.min(...kept.map((w) => w.expiresAt))) : null;
  return { list: kept, earliest };
}

// ---------------------------------------------------------------------------
// Appointments out

function pushEvent(b: BookingRecord, salon: SalonContext): PushEvent {
  const what = servicesLabel(b.services);
  const who = b.clientName || 'Walk-in';
  return {
    bookingId: b.id,
    title: `${what} · ${who}`,
    description: `${what} with ${b.staffName} for ${who}, at ${salon.name}. Booked in Chairside: change it there, not here.`,
    location: salon.address,
    start: b.startTime,
    end: b.endTime,
    timeZone: salon.timeZone,
    tentative: Boolean(b.awaiting),
  };
}

const shows = (b: BookingRecord | null, now: Date): b is BookingRecord =>
  b !== null && b.status !== 'cancelled' && b.endTime.getTime() > now.getTime() - PUSH_FROM_MS;

/** The member's upcoming appointments written to their chosen calendar (after connecting or choosing another). */
async function pushUpcoming(
  orgId: string,
  id: string,
  record: CalendarConnectionRecord,
  client: ReturnType<ProviderApp['client']>,
  salon: SalonContext,
  now: Date,
): Promise<void> {
  const calendarId = record.pushCalendarId;
  if (!calendarId) return;
  const snaps = await bookingsCollection(orgId)
    .where('staffId', '==', record.staffId)
    .where('startTime', '>=', new Date(now.getTime() - PUSH_FROM_MS))
    .orderBy('startTime')
    .limit(500)
    .get();
  const upcoming = snaps.docs.map((d) => d.data()).filter((b) => shows(b, now));
  const known = await pushedFor(
    orgId,
    id,
    upcoming.map((b) => b.id),
  );
  const changes = new Map<string, PushedEvent>();
  for (const b of upcoming) {
    const before = known.get(b.id);
    const eventId = await client.upsert(
      calendarId,
      before?.calendarId === calendarId ? before.eventId : null,
      pushEvent(b, salon),
    );
    changes.set(b.id, { eventId, calendarId, end: b.endTime.getTime() });
  }
  await savePushed(orgId, id, changes);
}

/**
 * A booking was written: its event follows it into the calendar of the
 * member it is with (created, moved, cancelled; moved between members too).
 * A provider that is down or slowing us is thrown, so the trigger retries.
 */
export async function pushBooking(
  orgId: string,
  before: BookingRecord | null,
  after: BookingRecord | null,
  now = new Date(),
): Promise<number> {
  const booking = after ?? before;
  const staffIds = [...new Set([before?.staffId, after?.staffId].filter((s): s is string => !!s))];
  // Without a provider set up there is nothing to write: no reads on every booking write.
  if (!booking || !staffIds.length || !CONNECT_PROVIDERS.some(isConfigured)) return 0;
  const connections = await calendarConnectionsCollection(orgId)
    .where('staffId', 'in', staffIds)
    .get();
  const bookingId = booking.id;
  let written = 0;
  for (const record of connections.docs.map((d) => d.data())) {
    if (!record.pushCalendarId || record.status === 'revoked' || !isConfigured(record.provider)) {
      continue;
    }
    const secretRef = calendarConnectionSecretDoc(orgId, record.id);
    const secret = (await secretRef.get()).data();
    if (!secret) continue;
    const existing = (await pushedFor(orgId, record.id, [bookingId])).get(bookingId);
    const wanted = after && after.staffId === record.staffId && shows(after, now);
    if (!wanted && !existing) continue;
    try {
      const tokens = openTokens(secret);
      const client = (await appFor(record.provider)).client(tokens);
      // Only a refreshed sign-in is written back: the secret is not touched on every booking.
      const keepTokens = async () => {
        if (JSON.stringify(client.tokens()) !== JSON.stringify(tokens)) {
          await secretRef.update({ tokens: seal(client.tokens(), sealingKey()) });
        }
      };
      if (existing && (!wanted || existing.calendarId !== record.pushCalendarId)) {
        await client.remove(existing.calendarId, existing.eventId);
      }
      if (wanted) {
        const salon = await resolveSalon(orgId);
        const eventId = await client.upsert(
          record.pushCalendarId,
          existing?.calendarId === record.pushCalendarId ? existing.eventId : null,
          pushEvent(after, salon),
        );
        await savePushed(
          orgId,
          record.id,
          new Map([
            [
              bookingId,
              { eventId, calendarId: record.pushCalendarId, end: after.endTime.getTime() },
            ],
          ]),
        );
        await keepTokens();
        if (!existing)
          await calendarConnectionDoc(orgId, record.id).update({ pushed: FieldValue.increment(1) });
      } else {
        await savePushed(orgId, record.id, new Map([[bookingId, null]]));
        await keepTokens();
        await calendarConnectionDoc(orgId, record.id).update({ pushed: FieldValue.increment(-1) });
      }
      written++;
    } catch (err) {
      if (!(err instanceof ProviderProblem)) throw err;
      await calendarConnectionDoc(orgId, record.id).update({
        status: err.kind === 'revoked' ? 'revoked' : 'error',
        message: `An appointment could not be written to ${PROVIDER_NAMES[record.provider]}: ${err.message}`,
        updatedAt: now,
      });
      if (err.kind === 'unavailable' || err.kind === 'rate-limited') throw err;
    }
  }
  return written;
}

// ---------------------------------------------------------------------------
// Preferences, sync now, test, disconnect

export async function updatePreferences(
  caller: Caller,
  p: ConnectProvider,
  input: {
    orgId: string;
    staffId: string;
    busyCalendarIds: string[];
    pushCalendarId: string | null;
  },
  now = new Date(),
): Promise<ConnectionView> {
  assertFor(await memberOf(caller, input.orgId), input.staffId);
  const id = connectionId(p, input.staffId);
  const { record, secret } = await loadConnection(input.orgId, id);
  const known = new Map(record.calendars.map((c) => [c.id, c]));
  const unknown = [
    ...input.busyCalendarIds,
    ...(input.pushCalendarId ? [input.pushCalendarId] : []),
  ].filter((c) => !known.has(c));
  if (unknown.length) {
    throw new ApiError(
      'validation_failed',
      'A chosen calendar is not in this account any more. Reload the page and choose again.',
      [{ path: 'busyCalendarIds', message: `Unknown calendar: ${unknown[0]}` }],
    );
  }
  if (input.pushCalendarId && !known.get(input.pushCalendarId)?.writable) {
    throw new ApiError(
      'validation_failed',
      'Appointments can only go to a calendar you can edit.',
      [{ path: 'pushCalendarId', message: 'Read-only calendar' }],
    );
  }
  const busy = new Set(input.busyCalendarIds);
  const moved = input.pushCalendarId !== record.pushCalendarId;
  const written = moved ? await allPushed(input.orgId, id) : new Map<string, PushedEvent>();
  if (written.size) {
    // The appointments leave the calendar they were in.
    try {
      const client = (await appFor(p)).client(openTokens(secret));
      for (const pushed of written.values()) {
        await client.remove(pushed.calendarId, pushed.eventId).catch(() => undefined);
      }
    } catch (err) {
      if (!(err instanceof ProviderProblem)) throw err;
    }
    await savePushed(input.orgId, id, new Map([...written.keys()].map((b) => [b, null])));
  }
  await calendarConnectionDoc(input.orgId, id).update({
    calendars: record.calendars.map((c) => ({ ...c, busy: busy.has(c.id) })),
    pushCalendarId: input.pushCalendarId,
    ...(moved ? { pushed: 0 } : {}),
    updatedAt: now,
  });
  return syncConnection(input.orgId, id, { now, pushAll: moved && input.pushCalendarId !== null });
}

export async function syncConnectionNow(
  caller: Caller,
  p: ConnectProvider,
  input: { orgId: string; staffId: string },
  now = new Date(),
): Promise<ConnectionView> {
  assertFor(await memberOf(caller, input.orgId), input.staffId);
  await appFor(p);
  return syncConnection(input.orgId, connectionId(p, input.staffId), { now });
}

export async function testConnection(
  caller: Caller,
  p: ConnectProvider,
  input: { orgId: string; staffId: string },
): Promise<ConnectTest> {
  assertFor(await memberOf(caller, input.orgId), input.staffId);
  const { secret } = await loadConnection(input.orgId, connectionId(p, input.staffId));
  const started = Date.now();
  try {
    const client = (await appFor(p)).client(openTokens(secret));
    const [account, calendars] = await Promise.all([client.account(), client.calendars()]);
    return {
      ok: true,
      message: `${PROVIDER_NAMES[p]} answered for ${account}: ${calendars.length} ${calendars.length === 1 ? 'calendar' : 'calendars'}.`,
      calendars: calendars.length,
      ms: Date.now() - started,
    };
  } catch (err) {
    if (!(err instanceof ProviderProblem)) throw err;
    return { ok: false, message: err.message, calendars: 0, ms: Date.now() - started };
  }
}

export async function disconnect(
  caller: Caller,
  p: ConnectProvider,
  input: { orgId: string; staffId: string },
  now = new Date(),
): Promise<{ disconnected: true; revoked: boolean }> {
  assertFor(await memberOf(caller, input.orgId), input.staffId);
  const id = connectionId(p, input.staffId);
  const { record, secret } = await loadConnection(input.orgId, id);
  let revoked = false;
  try {
    const client = (await appFor(p)).client(openTokens(secret));
    for (const w of secret.watches) await client.unwatch(w).catch(() => undefined);
    // Our events leave their calendar; theirs are never touched.
    for (const pushed of (await allPushed(input.orgId, id)).values()) {
      await client.remove(pushed.calendarId, pushed.eventId).catch(() => undefined);
    }
    revoked = await client.revoke();
  } catch (err) {
    if (!(err instanceof ProviderProblem) && !(err instanceof ApiError)) throw err;
  }
  for (const w of secret.watches) await calendarChannelDoc(w.id).delete();
  const salon = await resolveSalon(input.orgId);
  const window = windowOf(salon, now, false);
  await writeBusy(input.orgId, record.staffId, id, new Map(), secret.written, window.fromDate);
  await Promise.all([
    calendarConnectionDoc(input.orgId, id).delete(),
    dropConnectionStore(input.orgId, id),
  ]);
  return { disconnected: true, revoked };
}

// ---------------------------------------------------------------------------
// Push notifications and the reconciliation

/** Channel and subscription ids are ours (UUIDs) or Graph's (GUIDs): anything else is nobody's. */

/** Google's channel notification (headers only). Answers false for a channel we do not know or a wrong token. */
export async function googleNotification(
  channelId: string,
  token: string,
  state: string,
  now = new Date(),
): Promise<boolean> {
  // A channel id is a document id: a reserved form (__x__) or a slash is not one of ours.
  if (!isDocId(channelId)) return false;
  const channel = (await calendarChannelDoc(channelId).get()).data();
  if (!channel || channel.provider !== 'google') return false;
  const secret = (
    await calendarConnectionSecretDoc(channel.orgId, channel.connectionId).get()
  ).data();
  if (!secret || !sameSecret(token, secret.clientState)) return false;
  // The first message only says the channel is open.
  if (state !== 'sync') await syncConnection(channel.orgId, channel.connectionId, { now });
  return true;
}

/** Graph's change notifications: each checked against its subscription's client state. */
export async function outlookNotifications(
  items: { subscriptionId?: string; clientState?: string }[],
  now = new Date(),
): Promise<number> {
  const due = new Map<string, { orgId: string; connectionId: string }>();
  for (const item of items.slice(0, 100)) {
    if (!isDocId(item.subscriptionId)) continue;
    const channel = (await calendarChannelDoc(item.subscriptionId).get()).data();
    if (!channel || channel.provider !== 'outlook') continue;
    const key = `${channel.orgId}/${channel.connectionId}`;
    if (due.has(key)) continue;
    const secret = (
      await calendarConnectionSecretDoc(channel.orgId, channel.connectionId).get()
    ).data();
    if (!secret || !sameSecret(item.clientState ?? '', secret.clientState)) continue;
    due.set(key, channel);
  }
  for (const c of due.values()) await syncConnection(c.orgId, c.connectionId, { now });
  return due.size;
}

/**
 * A connected Google or Outlook calendar as due work: a task at its
 * `nextSyncAt` (each reconciliation plans the next, and renews the push
 * channel before it lapses); the sweeper (and the emulators) find late ones.
 */
export const connectionsDue: DueKind = {
  document: 'orgs/{orgId}/calendarConnections/{id}',
  dueAt: (d) => timeOf(d['nextSyncAt']),
  due: async (now, limit) => {
    const due = await allCalendarConnections()
      .where('nextSyncAt', '<=', now)
      .orderBy('nextSyncAt')
      .limit(limit)
      .get();
    return due.docs.map((d) => ({ orgId: orgIdOfPath(d.ref), id: d.id }));
  },
  run: async ({ orgId, id }, now) => {
    const record = (await calendarConnectionDoc(orgId, id).get()).data();
    if (!record?.nextSyncAt || record.nextSyncAt.getTime() > now.getTime()) return null;
    if (!isConfigured(record.provider)) return null;
    await syncConnection(orgId, id, { now });
    return 'reconciled';
  },
};

/** Connections whose reconciliation (or retry) is due, read again. */
export async function reconcileDueConnections(now = new Date(), limit = 50): Promise<number> {
  let done = 0;
  for (const item of await connectionsDue.due(now, limit)) {
    try {
      if (await connectionsDue.run(item, now)) done++;
    } catch (err) {
      logger.error('Calendar connection reconciliation failed', { ...item, err });
    }
  }
  return done;
}
