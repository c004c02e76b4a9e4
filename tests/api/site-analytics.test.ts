// Website analytics end to end through the API: a scripted morning of visits
// to a salon's site (two people, one with Do Not Track, a bot, a made-up
// page), one of them booking, produce exactly the day's figures and funnel;
// bad beacons get a clear 400 or 404 and never a 5xx; only owners and
// managers (and platform administrators) read the figures; nothing stored
// holds an address or a user agent.
import { beforeAll, describe, expect, it } from 'vitest';
import { starterDraft } from '@chairside/core/site';
import { addDays, localParts } from '@chairside/core/zoned-time';
import { admin, callApi, signIn } from '../support/api';
import { bookingRecord, salonWithLeo } from '../support/booking-fixture';
import { API_URL, signUp } from '../support/emulators';

const run = Date.now();
const ZONE = 'America/New_York';
const people: Record<string, string> = {};
let orgId: string;
let otherOrgId: string;
const today = () => localParts(Date.now(), ZONE).date;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A beacon as a browser sends it (sendBeacon posts JSON with the page's user agent). */
async function beacon(body: unknown, agent: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${API_URL}/site-analytics/track`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': agent, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return res.status;
}

const view = (path: string, extra: Record<string, unknown> = {}) => ({
  orgId,
  kind: 'view',
  path,
  lang: 'en-US',
  ...extra,
});
const step = (name: string, extra: Record<string, unknown> = {}) => ({
  orgId,
  kind: 'step',
  step: name,
  path: '/book',
  ...extra,
});

async function publish(token: string, id: string, name: string, slug: string) {
  const draft = starterDraft({ name, slug, description: 'Colour and cuts in Brooklyn' });
  const saved = await callApi(`/sites/${id}/draft`, { method: 'PUT', token, body: { draft } });
  expect(saved.status).toBe(200);
  const res = await callApi(`/sites/${id}/publish`, { method: 'POST', token });
  expect(res.status).toBe(200);
}

const report = (token: string | undefined, id = orgId) =>
  callApi(`/site-analytics/report?orgId=${id}&from=${today()}&to=${today()}`, { token });

beforeAll(async () => {
  for (const who of ['owner', 'manager', 'desk', 'stylist', 'other', 'root'])
    people[who] = (await signUp(`${who}-${run}@analytics.test`)).idToken;
  const root = await admin().auth.getUserByEmail(`root-${run}@analytics.test`);
  await admin().auth.setCustomUserClaims(root.uid, { superAdmin: true });
  people['root'] = await signIn(`root-${run}@analytics.test`);
  orgId = await salonWithLeo(people['owner']!, 'Studio Nova', `nova-analytics-${run}`);
  otherOrgId = await salonWithLeo(people['other']!, 'Luxe', `luxe-analytics-${run}`);
  const { db } = admin();
  for (const [who, role] of [
    ['manager', 'manager'],
    ['desk', 'front_desk'],
    ['stylist', 'staff'],
  ] as const) {
    const { uid } = await admin().auth.getUserByEmail(`${who}-${run}@analytics.test`);
    await db.doc(`orgs/${orgId}/members/${uid}`).set({ uid, role, staffId: null });
  }
  await publish(people['owner']!, orgId, 'Studio Nova', `nova-analytics-${run}`);
  await publish(people['other']!, otherOrgId, 'Luxe', `luxe-analytics-${run}`);
});

describe('a morning of visits', () => {
  it('adds up to exactly the day’s figures and funnel, with one booking from the site', async () => {
    const { db } = admin();
    // Ana, on her phone, from an Instagram post: the home page, then booking.
    const utm = '?utm_source=instagram&utm_medium=social&utm_campaign=spring';
    expect(
      await beacon(
        view('/', { query: utm, referrer: 'https://l.instagram.com/?u=x', width: 390 }),
        IPHONE,
      ),
    ).toBe(204);
    expect(await beacon(view('/book', { step: 'booking' }), IPHONE)).toBe(204);
    expect(await beacon(step('service'), IPHONE)).toBe(204);
    expect(await beacon(step('service'), IPHONE)).toBe(204); // back and forth: once
    expect(await beacon(step('time'), IPHONE)).toBe(204);
    await db
      .doc(`orgs/${orgId}/bookings/site-booking-${run}`)
      .set(
        bookingRecord(
          `site-booking-${run}`,
          `ana-${run}@analytics.test`,
          new Date(Date.now() + 86_400_000),
        ),
      );
    expect(await beacon(step('booked', { ref: `site-booking-${run}` }), IPHONE)).toBe(204);
    // The confirmation page reloaded: the booking is not counted twice.
    expect(await beacon(step('booked', { ref: `site-booking-${run}` }), IPHONE)).toBe(204);

    // Ben, at his desk, from a search: three pages, one of them made up.
    for (const path of ['/', '/', '/wp-login.php'])
      expect(
        await beacon(view(path, { referrer: 'https://www.google.com/search?q=salon' }), MAC),
      ).toBe(204);
    // He claims a booking the desk made, and another salon's: neither counts.
    await db.doc(`orgs/${orgId}/bookings/desk-${run}`).set(
      bookingRecord(`desk-${run}`, `ben-${run}@analytics.test`, new Date(Date.now() + 86_400_000), {
        source: 'staff',
      }),
    );
    await db
      .doc(`orgs/${otherOrgId}/bookings/luxe-${run}`)
      .set(
        bookingRecord(
          `luxe-${run}`,
          `ben-${run}@analytics.test`,
          new Date(Date.now() + 86_400_000),
        ),
      );
    expect(await beacon(step('booked', { ref: `desk-${run}` }), MAC)).toBe(204);
    expect(await beacon(step('booked', { ref: `luxe-${run}` }), MAC)).toBe(204);

    // Cleo with Do Not Track, Dev with Global Privacy Control: views, never visitors.
    expect(await beacon(view('/'), WINDOWS, { DNT: '1' })).toBe(204);
    expect(
      await beacon(view('/book', { step: 'booking' }), `${WINDOWS} Dev`, { 'Sec-GPC': '1' }),
    ).toBe(204);
    // A crawler and a driven browser: kept apart.
    expect(await beacon(view('/'), GOOGLEBOT)).toBe(204);
    expect(await beacon(view('/', { automated: true }), MAC)).toBe(204);

    const res = await report(people['owner']);
    expect(res.status).toBe(200);
    const r = res.body;
    expect(r.totals).toMatchObject({
      views: 7,
      visitors: 2,
      anonymousViews: 2,
      bots: 2,
      bookings: 1,
      revenue: 6500,
    });
    expect(r.totals.conversion).toBeCloseTo(0.5);
    expect(r.pages).toEqual([
      { key: '/', count: 4 },
      { key: '/book', count: 2 },
      { key: '(other)', count: 1 },
    ]);
    expect(r.referrers).toEqual([
      { key: 'google.com', count: 3 },
      { key: 'l.instagram.com', count: 1 },
    ]);
    expect(r.campaigns).toEqual([{ key: 'instagram / social / spring', count: 1, bookings: 1 }]);
    expect(r.devices).toEqual([
      { key: 'desktop', count: 5 },
      { key: 'mobile', count: 2 },
    ]);
    expect(r.browsers.map((b: { key: string }) => b.key).sort()).toEqual([
      'Chrome',
      'Edge',
      'Safari',
    ]);
    expect(r.languages).toEqual([{ key: 'en', count: 7 }]);
    expect(r.funnel.booking.map((f: { visitors: number }) => f.visitors)).toEqual([2, 1, 1, 1, 1]);
    expect(r.funnel.booking[1].dropOff).toBeCloseTo(0.5);
    expect(r.live).toBe(2);

    // Today's figures are spread over at most four shards (read with the site's names);
    // the visitors' documents hold no address and no browser.
    const shards = await db.collection(`orgs/${orgId}/siteAnalyticsShards`).get();
    expect(shards.size).toBeGreaterThan(0);
    expect(shards.size).toBeLessThanOrEqual(4);
    expect(r.reads).toBe(shards.size + 1);
    const visitors = await db.collection(`orgs/${orgId}/siteVisitors`).get();
    expect(visitors.size).toBe(2);
    const stored = JSON.stringify(visitors.docs.map((d) => ({ id: d.id, ...d.data() })));
    expect(stored).not.toMatch(/127\.0\.0\.1|::1|Mozilla|iPhone/);
    // A visitor is when, from where, and the blog article read last: never who.
    for (const d of visitors.docs)
      expect(Object.keys(d.data()).sort()).toEqual(
        ['date', 'expiresAt', 'firstSeen', 'lastSeen', 'post', 'source'].sort(),
      );
    // The other salon's figures did not move.
    const luxe = await db.collection(`orgs/${otherOrgId}/siteAnalyticsShards`).get();
    expect(luxe.docs.every((d) => !d.get('bookings'))).toBe(true);
  });

  it('exports the range as CSV, a row a day', async () => {
    const res = await fetch(
      `${API_URL}/site-analytics/export?orgId=${orgId}&from=${today()}&to=${today()}`,
      { headers: { Authorization: `Bearer ${people['manager']}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Date,Views,Visitors');
    expect(lines[1]).toBe(`${today()},7,2,2,2,1,1,1,65.00,0,0.00`);
  });

  it('shows the platform every salon’s site, to its administrators only', async () => {
    const q = `from=${today()}&to=${today()}`;
    const res = await callApi(`/site-analytics/platform?${q}`, { token: people['root'] });
    expect(res.status).toBe(200);
    const nova = res.body.salons.find((s: { orgId: string }) => s.orgId === orgId);
    expect(nova).toMatchObject({ name: 'Studio Nova', views: 7, visitors: 2, bookings: 1 });
    expect(
      (await callApi(`/site-analytics/platform?${q}`, { token: people['owner'] })).status,
    ).toBe(403);
    expect((await report(people['root'])).status).toBe(200);
  });
});

