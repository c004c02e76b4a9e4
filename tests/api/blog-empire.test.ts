// The network of salon blogs (/blog-empire-control), through the API as the
// screen uses it: only platform administrators may use it; it lists a
// salon's blog with its counts and its month's readers and bookings; a post
// taken down becomes a draft with the reason, the owner is e-mailed and a
// republished post comes back for review; the monthly allowance of batch
// drafts holds; a picked post shows on the platform blog and leaves it when
// its salon takes it down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkAnswer, NetworkBlog } from '@chairside/core/blog-network';
import { admin, callApi, ownedSalon, signIn } from '../support/api';
import { signUp } from '../support/emulators';
import { eventually, housePost, publishSalonSite } from '../support/salon-blog';
import { startMailbox, type Mailbox } from '../support/mailbox';

const run = Date.now();
const orgId = `empire-${run}`;
const email = (who: string) => `${who}-${run}@empire.test`;
const { auth, db } = admin();
let mailbox: Mailbox;
let adminToken = '';
let ownerToken = '';
const ids: Record<string, string> = {};

const salonBlog = (path: string, init: Parameters<typeof callApi>[1] = {}) =>
  callApi(`/blog${path}${path.includes('?') ? '&' : '?'}orgId=${orgId}`, init);
const empire = (path: string, init: Parameters<typeof callApi>[1] = {}) =>
  callApi(`/blog-empire${path}`, { token: adminToken, ...init });

/** This salon's row, paging through the network as the screen does. */
async function ourBlog(review = false): Promise<NetworkBlog | undefined> {
  let after: string | null = '';
  while (after !== null) {
    const q = new URLSearchParams({
      ...(after ? { after } : {}),
      ...(review ? { review: 'true' } : {}),
    });
    const answer = await empire(`/blogs?${q}`);
    expect(answer.status).toBe(200);
    const page = answer.body as NetworkAnswer;
    const found = page.blogs.find((b) => b.orgId === orgId);
    if (found) return found;
    after = page.next;
  }
  return undefined;
}

const platformPicks = async () => {
  const answer = await callApi(`/blog/page?path=${encodeURIComponent('/blog')}&search=`);
  const page = answer.body.page as {
    kind: string;
    index?: { picks?: { post_id: string; url: string; salon_name: string }[] };
  };
  return page.index?.picks ?? [];
};

beforeAll(async () => {
  mailbox = await startMailbox();
  const [a, o] = await Promise.all([signUp(email('admin')), signUp(email('owner'))]);
  await auth.setCustomUserClaims(a!.uid, { superAdmin: true });
  await ownedSalon(orgId, 'Studio Empire', o!.uid);
  [adminToken, ownerToken] = await Promise.all([signIn(email('admin')), signIn(email('owner'))]);
  await publishSalonSite(orgId, ownerToken, 'Studio Empire');
  expect(
    (
      await salonBlog('/authors', {
        token: ownerToken,
        body: { id: 'house', name: 'Studio Empire' },
      })
    ).status,
  ).toBe(201);
  for (const [key, title, slug] of [
    ['balayage', 'Balayage that grows out softly', 'balayage-soft'],
    ['curls', 'Caring for curls in winter', 'curls-winter'],
  ] as const) {
    const made = await salonBlog('/posts', { token: ownerToken, body: housePost(title, slug) });
    expect(made.status).toBe(201);
    ids[key] = made.body.id as string;
  }
});

afterAll(async () => {
  await mailbox.close();
});

describe('who may run the network', () => {
  it('refuses a salon owner every call, and a visitor without signing in', async () => {
    const calls: [string, Parameters<typeof callApi>[1]][] = [
      ['/blogs', {}],
      [`/blogs/${orgId}/posts`, {}],
      [
        `/blogs/${orgId}/posts/${ids['balayage']}/unpublish`,
        { body: { reason: 'Copied text from elsewhere' } },
      ],
      [`/blogs/${orgId}/quota`, { method: 'PUT', body: { batch_quota: 999 } }],
      [`/picks/${orgId}/${ids['curls']}`, { method: 'PUT' }],
    ];
    for (const [path, init] of calls) {
      const owner = await empire(path, { ...init, token: ownerToken });
      expect(owner.status, path).toBe(403);
      expect(owner.body.error.message).toBe(
        'Only platform administrators can run the network of blogs.',
      );
      expect((await empire(path, { ...init, token: undefined })).status, path).toBe(401);
    }
  });
});

