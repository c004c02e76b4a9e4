// iCal both ways. Out: a secret feed address per team member and one for the
// salon, which any calendar app subscribes to. In: calendars imported as busy
// time, by address (fetched again every half hour, backing off after
// failures) or as an uploaded .ics. Busy time is written into the booking
// day documents as blocks of its own (`ext:<feedId>`), so the slot call and
// the booking transaction see it with the reads they already make, and no
// sync ever touches a booking. A failed fetch or a bad file keeps the last
// good busy time and says what went wrong.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { logger } from 'firebase-functions';
import { nextFetchAfter, stretchesByDate, type ProcessIcal } from '@chairside/core/calendar';
import type {
  CalendarFeedView,
  FeedExportView,
  IcalStatus,
} from '@chairside/core/contracts/calendar';
import type { CalendarFeedRecord } from '@chairside/core/records/calendar';
import { appOriginForSites, productDomain } from '../config';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { bookingsCollection } from '../records/bookings';
import {
  allCalendarFeeds,
  calendarExportDoc,
  calendarFeedDoc,
  calendarFeedSecretDoc,
  calendarFeedsCollection,
} from '../records/calendar';
import { servicesLabel } from '../bookings';
import { resolveSalon } from '../platform/salon';
import { FeedFetchProblem, fetchFeed } from './fetch-feed';
import { feedIcs, type FeedEvent } from './ics-export';
import { IcsProblem, readIcs } from './ics-import';
import { assertFor, managesAll, memberOf, staffNameOf, windowOf, writeBusy } from './shared';
import { readRecord } from '../platform/read';
import { errorMessage } from '../platform/errors';
import { orgIdOfPath } from '../platform/ids';
import { timeOf, type DueKind } from '../platform/due';

