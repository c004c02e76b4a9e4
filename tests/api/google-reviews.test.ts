// Google reviews, run in this process against the Firestore emulator with
// Google's OAuth and Business Profile endpoints served by msw in their
// documented shapes (tests/support/fake-business-profile): the signed
// sign-in, sealed tokens, the location chosen, reviews read with paging into
// the inbox and its figures, a reply written on Google, a review changed or
// deleted there, an expired access token refreshed, a rate limit tried again
// later, a revoked grant asking to reconnect, and the server without
// Google's app saying what it needs.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as GoogleModule from '../../functions/src/reviews/google/google.service';
import type * as InboxModule from '../../functions/src/reviews/inbox.service';
import { admin, ownedSalon, teamOf } from '../support/api';
import { callerFor } from '../support/callers';
import { FakeBusinessProfile } from '../support/fake-business-profile';

const run = Date.now().toString(36);
const orgId = `gbp-${run}`;
const owner = callerFor(`gbp-owner-${run}`);
const stylist = callerFor(`gbp-stylist-${run}`);
const gbp = new FakeBusinessProfile('owner@studionova.example')
  .review({
    reviewId: 'AbC1',
    stars: 5,
    comment: 'Best balayage in Brooklyn.',
    reviewer: 'Maria G.',
    createTime: '2026-10-02T15:00:00Z',
  })
  .review({
    reviewId: 'AbC2',
    stars: 2,
    comment: 'Kept waiting.',
    reviewer: 'Tom K.',
    createTime: '2026-10-20T10:00:00Z',
  })
  .review({
    reviewId: 'AbC3',
    stars: 4,
    reviewer: 'Lia P.',
    createTime: '2026-11-01T09:30:00Z',
    reply: { comment: 'Thank you, Lia!', updateTime: '2026-11-01T12:00:00Z' },
  });
const server = setupServer(...gbp.handlers());
const ENV = {
  GOOGLE_BUSINESS_CLIENT_ID: 'gbp-client.apps.googleusercontent.com',
  GOOGLE_BUSINESS_CLIENT_SECRET: 'gbp-secret',
  CONNECTIONS_TOKEN_KEY: Buffer.alloc(32, 9).toString('base64'),
};
let google: typeof GoogleModule;
let inbox: typeof InboxModule;
const db = () => admin().db;
const figures = async () => (await db().doc(`orgs/${orgId}/reviewStats/all`).get()).data()!;
const conn = async () => (await db().doc(`orgs/${orgId}/reputation/google`).get()).data();

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (e) {
    return e as { code: string; message: string; details?: { setup?: string } };
  }
  throw new Error('It was not refused');
}

async function connect(code = 'auth-code-1') {
  const { url } = await google.startGoogleConnect(owner, orgId);
  const state = new URL(url).searchParams.get('state')!;
  return google.finishGoogleConnect(owner, { state, code });
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  google = await import('../../functions/src/reviews/google/google.service');
  inbox = await import('../../functions/src/reviews/inbox.service');
  await ownedSalon(orgId, 'Studio Nova', owner.uid);
  await teamOf(orgId, [['s-lee', 'Lee Park', 'staff', stylist.uid]]);
});

afterAll(() => {
  server.close();
  for (const k of Object.keys(ENV)) delete process.env[k];
});

describe('without Google’s app on the server', () => {
  it('says plainly that it is not set up, and what to set', async () => {
    for (const k of Object.keys(ENV)) delete process.env[k];
    const e = await refusal(google.startGoogleConnect(owner, orgId));
    expect(e.code).toBe('not_configured');
    expect(e.message).toMatch(/Google reviews are not available/);
    expect(e.details?.setup).toMatch(/GOOGLE_BUSINESS_CLIENT_ID/);
    const seen = await google.googleReviews(owner, orgId);
    expect(seen.google).toMatchObject({ configured: false, connected: false });
    Object.assign(process.env, ENV);
  });
});

describe('connecting the Business Profile', () => {
  it('only owners and managers connect; a sign-in started by someone else is refused', async () => {
    expect((await refusal(google.startGoogleConnect(stylist, orgId))).code).toBe('forbidden');
    const { url } = await google.startGoogleConnect(owner, orgId);
    const asked = new URL(url);
    expect(asked.searchParams.get('scope')).toContain(
      'https://www.googleapis.com/auth/business.manage',
    );
    expect(asked.searchParams.get('access_type')).toBe('offline');
    const state = asked.searchParams.get('state')!;
    expect(
      (await refusal(google.finishGoogleConnect(stylist, { state, code: 'auth-code-1' }))).code,
    ).toBe('forbidden');
    const declined = await refusal(
      google.finishGoogleConnect(owner, { state, error: 'access_denied' }),
    );
    expect(declined.message).toMatch(/did not allow/);
  });

  it('lists the account’s locations, reads the chosen one’s reviews into the inbox, and seals the tokens', async () => {
    const status = await connect();
    expect(status).toMatchObject({
      connected: true,
      status: 'choose-location',
      account: 'owner@studionova.example',
    });
    expect(status.locations.map((l) => l.name)).toEqual([
      'accounts/1001/locations/2002',
      'accounts/1001/locations/2003',
    ]);
    const bad = await refusal(google.chooseGoogleLocation(owner, orgId, 'accounts/9/locations/9'));
    expect(bad.code).toBe('validation_failed');
    const chosen = await google.chooseGoogleLocation(owner, orgId, 'accounts/1001/locations/2002');
    expect(chosen).toMatchObject({ status: 'connected', reviewCount: 3, averageRating: 3.7 });
    // Two pages of Google's reviews (two, then one).
    expect(gbp.calls.filter((c) => c === 'GET /reviews')).toHaveLength(2);
    const seen = await google.googleReviews(stylist, orgId);
    expect(seen.reviews.map((r) => [r.displayName, r.rating, r.source])).toEqual([
      ['Lia P.', 4, 'google'],
      ['Tom K.', 2, 'google'],
      ['Maria G.', 5, 'google'],
    ]);
    expect(seen.reviews[0]!.reply?.text).toBe('Thank you, Lia!');
    expect(await figures()).toMatchObject({ count: 3, sum: 11, replied: 1 });
    const secret = (await db().doc(`orgs/${orgId}/reputationSecrets/google`).get()).data()!;
    expect(secret['tokens']).toMatch(/^v1\./);
    expect(JSON.stringify(secret)).not.toContain('gbp-rt-1');
    // Reading again changes nothing.
    await google.syncGoogleReviews(orgId);
    expect(await figures()).toMatchObject({ count: 3, sum: 11 });
  });
});