describe('a finished day', () => {
  it('is read from its shards once, then from one document', async () => {
    const { db } = admin();
    const yesterday = addDays(today(), -1);
    for (const k of [0, 2])
      await db.doc(`orgs/${orgId}/siteAnalyticsShards/${yesterday}-${k}`).set({
        date: yesterday,
        views: 10 + k,
        visitors: 3,
        pages: { '/': 10 + k },
      });
    const range = `orgId=${orgId}&from=${yesterday}&to=${yesterday}`;
    const first = await callApi(`/site-analytics/report?${range}`, { token: people['owner'] });
    expect(first.body.totals).toMatchObject({ views: 22, visitors: 6 });
    expect(first.body.reads).toBe(3);
    const shards = await db
      .collection(`orgs/${orgId}/siteAnalyticsShards`)
      .where('date', '==', yesterday)
      .get();
    expect(shards.size).toBe(0);
    const again = await callApi(`/site-analytics/report?${range}`, { token: people['owner'] });
    expect(again.body.totals).toMatchObject({ views: 22, visitors: 6 });
    expect(again.body.pages).toEqual([{ key: '/', count: 22 }]);
    expect(again.body.reads).toBe(2);
  });
});

describe('who may read the figures', () => {
  it('owners and managers; never the desk, a stylist, another salon or nobody', async () => {
    expect((await report(people['manager'])).status).toBe(200);
    for (const who of ['desk', 'stylist', 'other'])
      expect((await report(people[who])).status).toBe(403);
    expect((await report(undefined)).status).toBe(401);
    const wide = await callApi(
      `/site-analytics/report?orgId=${orgId}&from=2024-01-01&to=2026-01-01`,
      { token: people['owner'] },
    );
    expect(wide.status).toBe(400);
    expect(wide.body.error.details[0].message).toBe('Choose at most a year');
  });
});