const SALON_KEY = 'salon';
const iso = (d: Date | null) => d?.toISOString() ?? null;
const count = (n: number, what: string) =>
  `${n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;

// ---------------------------------------------------------------------------
// Out: subscribed feeds

const newSecret = () => randomBytes(24).toString('base64url');

function exportView(
  orgId: string,
  key: string,
  secret: string,
  rotatedAt: Date,
  label: string,
): FeedExportView {
  const https = `${appOriginForSites()}/api/calendar/feed/${orgId}/${key}/${secret}.ics`;
  return {
    staffId: key === SALON_KEY ? null : key,
    label,
    https,
    webcal: https.replace(/^https?:/, 'webcal:'),
    rotatedAt: rotatedAt.toISOString(),
  };
}

/** A feed's address, made the first time it is asked for. */
async function exportFor(orgId: string, key: string, label: string): Promise<FeedExportView> {
  const ref = calendarExportDoc(orgId, key);
  const found = (await ref.get()).data();
  if (found) return exportView(orgId, key, found.secret, found.rotatedAt, label);
  const record = { id: key, secret: newSecret(), rotatedAt: new Date() };
  try {
    await ref.create(record);
  } catch {
    // Made at the same moment by another request: use theirs.
    const theirs = await readRecord(ref);
    return exportView(orgId, key, theirs.secret, theirs.rotatedAt, label);
  }
  return exportView(orgId, key, record.secret, record.rotatedAt, label);
}

export async function rotateExport(
  caller: Caller,
  input: { orgId: string; staffId: string | null },
): Promise<FeedExportView> {
  const m = await memberOf(caller, input.orgId);
  assertFor(m, input.staffId);
  const label = input.staffId
    ? await staffNameOf(input.orgId, input.staffId)
    : (await resolveSalon(input.orgId)).name;
  const key = input.staffId ?? SALON_KEY;
  const record = { id: key, secret: newSecret(), rotatedAt: new Date() };
  await calendarExportDoc(input.orgId, key).set(record);
  return exportView(input.orgId, key, record.secret, record.rotatedAt, label);
}

/** The feed behind a secret address, or null (wrong or rotated secret: the same answer). */
export async function feedText(
  orgId: string,
  key: string,
  secret: string,
  now = new Date(),
): Promise<string | null> {
  const found = (await calendarExportDoc(orgId, key).get()).data();
  if (!found) return null;
  const a = Buffer.from(found.secret);
  const b = Buffer.from(secret);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  const salon = await resolveSalon(orgId);
  const from = new Date(now.getTime() - 30 * 86_400_000);
  const to = new Date(now.getTime() + 400 * 86_400_000);
  let query = bookingsCollection(orgId).where('startTime', '>=', from);
  if (key !== SALON_KEY) query = query.where('staffId', '==', key);
  const snaps = await query.orderBy('startTime').limit(3000).get();
  const own = key === SALON_KEY ? null : key;
  const origin = appOriginForSites();
  const events: FeedEvent[] = snaps.docs
    .map((d) => d.data())
    .filter((b) => b.startTime < to)
    .map((b) => {
      const what = servicesLabel(b.services);
      const who = b.clientName || 'Walk-in';
      return {
        uid: `${b.id}@${productDomain()}`,
        start: b.startTime,
        end: b.endTime,
        summary: own ? `${what} · ${who}` : `${what} · ${who} with ${b.staffName}`,
        description: `${what} with ${b.staffName} for ${who}.${b.status === 'cancelled' ? ' Cancelled.' : ''}`,
        location: salon.address,
        status:
          b.status === 'cancelled'
            ? 'CANCELLED'
            : b.awaiting
              ? 'TENTATIVE'
              : ('CONFIRMED' as const),
        created: b.createdAt,
        updated: b.updatedAt,
        url: `${origin}/appointments?date=${b.localDate}`,
      };
    });
  const name = own
    ? `${snaps.docs[0]?.data().staffName ?? (await staffNameOf(orgId, own))} at ${salon.name}`
    : salon.name;
  return feedIcs({
    name,
    timeZone: salon.timeZone,
    events,
    now,
    from: from.getTime() - 31 * 86_400_000,
    to: to.getTime() + 31 * 86_400_000,
  });
}

// ---------------------------------------------------------------------------
// In: calendars imported as busy time

function feedView(f: CalendarFeedRecord): CalendarFeedView {
  return {
    id: f.id,
    staffId: f.staffId,
    staffName: f.staffName,
    kind: f.kind,
    name: f.name,
    source: f.source,
    status: f.status,
    message: f.message,
    warnings: f.warnings,
    events: f.events,
    busy: f.busy,
    lastFetchAt: iso(f.lastFetchAt),
    lastSuccessAt: iso(f.lastSuccessAt),
    nextFetchAt: iso(f.nextFetchAt),
  };
}

export async function icalStatus(
  caller: Caller,
  orgId: string,
  staffId?: string,
): Promise<IcalStatus> {
  const m = await memberOf(caller, orgId);
  const all = managesAll(m);
  const whose = staffId ?? (all ? null : m.staffId);
  if (whose !== null) assertFor(m, whose);
  const salon = await resolveSalon(orgId);
  const exports: FeedExportView[] = [];
  if (whose) exports.push(await exportFor(orgId, whose, await staffNameOf(orgId, whose)));
  if (all) exports.push(await exportFor(orgId, SALON_KEY, salon.name));
  const query = whose
    ? calendarFeedsCollection(orgId).where('staffId', '==', whose)
    : calendarFeedsCollection(orgId);
  const feeds = (await query.limit(200).get()).docs
    .map((d) => feedView(d.data()))
    .sort((a, b) => a.staffName.localeCompare(b.staffName) || a.name.localeCompare(b.name));
  return { timeZone: salon.timeZone, exports, feeds, managesAll: all };
}

/**
 * Reads a calendar (fetched from its address, or the uploaded text) and
 * writes its busy time; a problem is recorded in words and the last good
 * busy time stays.
 */
export async function syncFeed(
  orgId: string,
  feedId: string,
  options: { now?: Date; text?: string } = {},
): Promise<CalendarFeedView> {
  const now = options.now ?? new Date();
  const ref = calendarFeedDoc(orgId, feedId);
  const secretRef = calendarFeedSecretDoc(orgId, feedId);
  const [feed, secret] = await Promise.all([
    ref.get().then((s) => s.data()),
    secretRef.get().then((s) => s.data()),
  ]);
  if (!feed || !secret) throw new ApiError('not_found', 'That calendar is no longer imported.');
  if (feed.kind === 'upload' && options.text === undefined) {
    throw new ApiError(
      'unprocessable',
      'An uploaded calendar is read once. Upload the file again to bring it up to date.',
    );
  }
  const salon = await resolveSalon(orgId);
  const window = windowOf(salon, now, feed.kind === 'upload');
  try {
    const text = options.text ?? (await fetchFeed(secret.url));
    const reading = readIcs(text, window, salon.timeZone, `@${productDomain()}`);
    const byDate = stretchesByDate(
      reading.stretches,
      salon.timeZone,
      window.fromDate,
      window.toDate,
    );
    const written = await writeBusy(
      orgId,
      feed.staffId,
      feedId,
      byDate,
      secret.written,
      window.fromDate,
    );
    await secretRef.update({ written });
    const update = {
      status: 'ok' as const,
      message:
        reading.busy === 0
          ? `Read ${count(reading.events, 'event')}; none are busy in the days clients can book.`
          : `Read ${count(reading.events, 'event')}: ${count(reading.busy, 'busy time')} ahead ${reading.busy === 1 ? 'is' : 'are'} kept free of bookings.`,
      warnings: reading.warnings,
      events: reading.events,
      busy: reading.busy,
      failures: 0,
      lastFetchAt: now,
      lastSuccessAt: now,
      nextFetchAt: feed.kind === 'url' ? new Date(nextFetchAfter(now.getTime(), 0)) : null,
      updatedAt: now,
    };
    await ref.update(update);
    return feedView({ ...feed, ...update });
  } catch (err) {
    if (!(err instanceof IcsProblem) && !(err instanceof FeedFetchProblem)) {
      logger.error('Calendar sync failed', { orgId, feedId, err });
    }
    const known = err instanceof IcsProblem || err instanceof FeedFetchProblem;
    const failures = feed.failures + 1;
    const update = {
      status: 'error' as const,
      message: `${known ? errorMessage(err) : 'Something went wrong reading this calendar. We will try again.'}${feed.lastSuccessAt ? ' The busy times from the last good read are kept.' : ''}`,
      failures,
      lastFetchAt: now,
      nextFetchAt: feed.kind === 'url' ? new Date(nextFetchAfter(now.getTime(), failures)) : null,
      updatedAt: now,
    };
    await ref.update(update);
    return feedView({ ...feed, ...update });
  }
}

function hostOf(url: string): string {
  const u = new URL(url);
  return u.host;
}

/** A new import's documents (the caller was checked by the call that makes it). */
async function newFeed(
  caller: Caller,
  orgId: string,
  staffId: string,
  fields: { kind: 'url' | 'upload'; name: string; source: string; url: string },
): Promise<string> {
  const staffName = await staffNameOf(orgId, staffId);
  const count = (
    await calendarFeedsCollection(orgId).where('staffId', '==', staffId).count().get()
  ).data().count;
  if (count >= 10) {
    throw new ApiError('unprocessable', 'A team member can import at most 10 calendars.');
  }
  const ref = calendarFeedsCollection(orgId).doc();
  const now = new Date();
  await calendarFeedSecretDoc(orgId, ref.id).set({ id: ref.id, url: fields.url, written: {} });
  await ref.set({
    id: ref.id,
    staffId,
    staffName,
    kind: fields.kind,
    name: fields.name || (fields.kind === 'url' ? hostOf(fields.url) : fields.source),
    source: fields.source,
    status: 'pending',
    message: 'Reading the calendar…',
    warnings: [],
    events: 0,
    busy: 0,
    failures: 0,
    lastFetchAt: null,
    lastSuccessAt: null,
    nextFetchAt: null,
    createdBy: caller.uid,
    createdAt: now,
    updatedAt: now,
  });
  return ref.id;
}

/**
 * A new import, read at once: a calendar that cannot be read is refused with
 * the reason, and nothing of it is kept.
 */
async function importOnce(
  caller: Caller,
  input: { orgId: string; staffId: string; name: string },
  fields: { kind: 'url' | 'upload'; source: string; url: string },
  text: string,
): Promise<CalendarFeedView> {
  const id = await newFeed(caller, input.orgId, input.staffId, { ...fields, name: input.name });
  const view = await syncFeed(input.orgId, id, { text });
  if (view.status === 'error') {
    await Promise.all([
      calendarFeedDoc(input.orgId, id).delete(),
      calendarFeedSecretDoc(input.orgId, id).delete(),
    ]);
    const message = view.message;
    throw new ApiError('unprocessable', message, [
      { path: fields.kind === 'url' ? 'url' : 'file', message },
    ]);
  }
  return view;
}

/** POST process-ical: import a calendar by its address (then fetched again every half hour). */
export async function importByUrl(
  caller: Caller,
  input: ProcessIcal & { url: string; name: string },
): Promise<CalendarFeedView> {
  assertFor(await memberOf(caller, input.orgId), input.staffId);
  let text: string;
  try {
    text = await fetchFeed(input.url);
  } catch (err) {
    if (!(err instanceof FeedFetchProblem)) throw err;
    throw new ApiError('unprocessable', err.message, [{ path: 'url', message: err.message }]);
  }
  return importOnce(
    caller,
    input,
    { kind: 'url', source: hostOf(input.url), url: input.url },
    text,
  );
}

/** POST upload: import an .ics file once. */
export async function importUpload(
  caller: Caller,
  input: { orgId: string; staffId: string; name: string },
  fileName: string,
  text: string,
): Promise<CalendarFeedView> {
  assertFor(await memberOf(caller, input.orgId), input.staffId);
  return importOnce(
    caller,
    input,
    { kind: 'upload', source: fileName || 'Uploaded file', url: '' },
    text,
  );
}

async function ownedFeed(caller: Caller, orgId: string, feedId: string) {
  const feed = (await calendarFeedDoc(orgId, feedId).get()).data();
  if (!feed) throw new ApiError('not_found', 'That calendar is no longer imported.');
  assertFor(await memberOf(caller, orgId), feed.staffId);
  return feed;
}

/** POST sync: read an imported calendar again now. */
export async function syncNow(
  caller: Caller,
  input: { orgId: string; feedId: string },
): Promise<CalendarFeedView> {
  await ownedFeed(caller, input.orgId, input.feedId);
  return syncFeed(input.orgId, input.feedId);
}

/** POST remove-feed: its busy time leaves the day documents, then the import goes. */
export async function removeFeed(
  caller: Caller,
  input: { orgId: string; feedId: string },
): Promise<{ removed: true }> {
  const feed = await ownedFeed(caller, input.orgId, input.feedId);
  const secret = (await calendarFeedSecretDoc(input.orgId, input.feedId).get()).data();
  await writeBusy(input.orgId, feed.staffId, feed.id, new Map(), secret?.written ?? {}, '');
  await Promise.all([
    calendarFeedDoc(input.orgId, input.feedId).delete(),
    calendarFeedSecretDoc(input.orgId, input.feedId).delete(),
  ]);
  return { removed: true };
}

/**
 * An imported calendar as due work: a task at its `nextFetchAt` (each read
 * plans the next); the sweeper (and the emulators) find the late ones.
 */
export const feedsDue: DueKind = {
  document: 'orgs/{orgId}/calendarFeeds/{id}',
  dueAt: (d) => timeOf(d['nextFetchAt']),
  due: async (now, limit) => {
    const due = await allCalendarFeeds()
      .where('nextFetchAt', '<=', now)
      .orderBy('nextFetchAt')
      .limit(limit)
      .get();
    return due.docs.map((d) => ({ orgId: orgIdOfPath(d.ref), id: d.id }));
  },
  run: async ({ orgId, id }, now) => {
    const feed = (await calendarFeedDoc(orgId, id).get()).data();
    if (!feed?.nextFetchAt || feed.nextFetchAt.getTime() > now.getTime()) return null;
    await syncFeed(orgId, id, { now });
    return 'refreshed';
  },
};

/** Due work: calendars whose next fetch has come (a few at a time; the rest next round). */
export async function refreshDueFeeds(now: Date, limit = 25): Promise<number> {
  let refreshed = 0;
  for (const item of await feedsDue.due(now, limit)) {
    try {
      if (await feedsDue.run(item, now)) refreshed++;
    } catch (err) {
      logger.error('A due calendar refresh failed', { ...item, err });
    }
  }
  return refreshed;
}
