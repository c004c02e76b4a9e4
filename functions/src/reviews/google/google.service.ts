// The salon's Google Business Profile: connected by an owner or manager
// (OAuth, business.manage), the location chosen, its reviews read into the
// inbox beside Chairside's (source 'google', counted in the same rollups by
// their deltas), replies written on Google from the inbox, and a sync every
// six hours (due work: "what is due at T" is the connection's nextSyncAt).
// Tokens are sealed at rest and never leave the server. A refusal keeps the
// last good reviews and says why in Google's words; a rate limit or an
// outage is tried again later, longer each time; a revoked grant asks for
// the profile to be connected again.
import type { Credentials } from 'google-auth-library';
import type { GoogleReviewsStatus } from '@chairside/core/contracts/reputation';
import type { GoogleConnectionRecord, ReviewRecord } from '@chairside/core/records/review';
import { logger } from 'firebase-functions';
import { ApiError, notConfigured } from '../../http/api-error';
import type { Caller } from '../../http/auth';
import { requireRole } from '../../http/membership';
import { timeOf, type DueKind } from '../../platform/due';
import { db } from '../../firebase';
import { orgDoc } from '../../records/orgs';
import {
  allGoogleConnections,
  googleConnectionDoc,
  googleSecretDoc,
  reviewDoc,
  reviewsCollection,
} from '../../records/reviews';
import { MANAGERS, READERS, monthOf, refreshSiteReviews, reviewView, withFigures } from '../common';
import {
  BusinessProfile,
  GoogleProblem,
  STARS,
  authUrl,
  exchangeCode,
  type GoogleReview,
} from './client';
import {
  connectionsKey,
  googleApp,
  isConfigured,
  redirectUri,
  sealing,
  setupText,
  type GoogleState,
} from './config';

const HOUR = 3_600_000;
export const SYNC_EVERY_MS = 6 * HOUR;
/** At most this many pages of 50 are read a sync (the newest changes first). */
const MAX_PAGES = 40;

/** When a failed sync is tried again: 15 minutes, doubling, at most 12 hours. */
export const retryAfterMs = (failures: number) =>
  Math.min(12 * HOUR, 15 * 60_000 * 2 ** Math.max(0, failures - 1));

const iso = (d: Date | null) => d?.toISOString() ?? null;

function statusOf(c: GoogleConnectionRecord | undefined, caller?: Caller): GoogleReviewsStatus {
  return {
    configured: isConfigured(),
    setup: isConfigured() ? '' : caller?.superAdmin ? setupText() : '',
    connected: Boolean(c),
    status: c?.status ?? null,
    account: c?.account ?? '',
    locations: c?.locations ?? [],
    location: c?.location ?? null,
    message: c?.message ?? '',
    reviewCount: c?.reviewCount ?? 0,
    averageRating: c?.averageRating ?? null,
    lastSyncAt: iso(c?.lastSyncAt ?? null),
    nextSyncAt: iso(c?.nextSyncAt ?? null),
  };
}

function app() {
  const a = googleApp();
  const key = connectionsKey();
  if (!a || !key)
    throw notConfigured(
      'Google reviews are not available on this Chairside yet: it has no Google app set up. Your own reviews work meanwhile.',
      setupText(),
    );
  return { app: a, key };
}

async function profileOf(orgId: string) {
  const { app: a, key } = app();
  const sealed = (await googleSecretDoc(orgId).get()).get('tokens') as string | undefined;
  const tokens = sealed ? sealing.unseal<Credentials>(sealed, key) : null;
  if (!tokens) return null;
  return new BusinessProfile(a, redirectUri(), tokens);
}

async function keepTokens(orgId: string, profile: BusinessProfile, before: string) {
  const now = JSON.stringify(profile.tokens());
  if (now === before) return;
  await googleSecretDoc(orgId).set({ tokens: sealing.seal(profile.tokens(), app().key) });
}

export async function googleReviews(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, READERS, { action: 'see reviews' });
  const [conn, page] = await Promise.all([
    googleConnectionDoc(orgId).get(),
    reviewsCollection(orgId)
      .where('source', '==', 'google')
      .orderBy('createdAt', 'desc')
      .limit(50)
      .get(),
  ]);
  return {
    google: statusOf(conn.data(), caller),
    reviews: page.docs.map((d) => reviewView(d.data())),
  };
}

