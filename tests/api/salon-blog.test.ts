// A salon's own blog: written by its owners, managers and the team members
// they make authors, served on the salon's site in its theme, scheduled posts
// published once at their time, and nobody else's business.
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, ownedSalon, salonInput, teamOf } from '../support/api';
import { signUp } from '../support/emulators';
import { page } from '../support/page';
import { serviceDocument } from '../support/booking-fixture';

const run = Date.now();
const orgId = `blog-salon-${run}`;
const otherId = `blog-other-${run}`;
const people: Record<string, { uid: string; idToken: string }> = {};
const token = (who: string) => people[who]!.idToken;
const host = `${orgId}.localhost:5000`;
const HOUR = 3_600_000;

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const post = (over: Record<string, unknown> = {}) => ({
  title: 'Balayage that grows out softly',
  excerpt: 'How we paint colour so it grows out without a line.',
  content: doc('Words'),
  html_content:
    '<h2>Why balayage</h2><p>Painted by hand.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  author_id: 'house',
  categories: ['colour'],
  tags: [],
  status: 'published',
  ...over,
});
const blog = (path: string, init: Parameters<typeof callApi>[1] = {}, salon = orgId) =>
  callApi(`/blog${path}${path.includes('?') ? '&' : '?'}orgId=${salon}`, init);

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  let last: T;
  do {
    last = await read();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 300));
  } while (Date.now() < deadline);
  throw new Error(`Timed out waiting for ${what}`);
}

beforeAll(async () => {
  for (const who of ['owner', 'manager', 'mia', 'leo', 'other']) {
    people[who] = await signUp(`${who}-${run}@salon-blog.test`);
  }
  await ownedSalon(orgId, 'Studio Nova', people['owner']!.uid);
  await ownedSalon(otherId, 'Other Salon', people['other']!.uid);
  await teamOf(orgId, [
    ['s-mgr', 'Maya Manager', 'manager', people['manager']!.uid],
    ['s-mia', 'Mia Chen', 'staff', people['mia']!.uid],
    ['s-leo', 'Leo Park', 'staff', people['leo']!.uid],
    ['s-new', 'Nia New', 'staff', null],
  ]);
  // The salon's site, published as its owner would.
  const draft = await callApi(`/sites/${orgId}/draft`, { token: token('owner') });
  await callApi(`/sites/${orgId}/draft`, {
    method: 'PUT',
    token: token('owner'),
    body: { draft: { ...draft.body.draft, name: 'Studio Nova' } },
  });
  const published = await callApi(`/sites/${orgId}/publish`, {
    method: 'POST',
    token: token('owner'),
  });
  expect(published.status).toBe(200);
  void salonInput;
});