describe('the list of blogs', () => {
  it('shows the salon’s posts and its month of blog readers and bookings', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    // A finished day, today's shard, and a day older than the month (left out).
    await db.doc(`orgs/${orgId}/siteAnalytics/2000-01-01`).set({ date: old, blogViews: 500 });
    await db
      .doc(`orgs/${orgId}/siteAnalytics/${today}`)
      .set({ date: today, blogViews: 7, blogBookings: 2, blogRevenue: 9_000 });
    await db
      .doc(`orgs/${orgId}/siteAnalyticsShards/${today}-1`)
      .set({ date: today, blogViews: 3, blogBookings: 0, blogRevenue: 0 });
    const row = await eventually(ourBlog, (b) => b?.posts.published === 2, 'the blog’s counts');
    expect(row).toMatchObject({
      name: 'Studio Empire',
      posts: { published: 2, scheduled: 0, draft: 0 },
      views: 10,
      bookings: 2,
      revenue: 9_000,
      moderated: 0,
      batch: { quota: 60, custom: false, used: 0, left: 60 },
    });
    expect(row!.url).toMatch(/^http:\/\/.+\.localhost:5000\/blog$/);
    const posts = await empire(`/blogs/${orgId}/posts`);
    expect(posts.status).toBe(200);
    expect(posts.body.posts.map((p: { slug: string }) => p.slug).sort()).toEqual([
      'balayage-soft',
      'curls-winter',
    ]);
  });
});