export async function startGoogleConnect(caller: Caller, orgId: string, now = Date.now()) {
  await requireRole(orgId, caller, MANAGERS, { action: 'connect Google' });
  const { app: a, key } = app();
  const state = sealing.signState<GoogleState>(
    { orgId, uid: caller.uid, exp: now + 15 * 60_000 },
    key,
  );
  return { url: authUrl(a, redirectUri(), state) };
}

export async function finishGoogleConnect(
  caller: Caller,
  answer: { state: string; code?: string; error?: string; error_description?: string },
  now = new Date(),
): Promise<GoogleReviewsStatus> {
  const { app: a, key } = app();
  const state = sealing.verifyState<GoogleState>(answer.state, key, now.getTime());
  if (!state || state.uid !== caller.uid)
    throw new ApiError(
      'forbidden',
      'This sign-in was not started here or has expired. Start again from Reviews.',
    );
  await requireRole(state.orgId, caller, MANAGERS, { action: 'connect Google' });
  if (answer.error || !answer.code)
    throw new ApiError(
      'unprocessable',
      answer.error === 'access_denied'
        ? 'You did not allow Chairside to manage your Google Business Profile, so nothing was connected.'
        : `Google did not connect: ${answer.error_description || answer.error || 'no code came back'}.`,
    );
  let tokens: Credentials;
  let email: string;
  let locations: GoogleConnectionRecord['locations'];
  try {
    tokens = await exchangeCode(a, redirectUri(), answer.code);
    const profile = new BusinessProfile(a, redirectUri(), tokens);
    [email, locations] = await Promise.all([profile.email(), profile.locations()]);
    tokens = profile.tokens();
  } catch (err) {
    throw new ApiError('unprocessable', (err as Error).message);
  }
  if (!tokens.refresh_token)
    throw new ApiError(
      'unprocessable',
      'Google did not grant lasting access. Remove Chairside from your Google account’s connected apps, then connect again.',
    );
  const only = locations.length === 1 ? locations[0]! : null;
  const record: GoogleConnectionRecord = {
    id: 'google',
    status: only ? 'connected' : 'choose-location',
    account: email,
    locations,
    location: only,
    message: locations.length
      ? only
        ? ''
        : 'Choose which of your Google locations is this salon.'
      : 'This Google account manages no business locations. Connect the account that owns your Business Profile.',
    reviewCount: 0,
    averageRating: null,
    failures: 0,
    lastSyncAt: null,
    nextSyncAt: only ? now : null,
    connectedBy: caller.uid,
    updatedAt: now,
  };
  await googleSecretDoc(state.orgId).set({ tokens: sealing.seal(tokens, key) });
  await googleConnectionDoc(state.orgId).set(record);
  if (only) await syncGoogleReviews(state.orgId, now);
  return statusOf((await googleConnectionDoc(state.orgId).get()).data(), caller);
}

export async function chooseGoogleLocation(
  caller: Caller,
  orgId: string,
  location: string,
  now = new Date(),
) {
  await requireRole(orgId, caller, MANAGERS, { action: 'connect Google' });
  const conn = (await googleConnectionDoc(orgId).get()).data();
  if (!conn) throw new ApiError('not_found', 'Connect Google first.');
  const chosen = conn.locations.find((l) => l.name === location);
  if (!chosen)
    throw new ApiError('validation_failed', 'That location is not one of this Google account’s.', [
      { path: 'location', message: 'Choose one of the locations listed' },
    ]);
  await googleConnectionDoc(orgId).set({
    ...conn,
    location: chosen,
    status: 'connected',
    message: '',
    nextSyncAt: now,
    updatedAt: now,
  });
  await syncGoogleReviews(orgId, now);
  return statusOf((await googleConnectionDoc(orgId).get()).data(), caller);
}

export async function syncGoogleNow(caller: Caller, orgId: string, now = new Date()) {
  await requireRole(orgId, caller, MANAGERS, { action: 'read Google reviews' });
  if (!(await googleConnectionDoc(orgId).get()).exists)
    throw new ApiError('not_found', 'Connect Google first.');
  await syncGoogleReviews(orgId, now);
  return statusOf((await googleConnectionDoc(orgId).get()).data(), caller);
}