describe('who writes a salon’s blog', () => {
  it('lets its owner set up categories and authors, a team member author among them', async () => {
    const category = await blog('/categories', {
      token: token('owner'),
      body: { name: 'Colour', slug: 'colour' },
    });
    expect(category.status).toBe(201);
    const house = await blog('/authors', {
      token: token('owner'),
      body: { id: 'house', name: 'Studio Nova', bio: 'The team' },
    });
    expect(house.status).toBe(201);
    const mia = await blog('/authors', {
      token: token('manager'),
      body: { name: 'Mia Chen', bio: 'Colourist', staff_id: 's-mia' },
    });
    expect(mia.status).toBe(201);
    expect(mia.body.author).toMatchObject({ id: 's-mia', name: 'Mia Chen' });
    // A team member without an account cannot write yet; one from nowhere is refused.
    const noAccount = await blog('/authors', {
      token: token('owner'),
      body: { name: 'Nia', staff_id: 's-new' },
    });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.error.details[0]).toMatchObject({ path: 'staff_id' });
    // The author's account is never shown: only that they are a team member.
    const authors = await blog('/authors');
    expect(authors.body.authors.find((a: { id: string }) => a.id === 's-mia')).toEqual({
      id: 's-mia',
      name: 'Mia Chen',
      bio: 'Colourist',
      image_url: '',
      writer: true,
    });
    expect(JSON.stringify(authors.body)).not.toContain(people['mia']!.uid);
  });

  it('says what each person may do', async () => {
    const roleOf = async (who: string) =>
      (await blog('/access', { token: token(who) })).body.role as string;
    expect(await roleOf('owner')).toBe('editor');
    expect(await roleOf('manager')).toBe('editor');
    expect(await roleOf('mia')).toBe('writer');
    expect(await roleOf('leo')).toBe('reader');
    expect(await roleOf('other')).toBe('reader');
  });

  it('publishes the owner’s post on the salon’s site, sanitised, in its theme', async () => {
    // Before the first post, readers see the salon's blog waiting, not the editors' tools.
    const empty = await page(host, '/blog');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('<h1>Studio Nova Blog</h1>');
    expect(empty.html).toContain('No articles yet. Come back soon.');
    expect(empty.html).not.toMatch(/blog-admin|Add Sample Content|Your Blog Is Empty/);

    const created = await blog('/posts', { token: token('owner'), body: post() });
    expect(created.status).toBe(201);
    expect(created.body.post.html_content).not.toMatch(/onerror|<script/);
    const res = await eventually(
      () => page(host, '/blog/balayage-that-grows-out-softly'),
      (r) => r.status === 200,
      'the article on the salon’s site',
    );
    expect(res.html).toContain('Balayage that grows out softly');
    // The site's own header (its name, its booking button) and theme around the article.
    expect(res.html).toContain('cs-site cs-site-blog');
    expect(res.html).toContain('--cs-primary');
    expect(res.html).toContain('Studio Nova');
    expect(res.html).toContain(
      `<link rel="canonical" href="http://${host}/blog/balayage-that-grows-out-softly" />`,
    );
    expect(res.html).toMatch(/"publisher":\{"@type":"Organization","name":"Studio Nova"/);
    expect(res.html).not.toContain('alert(');
    // Two reads at most: the site (kept a minute) and the article.
    expect(Number(res.reads)).toBeLessThanOrEqual(2);
    const again = await page(host, '/blog/balayage-that-grows-out-softly');
    expect(Number(again.reads)).toBeGreaterThanOrEqual(1);

    const home = await page(host, '/blog');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<h1>Studio Nova Blog</h1>');
    const feed = await page(host, '/blog/rss.xml');
    expect(feed.html).toContain('<title>Studio Nova Blog</title>');
    const map = await page(host, '/blog/sitemap.xml');
    expect(map.html).toContain(`<loc>http://${host}/blog/balayage-that-grows-out-softly</loc>`);
    // The platform blog does not show it.
    const platform = await page('localhost:5000', '/blog/balayage-that-grows-out-softly');
    expect(platform.html).not.toContain('Painted by hand');
  });

  it('lets an author write under their own name only, and change only their own posts', async () => {
    const asHouse = await blog('/posts', {
      token: token('mia'),
      body: post({ title: 'Gloss at home', author_id: 'house' }),
    });
    expect(asHouse.status).toBe(400);
    expect(asHouse.body.error.details[0]).toMatchObject({ path: 'author_id' });
    const own = await blog('/posts', {
      token: token('mia'),
      body: post({ title: 'Gloss at home', author_id: 's-mia', status: 'draft' }),
    });
    expect(own.status).toBe(201);
    // Her list holds her post only; the owner sees both.
    const mine = await blog('/posts?status=all', { token: token('mia') });
    expect(mine.body.posts.map((p: { title: string }) => p.title)).toEqual(['Gloss at home']);
    const all = await blog('/posts?status=all', { token: token('owner') });
    expect(all.body.posts).toHaveLength(2);
    const ownersPost = all.body.posts.find((p: { author_id: string }) => p.author_id === 'house');
    const edit = await blog(`/posts/${ownersPost.id}`, {
      method: 'PUT',
      token: token('mia'),
      body: post({ author_id: 's-mia' }),
    });
    expect(edit.status).toBe(403);
    const remove = await blog(`/posts/${ownersPost.id}`, { method: 'DELETE', token: token('mia') });
    expect(remove.status).toBe(403);
    // Nor may she touch categories.
    const category = await blog('/categories', { token: token('mia'), body: { name: 'Cuts' } });
    expect(category.status).toBe(403);
  });

  it('refuses a stylist who is not an author, another salon’s owner and strangers', async () => {
    for (const who of ['leo', 'other']) {
      const res = await blog('/posts', {
        token: token(who),
        body: post({ title: `Not mine ${who}` }),
      });
      expect(res.status).toBe(403);
      const drafts = await blog('/posts?status=all', { token: token(who) });
      expect(drafts.status).toBe(403);
    }
    expect((await blog('/posts', { body: post({ title: 'Anonymous' }) })).status).toBe(401);
    // The salon's owner is not a platform blog editor.
    const platform = await callApi('/blog/posts', {
      token: token('owner'),
      body: post({ title: 'On the platform' }),
    });
    expect(platform.status).toBe(403);
  });

  it('keeps slugs unique per blog, and another salon may use the same one', async () => {
    const twice = await blog('/posts', { token: token('owner'), body: post() });
    expect(twice.status).toBe(409);
    await blog(
      '/authors',
      { token: token('other'), body: { id: 'house', name: 'Other' } },
      otherId,
    );
    const elsewhere = await blog(
      '/posts',
      { token: token('other'), body: post({ categories: [] }) },
      otherId,
    );
    expect(elsewhere.status).toBe(201);
  });

  it('refuses over-long content and an unknown author with the spec’s messages', async () => {
    const long = await blog('/posts', {
      token: token('owner'),
      body: post({ title: 'Long', html_content: `<p>${'a'.repeat(50_001)}</p>` }),
    });
    expect(long.status).toBe(400);
    expect(long.body.error.details[0].message).toBe('The content can be at most 50,000 characters');
  });
});