describe('moderation', () => {
  it('asks for a reason the salon can act on', async () => {
    const short = await empire(`/blogs/${orgId}/posts/${ids['balayage']}/unpublish`, {
      body: { reason: 'bad' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.details[0].message).toBe(
      'Say why in at least 10 characters: the salon reads this',
    );
  });

  it('takes a post down with its reason, and tells the owner', async () => {
    const reason = 'The before-and-after photos belong to another salon.';
    const down = await empire(`/blogs/${orgId}/posts/${ids['balayage']}/unpublish`, {
      body: { reason },
    });
    expect(down.status).toBe(200);
    expect(down.body).toEqual({ mailed: true });
    const post = (await salonBlog(`/posts/${ids['balayage']}`, { token: ownerToken })).body.post;
    expect(post.status).toBe('draft');
    expect(post.moderation).toMatchObject({ reason, state: 'unpublished' });
    const mail = await mailbox.waitFor(
      email('owner'),
      /unpublished "Balayage that grows out softly"/,
    );
    expect(mail.text).toContain(reason);
    // Off the salon's site, and nothing left to take down.
    await eventually(
      async () => (await salonBlog('/posts')).body.posts as { slug: string }[],
      (posts) => !posts.some((p) => p.slug === 'balayage-soft'),
      'the post to leave the site',
    );
    const again = await empire(`/blogs/${orgId}/posts/${ids['balayage']}/unpublish`, {
      body: { reason },
    });
    expect(again.status).toBe(409);
    const row = await eventually(
      ourBlog,
      (b) => b?.moderated === 1,
      'the count of posts taken down',
    );
    expect(row?.posts.published).toBe(1);
  });

  it('brings a post its salon publishes again back for a look, until looked at', async () => {
    const republish = await salonBlog(`/posts/${ids['balayage']}`, {
      method: 'PUT',
      token: ownerToken,
      body: housePost('Balayage that grows out softly', 'balayage-soft'),
    });
    expect(republish.status).toBe(200);
    expect(republish.body.post.moderation).toMatchObject({ state: 'republished' });
    const waiting = await eventually(
      () => ourBlog(true),
      (b) => b?.to_review === 1,
      'the blog in the review list',
    );
    expect(waiting?.moderated).toBe(0);
    const looked = await empire(`/blogs/${orgId}/posts/${ids['balayage']}/reviewed`, {
      method: 'POST',
    });
    expect(looked.status).toBe(200);
    const post = (await salonBlog(`/posts/${ids['balayage']}`, { token: ownerToken })).body.post;
    expect(post.moderation).toBeUndefined();
    expect(post.status).toBe('published');
    const twice = await empire(`/blogs/${orgId}/posts/${ids['balayage']}/reviewed`, {
      method: 'POST',
    });
    expect(twice.status).toBe(409);
    await eventually(
      () => ourBlog(true),
      (b) => b === undefined,
      'the review list to empty',
    );
  });
});

describe('the monthly allowance of batch drafts', () => {
  it('holds the salon to what the platform set, and says what is left', async () => {
    const bad = await empire(`/blogs/${orgId}/quota`, { method: 'PUT', body: { batch_quota: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].message).toBe('The quota cannot be negative');
    const set = await empire(`/blogs/${orgId}/quota`, { method: 'PUT', body: { batch_quota: 2 } });
    expect(set.status).toBe(200);
    const batch = (topics: string[]) =>
      salonBlog('/batch', { token: ownerToken, body: { topics, writer: 'built-in' } });
    const three = await batch(['One', 'Two', 'Three']);
    expect(three.status).toBe(429);
    expect(three.body.error.message).toBe(
      'This blog has 2 of 2 batch drafts left this month: ask for 2 or fewer (you asked for 3).',
    );
    expect((await batch(['One', 'Two'])).status).toBe(201);
    const more = await batch(['Three']);
    expect(more.status).toBe(429);
    expect(more.body.error.message).toMatch(
      /^This blog has used all 2 batch drafts for this month/,
    );
    const row = await ourBlog();
    expect(row?.batch).toEqual({ quota: 2, custom: true, used: 2, left: 0 });
    // Back to the default: the month's drafts still count against it.
    await empire(`/blogs/${orgId}/quota`, { method: 'PUT', body: { batch_quota: null } });
    expect((await ourBlog())?.batch).toEqual({ quota: 60, custom: false, used: 2, left: 58 });
  });
});

describe('picks for the platform blog', () => {
  it('shows a picked post on the platform blog, linking to the salon’s site', async () => {
    const draftPick = await empire(`/picks/${orgId}/no-such-post`, {
      method: 'PUT',
    });
    expect(draftPick.status).toBe(404);
    const pick = await empire(`/picks/${orgId}/${ids['curls']}`, { method: 'PUT' });
    expect(pick.status).toBe(200);
    const picks = await eventually(
      platformPicks,
      (p) => p.some((x) => x.post_id === ids['curls']),
      'the pick on the platform blog',
    );
    const shown = picks.find((x) => x.post_id === ids['curls'])!;
    expect(shown.salon_name).toBe('Studio Empire');
    expect(shown.url).toMatch(/^http:\/\/.+\.localhost:5000\/blog\/curls-winter$/);
    const listed = await empire(`/blogs/${orgId}/posts`);
    expect(listed.body.posts.find((p: { id: string }) => p.id === ids['curls']).picked).toBe(true);
  });

  it('takes the pick off when its salon unpublishes the post', async () => {
    const unpublished = await salonBlog(`/posts/${ids['curls']}`, {
      method: 'PUT',
      token: ownerToken,
      body: housePost('Caring for curls in winter', 'curls-winter', 'draft'),
    });
    expect(unpublished.status).toBe(200);
    await eventually(
      platformPicks,
      (p) => !p.some((x) => x.post_id === ids['curls']),
      'the pick to leave the platform blog',
    );
    const draft = await empire(`/picks/${orgId}/${ids['curls']}`, { method: 'PUT' });
    expect(draft.status).toBe(409);
    expect(draft.body.error.message).toBe('Only a published post can go on the platform blog.');
  });
});
