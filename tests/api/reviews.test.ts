// Reviews against the emulators and a real local SMTP server: a visit checked
// out is asked once, after the salon's delay (the booking trigger plans it;
// this test's clock sends it), and not again for a client asked within 30
// days; the link works once and for that visit only; a one-star review counts
// exactly as a five-star one; a reply tells the client; the figures match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBookingRecord } from '@chairside/core/records/booking';
import type * as Queue from '../../functions/src/notifications/queue.service';
import type * as Reviews from '../../functions/src/reviews/requests.service';
import { admin, callApi, ownedSalon, teamOf } from '../support/api';
import { APP_URL, signUp } from '../support/emulators';
import { linkIn, startMailbox, type Mailbox } from '../support/mailbox';
import { page } from '../support/page';
import { signLinksAsTheEmulators } from '../support/local-links';

const run = Date.now().toString(36);
const orgId = `rev-${run}`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let owner: { uid: string; idToken: string };
let stylist: { uid: string; idToken: string };
let stranger: { uid: string; idToken: string };
let queue: typeof Queue;
let reviews: typeof Reviews;
let mailbox: Mailbox;
const db = () => admin().db;
// Visits a week ahead: the emulators' own tasks (on real time) find nothing due.
const T0 = Date.now() + 7 * DAY;
const email = (c: string) => `${c}-${run}@example.test`;

function booking(id: string, clientId: string, end: number, status = 'booked') {
  return ZBookingRecord.parse({
    id,
    localDate: new Date(end).toISOString().slice(0, 10),
    startTime: new Date(end - HOUR),
    endTime: new Date(end),
    staffId: 's-lee',
    staffName: 'Lee Park',
    serviceIds: ['svc-cut'],
    services: [{ id: 'svc-cut', name: 'Cut', durationMinutes: 60, price: 6_000 }],
    price: 6_000,
    clientId,
    clientName: `${clientId} Test`,
    clientEmail: email(clientId),
    status,
    createdAt: new Date(end - 10 * DAY),
    updatedAt: new Date(end - 10 * DAY),
  });
}

async function checkOut(id: string, clientId: string, end: number) {
  const ref = db().doc(`orgs/${orgId}/bookings/${id}`);
  await ref.set(booking(id, clientId, end));
  await ref.update({ status: 'completed' });
}

const requestsOf = async (bookingId: string) =>
  (
    await db().collection(`orgs/${orgId}/notifications`).where('bookingId', '==', bookingId).get()
  ).docs
    .map((d) => d.data())
    .filter((n) => n['kind'] === 'review');

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

// Links minted here must match the functions emulator's.
signLinksAsTheEmulators();

beforeAll(async () => {
  await import('../../functions/src/subscriptions');
  queue = await import('../../functions/src/notifications/queue.service');
  reviews = await import('../../functions/src/reviews/requests.service');
  mailbox = await startMailbox();
  [owner, stylist, stranger] = await Promise.all([
    signUp(`rev-owner-${run}@chairside.test`),
    signUp(`rev-stylist-${run}@chairside.test`),
    signUp(`rev-stranger-${run}@chairside.test`),
  ]);
  await ownedSalon(orgId, 'Review Studio', owner.uid);
  await teamOf(orgId, [['s-lee', 'Lee Park', 'staff', stylist.uid]]);
  for (const c of ['ana', 'ben']) {
    await db()
      .doc(`orgs/${orgId}/clients/${c}`)
      .set({
        firstName: c === 'ana' ? 'Ana' : 'Ben',
        lastName: 'Test',
        email: email(c),
        phone: '',
        tags: [],
        marketingConsent: { email: false, sms: false },
        createdAt: new Date(),
        updatedAt: new Date(),
      });
  }
});

afterAll(async () => {
  await mailbox?.close();
});

describe('asking after every visit', () => {
  it('only owners and managers set it', async () => {
    const body = { orgId, autoRequest: true, channel: 'email', delayHours: 2, showOnSite: true };
    expect((await callApi('/reviews/auto-request', { token: stylist.idToken, body })).status).toBe(
      403,
    );
    const res = await callApi('/reviews/auto-request', { token: owner.idToken, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ autoRequest: true, delayHours: 2 });
  });

  it('asks a visit once, two hours after checkout, and not the same client again within 30 days', async () => {
    await checkOut('b-ana-1', 'ana', T0);
    const planned = await waitFor(
      () => requestsOf('b-ana-1'),
      (l) => l.length > 0,
    );
    expect(planned).toHaveLength(1);
    expect(planned[0]!['sendAt'].toDate().getTime()).toBe(T0 + 2 * HOUR);
    // A second visit ten days on: not asked (and the trigger running twice adds nothing).
    await checkOut('b-ana-2', 'ana', T0 + 10 * DAY);
    const again = await reviews.askAbout(
      orgId,
      booking('b-ana-2', 'ana', T0 + 10 * DAY, 'completed'),
    );
    expect(again).toEqual({
      requested: false,
      reason: 'The client was asked for a review in the last 30 days.',
    });
    const twice = await reviews.askAbout(orgId, booking('b-ana-1', 'ana', T0, 'completed'));
    expect(twice.requested).toBe(false);
    expect(await requestsOf('b-ana-2')).toHaveLength(0);
    // Not a minute early; then the e-mail with its link.
    await queue.deliverDue(new Date(T0 + 2 * HOUR - 60_000), 100);
    expect(mailbox.messages.some((m) => JSON.stringify(m.to).includes(email('ana')))).toBe(false);
    await queue.deliverDue(new Date(T0 + 2 * HOUR), 100);
    await mailbox.waitFor(email('ana'), /How was your visit to Review Studio/);
  });
});