describe('a salon’s scheduled post', () => {
  it('goes live once at its time, with a driven clock; a time in the past is refused', async () => {
    const at = new Date(Date.now() + 5 * HOUR);
    const created = await blog('/posts', {
      token: token('owner'),
      body: post({ title: 'Holiday hours', published_at: at.toISOString() }),
    });
    expect(created.body.post.status).toBe('scheduled');
    const id = created.body.post.id as string;
    const { scheduledSalonPostsDue: due } = await import('../../functions/src/blog/blog.service');
    const item = { orgId, id };
    // Before its time: not due, and running it does nothing.
    expect((await due.due(new Date(at.getTime() - HOUR), 500)).map((i) => i.id)).not.toContain(id);
    expect(await due.run(item, new Date(at.getTime() - 1000))).toBeNull();
    // At its time: found across salons, published once.
    expect(await due.due(at, 500)).toContainEqual(item);
    expect(await due.run(item, at)).toBe('published');
    // The run itself put its pages up (a trigger's rebuild by the server's own,
    // earlier clock no longer takes them down again).
    expect((await page(host, '/blog/holiday-hours')).status).toBe(200);
    expect(await due.run(item, new Date(at.getTime() + 1000))).toBeNull();
    expect((await due.due(new Date(at.getTime() + HOUR), 500)).map((i) => i.id)).not.toContain(id);
    const stored = await admin().db.doc(`orgs/${orgId}/blogPosts/${id}`).get();
    expect(stored.get('status')).toBe('published');

    // The scheduler's drag: a draft to a time in the past is refused, to the future it waits.
    const draft = await blog('/posts', {
      token: token('owner'),
      body: post({ title: 'Spring looks', status: 'draft' }),
    });
    const past = await blog(`/posts/${draft.body.post.id}/schedule`, {
      token: token('owner'),
      body: { published_at: new Date(Date.now() - HOUR).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.error.details[0]).toEqual({
      path: 'published_at',
      message: 'Choose a time in the future to schedule the post',
    });
    const later = new Date(Date.now() + 48 * HOUR).toISOString();
    const moved = await blog(`/posts/${draft.body.post.id}/schedule`, {
      token: token('owner'),
      body: { published_at: later },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.post).toMatchObject({ status: 'scheduled', published_at: later });
    // An author cannot move the owner's post.
    const notHers = await blog(`/posts/${draft.body.post.id}/schedule`, {
      token: token('mia'),
      body: { published_at: later },
    });
    expect(notHers.status).toBe(403);
  });
});

describe('a post in other languages', () => {
  it('serves each translation at its own address with hreflang, a switcher and its language', async () => {
    const fr = {
      language: 'fr',
      title: 'Le balayage qui pousse en douceur',
      excerpt: 'Comment nous peignons la couleur.',
      content: doc('Peint à la main.'),
      html_content: '<h2>Pourquoi le balayage</h2><p>Peint à la main.</p><script>x()</script>',
    };
    const ar = {
      ...fr,
      language: 'ar',
      title: 'بالاياج ناعم',
      html_content: '<p>مرسوم باليد.</p>',
    };
    const created = await blog('/posts', {
      token: token('owner'),
      body: post({ title: 'Balayage in two languages', translations: [fr, ar] }),
    });
    expect(created.status).toBe(201);
    expect(created.body.post.language).toBe('en');
    expect(created.body.post.translations.map((t: { language: string }) => t.language)).toEqual([
      'fr',
      'ar',
    ]);
    expect(created.body.post.translations[0].html_content).not.toContain('<script');
    const slug = created.body.post.slug as string;

    const french = await eventually(
      () => page(host, `/blog/${slug}/fr`),
      (r) => r.status === 200,
      'the French article',
    );
    expect(french.html).toMatch(/^<!doctype html>\s*<html lang="fr">/i);
    expect(french.html).toContain('<h1>Le balayage qui pousse en douceur</h1>');
    expect(french.html).toContain('Peint à la main.');
    expect(french.html).not.toContain('x()');
    expect(french.html).toContain(`<link rel="canonical" href="http://${host}/blog/${slug}/fr" />`);
    for (const [lang, path] of [
      ['en', `/blog/${slug}`],
      ['fr', `/blog/${slug}/fr`],
      ['ar', `/blog/${slug}/ar`],
      ['x-default', `/blog/${slug}`],
    ])
      expect(french.html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="http://${host}${path}" />`,
      );
    expect(french.html).toContain('"inLanguage":"fr"');
    // The switcher: each language by its own name, the shown one marked.
    expect(french.html).toMatch(
      /<a href="\/blog\/[^"]+" hrefLang="en" lang="en"[^>]*>English<\/a>/i,
    );
    expect(french.html).toMatch(/hrefLang="fr" lang="fr" aria-current="page"[^>]*>Français</i);

    const english = await page(host, `/blog/${slug}`);
    expect(english.html).toMatch(/<html lang="en">/);
    expect(english.html).toContain(`hreflang="fr" href="http://${host}/blog/${slug}/fr"`);
    const arabic = await page(host, `/blog/${slug}/ar`);
    expect(arabic.html).toMatch(/<article class="cb-article" lang="ar" dir="rtl">/);

    // Its own language has one address; a language it is not in is not found.
    const own = await page(host, `/blog/${slug}/en`);
    expect(own.status).toBe(301);
    const german = await page(host, `/blog/${slug}/de`);
    expect(german.status).toBe(404);
    expect(german.html).toContain('This article is not available in that language');

    // The sitemap lists every version, each with its alternates.
    const map = await page(host, '/blog/sitemap.xml');
    expect(map.html).toContain(`<loc>http://${host}/blog/${slug}/ar</loc>`);
    expect(map.html).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="http://${host}/blog/${slug}/fr"/>`,
    );

    // Saved without its translations (an older editor), the post keeps them.
    const kept = await blog(`/posts/${created.body.post.id}`, {
      method: 'PUT',
      token: token('owner'),
      body: post({ title: 'Balayage in two languages', slug }),
    });
    expect(kept.body.post.translations).toHaveLength(2);
  });

  it('refuses unknown languages and doubled ones, and says a model is needed to translate', async () => {
    const unknown = await blog('/posts', {
      token: token('owner'),
      body: post({ title: 'Klingon', language: 'tlh' }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].message).toMatch(/^Unknown language “tlh”/);
    const fr = { language: 'fr', title: 'Un', content: doc('Un'), html_content: '<p>Un</p>' };
    const twice = await blog('/posts', {
      token: token('owner'),
      body: post({ title: 'Twice', translations: [fr, fr] }),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.details[0]).toEqual({
      path: 'translations.1.language',
      message: 'Each language can have one translation',
    });
    const noModel = await blog('/translate', {
      token: token('owner'),
      body: { from: 'en', to: 'fr', title: 'Balayage', html_content: '<p>Painted by hand.</p>' },
    });
    expect(noModel.status).toBe(503);
    expect(noModel.body.error.code).toBe('not_configured');
    expect(noModel.body.error.message).toMatch(/^Translating needs an AI model/);
    const stranger = await blog('/translate', {
      token: token('other'),
      body: { from: 'en', to: 'fr', title: 'Balayage', html_content: '<p>Painted by hand.</p>' },
    });
    expect(stranger.status).toBe(403);
  });
});

describe('the editorial plan', () => {
  it('keeps topics with target dates for the salon’s editors, and starts a topic’s draft', async () => {
    const tomorrow = new Date(Date.now() + 36 * HOUR).toISOString().slice(0, 10);
    const added = await blog('/plan', {
      token: token('owner'),
      body: { topic: 'Summer hair care', target_date: tomorrow, notes: 'Sun, salt and chlorine.' },
    });
    expect(added.status).toBe(201);
    const past = await blog('/plan', {
      token: token('manager'),
      body: { topic: 'Too late', target_date: '2020-01-01' },
    });
    expect(past.status).toBe(400);
    expect(past.body.error.details[0]).toEqual({
      path: 'target_date',
      message: 'Choose today or a later date',
    });
    // Authors read the plan but do not change it; outsiders neither.
    expect((await blog('/plan', { token: token('mia') })).body.items).toHaveLength(1);
    const byMia = await blog('/plan', {
      token: token('mia'),
      body: { topic: 'Mine', target_date: tomorrow },
    });
    expect(byMia.status).toBe(403);
    expect((await blog('/plan', { token: token('other') })).status).toBe(403);
    const listed = await blog('/plan', { token: token('owner') });
    expect(listed.body).toMatchObject({
      time_zone: 'America/New_York',
      items: [{ topic: 'Summer hair care', target_date: tomorrow, post_id: '' }],
    });
    // "Write it": a draft titled with the topic, its notes to start; asked again, the same draft.
    const id = added.body.item.id as string;
    const written = await blog(`/plan/${id}/write`, { method: 'POST', token: token('owner') });
    expect(written.status).toBe(201);
    expect(written.body.post).toMatchObject({ title: 'Summer hair care', status: 'draft' });
    expect(written.body.post.html_content).toContain('Sun, salt and chlorine.');
    const again = await blog(`/plan/${id}/write`, { method: 'POST', token: token('owner') });
    expect(again.body.post.id).toBe(written.body.post.id);
    const removed = await blog(`/plan/${id}`, { method: 'DELETE', token: token('owner') });
    expect(removed.status).toBe(204);
    expect((await blog('/plan', { token: token('owner') })).body.items).toEqual([]);
  });
});

describe('batch drafts through the AI layer', () => {
  it('writes a draft per topic with the built-in writer, from the salon’s own facts only', async () => {
    await admin()
      .db.doc(`orgs/${orgId}/services/balayage`)
      .set(
        serviceDocument('Balayage', {
          category: 'Colour',
          durationMinutes: 150,
          price: 18_000,
          staffIds: ['s-mia'],
        }),
      );
    const topics = await blog('/topics', { token: token('owner') });
    expect(topics.status).toBe(200);
    expect(topics.body.topics).toContain('Balayage: what to expect at Studio Nova');
    const started = Date.now();
    const batch = await blog('/batch', {
      token: token('owner'),
      body: { topics: ['Balayage for winter', 'Balayage for winter', 'Gift ideas'] },
    });
    expect(batch.status).toBe(201);
    expect(batch.body).toMatchObject({ writer: 'built-in', provider: 'built-in', removed: 0 });
    const posts = batch.body.posts as {
      title: string;
      slug: string;
      status: string;
      html_content: string;
      focus_keyword: string;
    }[];
    expect(posts.map((p) => p.status)).toEqual(['draft', 'draft', 'draft']);
    // The same topic twice: two drafts, two addresses.
    expect(posts[0]!.slug).toBe('balayage-for-winter');
    expect(posts[1]!.slug).toBe('balayage-for-winter-2');
    // The salon's own service, its length and price, who does it; and a link to book.
    expect(posts[0]!.html_content).toContain('Balayage (2 hours 30 minutes, $180)');
    expect(posts[0]!.html_content).toContain('Mia Chen');
    // A booking block for the topic's service; a link to book where no service fits.
    expect(posts[0]!.html_content).toContain(
      '<a href="/go/book/balayage" data-cta="book">Book Balayage</a>',
    );
    expect(posts[2]!.html_content).toContain('<a href="/book">');
    expect(posts[0]!.focus_keyword).toBe('balayage for winter');
    expect(Date.now() - started).toBeLessThan(60_000);
    // Never on the site until someone publishes them.
    expect((await page(host, '/blog/balayage-for-winter')).status).toBe(404);
  });

  it('refuses too many topics, publishing by an author, and anyone outside the blog', async () => {
    const many = await blog('/batch', {
      token: token('owner'),
      body: { topics: Array.from({ length: 21 }, (_, i) => `Topic ${i}`) },
    });
    expect(many.status).toBe(400);
    expect(many.body.error.details[0].message).toBe('Write at most 20 drafts at a time');
    const publish = await blog('/batch', {
      token: token('mia'),
      body: { topics: ['Curls'], publish: true },
    });
    expect(publish.status).toBe(403);
    const outsider = await blog('/batch', { token: token('leo'), body: { topics: ['Curls'] } });
    expect(outsider.status).toBe(403);
  });
});

describe('conversion blocks', () => {
  it('keeps a block in a post, and its link leads on to what it offers today', async () => {
    const block = (href: string, label: string) =>
      `<div class="cb-cta"><p>Ready for balayage?</p><a href="${href}" data-cta="book">${label}</a></div>`;
    const saved = await blog('/posts', {
      token: token('owner'),
      body: post({
        title: 'Book your balayage',
        slug: 'book-your-balayage',
        html_content: `<p>Painted by hand.</p>${block('/go/book/balayage', 'Book Balayage')}${block('https://evil.test/x', 'Win')}`,
      }),
    });
    expect(saved.status).toBe(201);
    const html = saved.body.post.html_content as string;
    expect(html).toContain(block('/go/book/balayage', 'Book Balayage'));
    // A block's link anywhere else is dropped; its sentence stays.
    expect(html).not.toContain('evil.test');
    // The service is on the published site (its trigger), so the link books it.
    const go = await eventually(
      () => page(host, '/go/book/balayage'),
      (a) => a.location === '/book?services=balayage',
      'the block to lead to booking balayage',
    );
    expect(go.status).toBe(302);
    expect(go.cacheControl).toBe('public, max-age=60, s-maxage=60');
    // A service the site no longer shows: the booking page, nothing chosen.
    expect((await page(host, '/go/book/gone')).location).toBe('/book');
    // No gift cards or such product on sale: the site's home page.
    expect((await page(host, '/go/gift-card')).location).toBe('/');
    expect((await page(host, '/go/shop/nothing')).location).toBe('/');
    expect((await page(host, '/go/casino/x')).location).toBeNull();
    // The article carries the block; its page's script counts the clicks.
    const article = await eventually(
      () => page(host, '/blog/book-your-balayage'),
      (a) => a.status === 200,
      'the article',
    );
    expect(article.html).toContain('<a href="/go/book/balayage" data-cta="book">Book Balayage</a>');
  });
});