export async function disconnectGoogle(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'disconnect Google' });
  if (isConfigured()) await (await profileOf(orgId))?.revoke();
  await Promise.all([googleSecretDoc(orgId).delete(), googleConnectionDoc(orgId).delete()]);
  return statusOf(undefined, caller);
}

// ── Reading Google's reviews ────────────────────────────────────────────────

/** A Google review as the inbox keeps it (stars, words, the reply; no visit). */
export function fromGoogle(
  orgId: string,
  g: GoogleReview,
  before: ReviewRecord | undefined,
): ReviewRecord | null {
  const rating = STARS[g.starRating as keyof typeof STARS];
  if (!rating) return null;
  const createdAt = new Date(g.createTime);
  const reply = g.reviewReply
    ? {
        text: g.reviewReply.comment,
        at: new Date(g.reviewReply.updateTime ?? g.createTime),
        by: before?.reply?.by ?? 'google',
      }
    : null;
  return {
    id: `g-${g.reviewId}`,
    orgId,
    bookingId: '',
    clientId: null,
    source: 'google',
    rating,
    text: (g.comment ?? '').slice(0, 4_000),
    staffRatings: {},
    serviceRatings: {},
    staffIds: [],
    serviceIds: [],
    displayName: g.reviewer?.isAnonymous ? 'A Google user' : (g.reviewer?.displayName ?? ''),
    photoUrl: '',
    reply,
    flag: before?.flag ?? null,
    removed: false,
    googleName: g.name,
    createdAt,
    updatedAt: new Date(g.updateTime ?? g.createTime),
  };
}

const same = (a: ReviewRecord | undefined, b: ReviewRecord) =>
  a !== undefined &&
  !a.removed &&
  a.rating === b.rating &&
  a.text === b.text &&
  a.displayName === b.displayName &&
  a.reply?.text === b.reply?.text;

async function store(orgId: string, timeZone: string, next: ReviewRecord) {
  const ref = reviewDoc(orgId, next.id);
  return db().runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (same(before, next)) return false;
    const write = await withFigures(
      tx,
      orgId,
      monthOf(next.createdAt, timeZone),
      before ?? null,
      next,
    );
    tx.set(ref, next);
    write();
    return true;
  });
}