describe('bad beacons', () => {
  it('answer 404 for a site that does not exist and 400 for what is not a beacon, never 5xx', async () => {
    expect(await beacon({ ...view('/'), orgId: `nobody-${run}` }, MAC)).toBe(404);
    expect(await beacon('{"orgId":', MAC)).toBe(400);
    expect(await beacon({ ...view('/'), extra: 'x' }, MAC)).toBe(400);
    expect(await beacon({ orgId, kind: 'step', path: '/' }, MAC)).toBe(400);
    expect(await beacon({ ...view('/'), referrer: 'x'.repeat(3000) }, MAC)).toBe(400);
    expect(await beacon({ ...view('/'), orgId: '../../etc' }, MAC)).toBe(400);
    expect(await beacon([1, 2, 3], MAC)).toBe(400);
    // The pixel of a page seen without JavaScript always answers an image.
    const pixel = await fetch(`${API_URL}/site-analytics/pixel.gif?o=${orgId}`, {
      headers: { 'User-Agent': MAC },
    });
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    const after = await report(people['owner']);
    expect(after.body.totals.bots).toBe(3);
    expect(after.body.totals.views).toBe(7);
  });
});

describe('a blog reader who books', () => {
  const LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
  it('counts the booking once, for the last post they read before booking', async () => {
    expect(await beacon(view('/blog'), LINUX)).toBe(204);
    expect(await beacon(view('/blog/balayage-tips'), LINUX)).toBe(204);
    expect(await beacon(view('/blog/gloss-at-home'), LINUX)).toBe(204);
    expect(await beacon(view('/book', { step: 'booking' }), LINUX)).toBe(204);
    const id = `blog-booking-${run}`;
    await admin()
      .db.doc(`orgs/${orgId}/bookings/${id}`)
      .set(bookingRecord(id, `cleo-${run}@analytics.test`, new Date(Date.now() + 86_400_000)));
    expect(await beacon(step('booked', { ref: id }), LINUX)).toBe(204);
    expect(await beacon(step('booked', { ref: id }), LINUX)).toBe(204);
    const price = (await admin().db.doc(`orgs/${orgId}/bookings/${id}`).get()).get('price');
    const res = await report(people['owner']);
    expect(res.body.posts).toEqual([
      {
        slug: 'gloss-at-home',
        views: 1,
        bookings: 1,
        revenue: price,
        blockClicks: 0,
        blockBookings: 0,
      },
      {
        slug: 'balayage-tips',
        views: 1,
        bookings: 0,
        revenue: 0,
        blockClicks: 0,
        blockBookings: 0,
      },
    ]);
    expect(res.body.pages).toEqual(
      expect.arrayContaining([
        { key: '/blog', count: 1 },
        { key: '/blog/gloss-at-home', count: 1 },
      ]),
    );
    const todayRow = res.body.days.find((d: { date: string }) => d.date === today());
    expect(todayRow.blogViews).toBe(2);
  });

  it('counts a conversion block’s click, and the booking after it once, for that post', async () => {
    const reader = WINDOWS.replace('Edg/131', 'Edg/132');
    expect(await beacon(view('/blog/curl-care-es/es'), reader)).toBe(204);
    const click = { orgId, kind: 'cta', block: 'book', path: '/blog/curl-care-es/es' };
    expect(await beacon(click, reader)).toBe(204);
    // A click outside an article counts for nothing.
    expect(await beacon({ ...click, path: '/book' }, reader)).toBe(204);
    expect(await beacon(view('/book', { step: 'booking' }), reader)).toBe(204);
    const id = `block-booking-${run}`;
    await admin()
      .db.doc(`orgs/${orgId}/bookings/${id}`)
      .set(bookingRecord(id, `dana-${run}@analytics.test`, new Date(Date.now() + 2 * 86_400_000)));
    expect(await beacon(step('booked', { ref: id }), reader)).toBe(204);
    expect(await beacon(step('booked', { ref: id }), reader)).toBe(204);
    const price = (await admin().db.doc(`orgs/${orgId}/bookings/${id}`).get()).get('price');
    const { posts } = (await report(people['owner'])).body as {
      posts: { slug: string }[];
    };
    expect(posts.find((p) => p.slug === 'curl-care-es')).toEqual({
      slug: 'curl-care-es',
      views: 1,
      bookings: 1,
      revenue: price,
      blockClicks: 1,
      blockBookings: 1,
    });
    // The earlier reader clicked no block: their post's booking is not a block's.
    expect(posts.find((p) => p.slug === 'gloss-at-home')).toMatchObject({ blockBookings: 0 });
  });
});