describe('the review link', () => {
  let token: string;

  it('names the visit, takes a one-star review once, and refuses bad input by field', async () => {
    const mail = await mailbox.waitFor(email('ana'), /How was your visit/);
    const link = new URL(linkIn(mail, `${APP_URL}/client-review`));
    token = link.searchParams.get('token')!;
    const visit = await callApi(`/reviews/visit?token=${encodeURIComponent(token)}`);
    expect(visit.body).toMatchObject({
      salon: 'Review Studio',
      answered: false,
      services: [{ name: 'Cut' }],
    });
    const bad = await callApi('/reviews/submit', {
      body: { token, rating: 6, text: '<script>x</script>' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'rating',
      'text',
    ]);
    const stranger = await callApi('/reviews/submit', {
      body: { token, rating: 3, staffRatings: { 's-other': 4 } },
    });
    expect(stranger.status).toBe(400);
    const one = await callApi('/reviews/submit', {
      body: { token, rating: 1, text: 'Waited 40 minutes.', staffRatings: { 's-lee': 2 } },
    });
    expect(one.status).toBe(200);
    expect((await callApi('/reviews/submit', { body: { token, rating: 5 } })).status).toBe(409);
    const forged = token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    expect((await callApi(`/reviews/visit?token=${encodeURIComponent(forged)}`)).status).toBe(404);
    const { reviewToken } = await import('../../functions/src/reviews/links');
    const old = reviewToken(orgId, 'b-ana-1', Date.now() - DAY)!;
    const expired = await callApi(`/reviews/visit?token=${encodeURIComponent(old)}`);
    expect(expired.status).toBe(404);
    expect(expired.body.error.message).toMatch(/expired/);
  });

  it('counts a one-star review exactly as a five-star one, and the figures match', async () => {
    await checkOut('b-ben-1', 'ben', T0);
    await waitFor(
      () => requestsOf('b-ben-1'),
      (l) => l.length > 0,
    );
    const { reviewToken } = await import('../../functions/src/reviews/links');
    const five = await callApi('/reviews/submit', {
      body: {
        token: reviewToken(orgId, 'b-ben-1', T0 + 30 * DAY)!,
        rating: 5,
        text: 'Perfect cut.',
      },
    });
    expect(five.status).toBe(200);
    const list = await callApi(`/reviews/list/${orgId}`, { token: stylist.idToken });
    expect(list.body.reviews.map((r: { rating: number }) => r.rating).sort()).toEqual([1, 5]);
    const ones = await callApi(`/reviews/list/${orgId}?rating=1`, { token: owner.idToken });
    expect(ones.body.reviews).toHaveLength(1);
    expect((await callApi(`/reviews/list/${orgId}`, { token: stranger.idToken })).status).toBe(403);
    const stats = await callApi(`/reviews/stats/${orgId}`, { token: owner.idToken });
    expect(stats.body).toMatchObject({
      count: 2,
      average: 3,
      stars: [1, 0, 0, 0, 1],
      responseRate: 0,
      byStaff: { 's-lee': { count: 1, average: 2 } },
    });
    expect(stats.body.months.at(-1).count + stats.body.months.at(-2).count).toBeGreaterThanOrEqual(
      0,
    );
  });

  it('a reply (owners and managers) is public, tells the client, and counts as answered', async () => {
    const id = 'rev-b-ana-1';
    const body = {
      orgId,
      reviewId: id,
      text: 'Sorry for the wait, Ana. We have changed how we book.',
    };
    expect((await callApi('/reviews/respond', { token: stylist.idToken, body })).status).toBe(403);
    const res = await callApi('/reviews/respond', { token: owner.idToken, body });
    expect(res.status).toBe(200);
    expect(res.body.review.reply.text).toBe(body.text);
    await queue.deliverDue(new Date(), 100);
    await mailbox.waitFor(email('ana'), /replied to your review/);
    const stats = await callApi(`/reviews/stats/${orgId}`, { token: owner.idToken });
    expect(stats.body).toMatchObject({ count: 2, responseRate: 50 });
    const unanswered = await callApi(`/reviews/list/${orgId}?replied=no`, { token: owner.idToken });
    expect(unanswered.body.reviews.map((r: { id: string }) => r.id)).toEqual(['rev-b-ben-1']);
  });
});

describe('a photo with the review', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const send = (token: string, file: Buffer, type: string, name: string) => {
    const form = new FormData();
    form.set('token', token);
    form.set('file', new Blob([new Uint8Array(file)], { type }), name);
    return fetch(`${APP_URL}/api/reviews/photo`, { method: 'POST', body: form });
  };

  it('takes a photo through the visit’s link, refuses anything else, and shows it with the review', async () => {
    await checkOut('b-cleo-1', 'cleo', T0);
    await waitFor(
      () => requestsOf('b-cleo-1'),
      (l) => l.length > 0,
    );
    const { reviewToken } = await import('../../functions/src/reviews/links');
    const token = reviewToken(orgId, 'b-cleo-1', T0 + 30 * DAY)!;
    const visit = await callApi(`/reviews/visit?token=${encodeURIComponent(token)}`);
    expect(visit.body.suggestedName).toBe('cleo T.');

    const script = await send(token, Buffer.from('<svg onload="alert(1)"/>'), 'image/png', 'x.png');
    expect(script.status).toBe(400);
    expect(((await script.json()) as { error: { message: string } }).error.message).toMatch(
      /not a photo/,
    );
    const forged = await send(
      token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
      png,
      'image/png',
      'a.png',
    );
    expect(forged.status).toBe(404);
    const added = await send(token, png, 'image/png', 'result.png');
    expect(added.status).toBe(201);
    const { photoId, url } = (await added.json()) as { photoId: string; url: string };
    const image = await fetch(`${APP_URL}${url}`);
    expect(image.headers.get('content-type')).toBe('image/png');

    // A photo that is not this visit's is refused by field; this one is kept with the review.
    const wrong = await callApi('/reviews/submit', {
      body: { token, rating: 4, photoId: 'f'.repeat(32) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0].path).toBe('photoId');
    const ok = await callApi('/reviews/submit', {
      body: { token, rating: 4, text: 'Love the colour.', photoId, displayName: 'Cleo T.' },
    });
    expect(ok.status).toBe(200);
    const list = await callApi(`/reviews/list/${orgId}?rating=4`, { token: owner.idToken });
    expect(list.body.reviews[0]).toMatchObject({ displayName: 'Cleo T.', photoUrl: url });
    // The link has been used: no more photos through it.
    expect((await send(token, png, 'image/png', 'again.png')).status).toBe(409);
  });
});

describe('the reviews on the salon’s site', () => {
  const host = () => `${orgId}.localhost:5000`;
  const site = async () => (await db().doc(`publicSites/${orgId}`).get()).data()!;

  it('shows the average, the newest with their replies and photos, in the page’s one read and its structured data', async () => {
    const draft = await callApi(`/sites/${orgId}/draft`, { token: owner.idToken });
    await callApi(`/sites/${orgId}/draft`, {
      method: 'PUT',
      token: owner.idToken,
      body: { draft: draft.body.draft },
    });
    expect(
      (await callApi(`/sites/${orgId}/publish`, { method: 'POST', token: owner.idToken })).status,
    ).toBe(200);
    const published = await site();
    // 1, 5 and 4 stars: every rating counts alike.
    expect(published['reviews']).toMatchObject({ count: 3, average: 3.3 });
    expect(published['reviews'].recent.map((r: { author: string }) => r.author)).toEqual([
      'Cleo T.',
      'A client',
      'A client',
    ]);
    const res = await page(host());
    expect(res.status).toBe(200);
    expect(res.reads).toBe('1');
    expect(res.html).toContain('What clients say');
    expect(res.html).toContain('Sorry for the wait, Ana. We have changed how we book.');
    expect(res.html).toContain('Waited 40 minutes.');
    expect(res.html).toMatch(
      /"aggregateRating":\{"@type":"AggregateRating","ratingValue":"3.3","reviewCount":3/,
    );
    expect(res.html).toContain('/api/media/');
  });

  it('keeps a flagged review in the average but stops quoting it, and takes the block away when turned off', async () => {
    const flag = await callApi('/reviews/flag', {
      token: owner.idToken,
      body: { orgId, reviewId: 'rev-b-ben-1', reason: 'Posted by a competitor' },
    });
    expect(flag.status).toBe(200);
    const flagged = await waitFor(site, (s) => s['reviews'].recent.length === 2);
    expect(flagged['reviews'].count).toBe(3);
    expect(flagged['reviews'].recent.map((r: { id: string }) => r.id)).not.toContain('rev-b-ben-1');
    const off = await callApi('/reviews/auto-request', {
      token: owner.idToken,
      body: { orgId, autoRequest: true, channel: 'email', delayHours: 2, showOnSite: false },
    });
    expect(off.status).toBe(200);
    await waitFor(site, (s) => s['reviews'] === null);
    expect((await page(host())).html).not.toContain('What clients say');
  });
});