/** Reads the location's reviews into the inbox; answers what it did in words. */
export async function syncGoogleReviews(orgId: string, now = new Date()): Promise<string> {
  const conn = (await googleConnectionDoc(orgId).get()).data();
  if (!conn?.location || conn.status === 'reconnect') return 'not connected';
  const profile = await profileOf(orgId);
  if (!profile) {
    await googleConnectionDoc(orgId).set({
      ...conn,
      status: 'reconnect',
      message: 'The saved access to Google could not be opened on this server. Connect it again.',
      nextSyncAt: null,
      updatedAt: now,
    });
    return 'reconnect';
  }
  const before = JSON.stringify(profile.tokens());
  const timeZone = (await orgDoc(orgId).get()).data()?.timeZone ?? 'UTC';
  try {
    const known = new Map(
      (await reviewsCollection(orgId).where('source', '==', 'google').get()).docs.map((d) => [
        d.id,
        d.data(),
      ]),
    );
    const seen = new Set<string>();
    let changed = 0;
    let pageToken: string | undefined;
    let total = 0;
    let average: number | null = null;
    let complete = false;
    for (let n = 0; n < MAX_PAGES; n++) {
      const page = await profile.reviews(conn.location.name, pageToken);
      total = page.totalReviewCount ?? total;
      average = page.averageRating ?? average;
      for (const g of page.reviews ?? []) {
        const next = fromGoogle(orgId, g, known.get(`g-${g.reviewId}`));
        if (!next) continue;
        seen.add(next.id);
        if (await store(orgId, timeZone, next)) changed++;
      }
      pageToken = page.nextPageToken;
      if (!pageToken) {
        complete = true;
        break;
      }
    }
    // Reviews deleted on Google leave the figures (kept on record), once the whole list was read.
    if (complete) {
      for (const [id, r] of known) {
        if (seen.has(id) || r.removed) continue;
        await db().runTransaction(async (tx) => {
          const ref = reviewDoc(orgId, id);
          const was = (await tx.get(ref)).data();
          if (!was || was.removed) return;
          const gone = { ...was, removed: true, updatedAt: now };
          const write = await withFigures(tx, orgId, monthOf(was.createdAt, timeZone), was, gone);
          tx.set(ref, gone);
          write();
        });
        changed++;
      }
    }
    await keepTokens(orgId, profile, before);
    await googleConnectionDoc(orgId).set({
      ...conn,
      status: 'connected',
      message: `${total.toLocaleString('en-US')} review${total === 1 ? '' : 's'} on Google; ${changed} new or changed this time.`,
      reviewCount: total,
      averageRating: average,
      failures: 0,
      lastSyncAt: now,
      nextSyncAt: new Date(now.getTime() + SYNC_EVERY_MS),
      updatedAt: now,
    });
    if (changed) await refreshSiteReviews(orgId);
    return `read ${seen.size}, ${changed} changed`;
  } catch (err) {
    const problem = err instanceof GoogleProblem ? err : new GoogleProblem('other', String(err));
    const failures = conn.failures + 1;
    logger.warn('Google reviews sync failed', {
      orgId,
      kind: problem.kind,
      message: problem.message,
    });
    await keepTokens(orgId, profile, before).catch(() => undefined);
    await googleConnectionDoc(orgId).set({
      ...conn,
      status:
        problem.kind === 'reconnect'
          ? 'reconnect'
          : problem.kind === 'other'
            ? 'error'
            : conn.status,
      message: problem.message,
      failures,
      lastSyncAt: now,
      nextSyncAt:
        problem.kind === 'reconnect'
          ? null
          : new Date(
              now.getTime() + (problem.kind === 'other' ? SYNC_EVERY_MS : retryAfterMs(failures)),
            ),
      updatedAt: now,
    });
    return problem.kind;
  }
}

/** Writes the reply on Google (the reviews inbox's reply to a Google review). */
export async function replyOnGoogle(orgId: string, review: ReviewRecord, text: string) {
  if (!isConfigured())
    throw notConfigured(
      'Replying to Google reviews needs the Google app set up on this server.',
      setupText(),
    );
  const profile = await profileOf(orgId);
  const conn = (await googleConnectionDoc(orgId).get()).data();
  if (!profile || !conn || conn.status === 'reconnect')
    throw new ApiError(
      'conflict',
      'Connect your Google Business Profile again to reply on Google.',
    );
  const before = JSON.stringify(profile.tokens());
  try {
    const answer = await profile.reply(review.googleName, text);
    return new Date(answer.updateTime ?? Date.now());
  } catch (err) {
    const problem = err as GoogleProblem;
    if (problem.kind === 'reconnect')
      await googleConnectionDoc(orgId).set({
        ...conn,
        status: 'reconnect',
        message: problem.message,
        nextSyncAt: null,
        updatedAt: new Date(),
      });
    throw new ApiError(
      problem.kind === 'rate-limited'
        ? 'rate_limited'
        : problem.kind === 'unavailable'
          ? 'unavailable'
          : 'unprocessable',
      `The reply was not posted on Google. ${problem.message}`,
    );
  } finally {
    await keepTokens(orgId, profile, before).catch(() => undefined);
  }
}

/** Each connected salon's Google reviews, read again when due. */
export const googleReviewsDue: DueKind = {
  document: 'orgs/{orgId}/reputation/{id}',
  dueAt: (d) => timeOf(d['nextSyncAt']),
  due: async (now, limit) => {
    const page = await allGoogleConnections().where('nextSyncAt', '<=', now).limit(limit).get();
    return page.docs.map((d) => ({ orgId: d.ref.parent.parent!.id, id: d.id }));
  },
  run: async ({ orgId }, now) => {
    const conn = (await googleConnectionDoc(orgId).get()).data();
    if (!conn?.nextSyncAt || conn.nextSyncAt > now) return null;
    return syncGoogleReviews(orgId, now);
  },
};