describe('answering and keeping up', () => {
  it('posts a reply on Google from the inbox (only owners and managers)', async () => {
    const body = { orgId, reviewId: 'g-AbC2', text: 'Sorry, Tom: we have added a second chair.' };
    expect((await refusal(inbox.respondToReview(stylist, body))).code).toBe('forbidden');
    const answered = await inbox.respondToReview(owner, body);
    expect(answered.review.reply?.text).toBe(body.text);
    expect(gbp.reviews.get('AbC2')!.reply?.comment).toBe(body.text);
    expect(await figures()).toMatchObject({ replied: 2 });
  });

  it('follows a review changed or deleted on Google in the figures', async () => {
    gbp.reviews.get('AbC2')!.stars = 4;
    gbp.reviews.delete('AbC1');
    await google.syncGoogleReviews(orgId);
    expect(await figures()).toMatchObject({ count: 2, sum: 8 });
    const removed = (await db().doc(`orgs/${orgId}/reviews/g-AbC1`).get()).data()!;
    expect(removed['removed']).toBe(true);
  });

  it('waits and tries again after a rate limit, longer each time, as due work', async () => {
    gbp.failNext.push({
      match: /\/reviews$/,
      status: 429,
      body: {
        error: {
          code: 429,
          message: 'Quota exceeded for quota metric.',
          status: 'RESOURCE_EXHAUSTED',
        },
      },
    });
    const now = new Date(Date.now() + 60_000);
    expect(await google.syncGoogleReviews(orgId, now)).toBe('rate-limited');
    const after = (await conn())!;
    expect(after['message']).toMatch(/Quota exceeded/);
    expect(after['nextSyncAt'].toDate().getTime()).toBe(now.getTime() + 15 * 60_000);
    const due = await google.googleReviewsDue.due(new Date(now.getTime() + 15 * 60_000), 50);
    expect(due).toContainEqual({ orgId, id: 'google' });
    expect(
      await google.googleReviewsDue.run({ orgId, id: 'google' }, new Date(now.getTime() + 60_000)),
    ).toBeNull();
    expect(
      await google.googleReviewsDue.run(
        { orgId, id: 'google' },
        new Date(now.getTime() + 15 * 60_000),
      ),
    ).toMatch(/^read/);
    expect(google.retryAfterMs(3)).toBe(60 * 60_000);
  });

  it('refreshes an expired access token and keeps the new one sealed', async () => {
    gbp.expireAccess = true;
    await google.disconnectGoogle(owner, orgId);
    gbp.revoked = false;
    const before = gbp.refreshes;
    const sealedBefore = (await db().doc(`orgs/${orgId}/reputationSecrets/google`).get()).exists;
    expect(sealedBefore).toBe(false);
    const connected = await connect('auth-code-2');
    // Refused once (401), refreshed, and the calls went through.
    expect(connected.account).toBe('owner@studionova.example');
    expect(gbp.refreshes).toBe(before + 1);
    gbp.expireAccess = false;
    const status = await google.chooseGoogleLocation(owner, orgId, 'accounts/1001/locations/2002');
    expect(status.status).toBe('connected');
    // The refreshed token was kept: no second refresh was needed.
    expect(gbp.refreshes).toBe(before + 1);
  });

  it('asks to connect again when Google no longer grants access, in Google’s words', async () => {
    gbp.revoked = true;
    expect(await google.syncGoogleReviews(orgId)).toBe('reconnect');
    const after = await google.googleReviews(owner, orgId);
    expect(after.google.status).toBe('reconnect');
    expect(after.google.message).toMatch(/Connect it again/);
    expect(after.google.nextSyncAt).toBeNull();
    const reply = await refusal(
      inbox.respondToReview(owner, { orgId, reviewId: 'g-AbC3', text: 'Thanks again!' }),
    );
    expect(reply.message).toMatch(/Connect your Google Business Profile again/);
  });

  it('disconnects: Google’s access revoked, the tokens removed, the reviews kept on record', async () => {
    gbp.revoked = false;
    const revokes = gbp.revokeCalls;
    const gone = await google.disconnectGoogle(owner, orgId);
    expect(gone.connected).toBe(false);
    expect(gbp.revokeCalls).toBe(revokes + 1);
    expect((await db().doc(`orgs/${orgId}/reputationSecrets/google`).get()).exists).toBe(false);
    expect((await google.googleReviews(owner, orgId)).reviews.length).toBeGreaterThan(0);
  });
});
