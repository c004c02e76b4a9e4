import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_TEXTS } from '@chairside/core/blog';
import { admin, callApi, signIn } from '../support/api';
import { signUp } from '../support/emulators';
import { page } from '../support/page';

const run = Date.now();
const APP_HOST = 'localhost:5000';
const tokens: Record<string, string> = {};

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const postBody = (over: Record<string, unknown> = {}) => ({
  title: `Colour care ${run}`,
  excerpt: 'How to keep colour bright.',
  content: doc('Words'),
  html_content:
    '<p>Rinse cool.</p><table><tbody><tr><th><p>Week</p></th></tr><tr><td><p>1</p></td></tr></tbody></table>' +
    '<p><img src="https://images.example.test/a.jpg" onerror="alert(1)"></p><script>alert(2)</script>',
  author_id: `author-${run}`,
  featured_image: '/img/blog/cover-1.jpg',
  categories: [`care-${run}`],
  tags: [`tone-${run}`],
  status: 'published',
  is_featured: true,
  ...over,
});

async function clearBlog() {
  const { db } = admin();
  for (const name of [
    'posts',
    'blogCategories',
    'blogTags',
    'blogAuthors',
    'blogPublicPosts',
    'blogPublic',
    'blogEditors',
  ]) {
    await db.recursiveDelete(db.collection(name));
  }
}

/** Waits for the triggers to bring the public page in step. */
async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 20_000;
  let last: T;
  do {
    last = await read();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 300));
  } while (Date.now() < deadline);
  throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(last).slice(0, 300)}`);
}

const blogPage = (path: string, search = '') =>
  callApi(`/blog/page?path=${encodeURIComponent(path)}&search=${encodeURIComponent(search)}`);

beforeAll(async () => {
  await clearBlog();
  for (const who of ['root', 'writer', 'reader']) {
    await signUp(`${who}-${run}@example.test`);
  }
  const root = await admin().auth.getUserByEmail(`root-${run}@example.test`);
  await admin().auth.setCustomUserClaims(root.uid, { superAdmin: true });
  tokens['root'] = await signIn(`root-${run}@example.test`);
  tokens['reader'] = await signIn(`reader-${run}@example.test`);
});

describe('an empty blog', () => {
  it('gives the app, whose empty state offers the seed tool', async () => {
    const res = await page(APP_HOST, '/blog');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<div id="root"></div>');
    expect((await blogPage('/blog')).body.page).toMatchObject({
      kind: 'home',
      index: { posts: [] },
    });
  });
});

describe('who may write the blog', () => {
  it('refuses readers and anonymous callers', async () => {
    expect((await callApi('/blog/posts', { body: postBody() })).status).toBe(401);
    const reader = await callApi('/blog/posts', { body: postBody(), token: tokens['reader'] });
    expect(reader.status).toBe(403);
    expect(
      (await callApi('/blog/categories', { body: { name: 'X' }, token: tokens['reader'] })).status,
    ).toBe(403);
    expect((await callApi('/blog/posts?status=all', { token: tokens['reader'] })).status).toBe(403);
  });

  it('lets a super-admin make someone a blog editor, who may then write', async () => {
    const email = `writer-${run}@example.test`;
    expect(
      (await callApi('/blog/editors', { body: { email, grant: true }, token: tokens['reader'] }))
        .status,
    ).toBe(403);
    const granted = await callApi('/blog/editors', {
      body: { email, grant: true },
      token: tokens['root'],
    });
    expect(granted.status).toBe(200);
    expect(granted.body.blogEditor).toBe(true);
    tokens['writer'] = await signIn(email);
    const list = await callApi('/blog/editors', { token: tokens['root'] });
    expect(list.body.editors.map((e: { email: string }) => e.email)).toContain(email);
    const unknown = await callApi('/blog/editors', {
      body: { email: `nobody-${run}@example.test`, grant: true },
      token: tokens['root'],
    });
    expect(unknown.status).toBe(404);
  });

  it('lets the editor create categories, tags and authors, each unique', async () => {
    const writer = tokens['writer'];
    const cat = await callApi('/blog/categories', {
      body: { name: 'Colour Care', slug: `care-${run}`, description: 'Keeping colour bright' },
      token: writer,
    });
    expect(cat.status).toBe(201);
    expect(cat.body.category).toMatchObject({ slug: `care-${run}`, post_count: 0 });
    const again = await callApi('/blog/categories', {
      body: { name: 'Colour Care', slug: `care-${run}` },
      token: writer,
    });
    expect(again.status).toBe(409);
    expect(
      (await callApi('/blog/tags', { body: { name: 'Toner', slug: `tone-${run}` }, token: writer }))
        .status,
    ).toBe(201);
    const author = await callApi('/blog/authors', {
      body: { id: `author-${run}`, name: 'Leo Martins', bio: 'Colour educator' },
      token: writer,
    });
    expect(author.status).toBe(201);
    expect(
      (
        await callApi('/blog/authors', {
          body: { id: `author-${run}`, name: 'Twin' },
          token: writer,
        })
      ).status,
    ).toBe(409);
    const cats = await callApi('/blog/categories');
    expect(cats.body.categories.map((c: { slug: string }) => c.slug)).toContain(`care-${run}`);
  });
});

describe('posts', () => {
  let postId = '';
  const slug = `colour-care-${run}`;

  it('answers the editor’s three messages for an empty post', async () => {
    const res = await callApi('/blog/posts', {
      body: { ...postBody(), title: '', html_content: '<p></p>', author_id: '' },
      token: tokens['writer'],
    });
    expect(res.status).toBe(400);
    const messages = res.body.error.details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        EDITOR_TEXTS.titleRequired,
        EDITOR_TEXTS.contentRequired,
        EDITOR_TEXTS.authorRequired,
      ]),
    );
  });

  it('creates a post with a table and an image, sanitised, under the slug from its title', async () => {
    const res = await callApi('/blog/posts', { body: postBody(), token: tokens['writer'] });
    expect(res.status).toBe(201);
    postId = res.body.id;
    expect(res.body.post.slug).toBe(slug);
    expect(res.body.post.status).toBe('published');
    expect(res.body.post.content).toEqual(doc('Words'));
    const html: string = res.body.post.html_content;
    expect(html).toContain('<table>');
    expect(html).toContain('<img src="https://images.example.test/a.jpg"');
    expect(html).not.toMatch(/onerror|<script|alert\(2\)/);
  });

  it('refuses a second post with the same slug, with the spec’s message', async () => {
    const res = await callApi('/blog/posts', { body: postBody(), token: tokens['writer'] });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      `A post with slug "${slug}" already exists. Please use a different title or enter a custom slug.`,
    );
  });

  it('appears publicly: the page, its head for link previews and the category count', async () => {
    const answer = await eventually(
      () => blogPage(`/blog/${slug}`),
      (r) => r.body?.page?.kind === 'post',
      'the article',
    );
    expect(answer.body.page.kind).toBe('post');
    expect(answer.body.page.post).toMatchObject({
      title: `Colour care ${run}`,
      author_name: 'Leo Martins',
    });

    const res = await page(APP_HOST, `/blog/${slug}`);
    expect(res.status).toBe(200);
    expect(res.reads).toBe('1');
    expect(res.html).toContain(`<title>Colour care ${run} · Chairside Blog</title>`);
    expect(res.html).toContain('<meta property="og:type" content="article" />');
    expect(res.html).toContain(
      `<meta property="og:title" content="Colour care ${run} · Chairside Blog" />`,
    );
    expect(res.html).toContain(
      '<meta property="og:image" content="http://localhost:5000/img/blog/cover-1.jpg" />',
    );
    expect(res.html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.html).toContain(
      `<link rel="canonical" href="http://localhost:5000/blog/${slug}" />`,
    );
    expect(res.html).toContain('"@type":"BlogPosting"');
    expect(res.html).toContain('5 min read');
    expect(res.html).toContain('<table>');
    expect(res.html).not.toContain('<script>alert');

    const cat = await eventually(
      async () =>
        (await admin().db.collection('blogCategories').where('slug', '==', `care-${run}`).get())
          .docs[0]!,
      (d) => d.get('post_count') === 1,
      'the category count',
    );
    expect(cat.get('post_count')).toBe(1);

    const home = await page(APP_HOST, '/blog');
    expect(home.status).toBe(200);
    expect(home.reads).toBe('1');
    expect(home.html).toContain('Salon Industry Insights &amp; Tips');
    expect(home.html).toContain('Featured');
  });

  it('lists categories and tags, the sitemap and the RSS feed', async () => {
    const byTag = await page(APP_HOST, `/blog/tag/tone-${run}`);
    expect(byTag.html).toContain(`Tag: Toner`);
    expect(byTag.html).toContain(`Colour care ${run}`);
    const byCat = await page(APP_HOST, `/blog/category/care-${run}`);
    expect(byCat.html).toContain('Back to all posts');
    expect(byCat.html).toContain('By Leo Martins');
    const missingTag = await page(APP_HOST, '/blog/tag/nothing-here');
    expect(missingTag.status).toBe(404);
    expect(missingTag.html).toContain('Tag with slug nothing-here not found');
    const map = await page(APP_HOST, '/blog/sitemap.xml');
    expect(map.contentType).toContain('application/xml');
    expect(map.html).toContain(`<loc>http://localhost:5000/blog/${slug}</loc>`);
    const rss = await page(APP_HOST, '/blog/rss.xml');
    expect(rss.contentType).toContain('application/rss+xml');
    expect(rss.html).toContain(`<title>Colour care ${run}</title>`);
  });

  it('redirects the old /resources/blog paths with the query string', async () => {
    const res = await page(APP_HOST, `/resources/blog/tag/tone-${run}?utm=news`);
    expect(res.status).toBe(301);
    expect(res.location).toBe(`/blog/tag/tone-${run}?utm=news`);
  });

  it('counts likes', async () => {
    expect((await callApi(`/blog/posts/${slug}/like`, { method: 'POST' })).body.likes).toBe(1);
    expect((await callApi(`/blog/posts/${slug}/like`, { method: 'POST' })).body.likes).toBe(2);
    expect((await callApi('/blog/posts/no-such-post/like', { method: 'POST' })).status).toBe(404);
  });

  it('takes a post back to draft: gone from readers, the count follows', async () => {
    const res = await callApi(`/blog/posts/${postId}`, {
      method: 'PUT',
      body: postBody({ status: 'draft' }),
      token: tokens['writer'],
    });
    expect(res.status).toBe(200);
    await eventually(
      () => blogPage(`/blog/${slug}`),
      (r) => r.status === 200 && r.body.page.kind === 'error',
      'the article to go',
    );
    const gone = await page(APP_HOST, `/blog/${slug}`);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('Oops! Post Not Found');
    expect((await callApi(`/blog/posts/by-slug/${slug}`)).status).toBe(404);
    expect((await callApi(`/blog/posts/by-slug/${slug}`, { token: tokens['writer'] })).status).toBe(
      200,
    );
    const all = await callApi('/blog/posts?status=all', { token: tokens['writer'] });
    expect(all.body.posts.map((p: { id: string }) => p.id)).toContain(postId);
    await eventually(
      async () =>
        (await admin().db.collection('blogCategories').where('slug', '==', `care-${run}`).get())
          .docs[0]!,
      (d) => d.get('post_count') === 0,
      'the category count to drop',
    );
  });

  it('publishes a scheduled post when its time comes', async () => {
    const at = new Date(Date.now() + 2_000).toISOString();
    const res = await callApi('/blog/posts', {
      body: postBody({ title: `Later ${run}`, published_at: at }),
      token: tokens['writer'],
    });
    expect(res.body.post.status).toBe('scheduled');
    expect((await blogPage(`/blog/later-${run}`)).body.page.kind).toBe('error');
    await new Promise((r) => setTimeout(r, 2_500));
    expect(
      (await callApi('/blog/publish-due', { method: 'POST', token: tokens['writer'] })).status,
    ).toBe(403);
    const due = await callApi('/blog/publish-due', { method: 'POST', token: tokens['root'] });
    expect(due.body.published).toEqual([res.body.id]);
    expect((await blogPage(`/blog/later-${run}`)).body.page.kind).toBe('post');
  });

  it('reads a post stored in the older shape', async () => {
    const { db } = admin();
    const cat = (await db.collection('blogCategories').where('slug', '==', `care-${run}`).get())
      .docs[0]!;
    await db
      .collection('posts')
      .doc(`old-${run}`)
      .set({
        title: `Imported ${run}`,
        slug: `imported-${run}`,
        html_content: '<p>From the old blog.</p>',
        category_ids: [cat.id],
        tags: [{ id: 'x', slug: `tone-${run}`, name: 'Toner' }],
        author: { id: `author-${run}`, display_name: 'Leo' },
        published_date: Timestamp.fromDate(new Date(Date.now() - 86_400_000)),
        status: 'published',
      });
    const answer = await eventually(
      () => blogPage(`/blog/imported-${run}`),
      (r) => r.body?.page?.kind === 'post',
      'the imported post',
    );
    expect(answer.body.page.post).toMatchObject({
      categories: [`care-${run}`],
      tags: [`tone-${run}`],
      author_id: `author-${run}`,
      excerpt: 'From the old blog.',
    });
  });
});

describe('a long blog', () => {
  it('reads older posts from the index’s pages, and a rebuild keeps only the pages it needs', async () => {
    const { db } = admin();
    const index = db.doc('blogPublic/index');
    const head = (await index.get()).data()!;
    const older = Array.from({ length: 3 }, (_, i) => ({
      ...head['posts'][0],
      id: `older-${run}-${i}`,
      slug: `older-${run}-${i}`,
      title: `Older post ${i}`,
      published_at: new Date(Date.UTC(2019, 0, 3 - i)).toISOString(),
    }));
    // As a rebuild of a blog past its first hundred posts leaves it: the rest on page 1.
    await db.doc('blogPublic/index/pages/1').set({ id: '1', posts: older });
    // Marked as built after any rebuild the triggers still have queued, so none replaces it meanwhile.
    await index.update({ pages: 1, built_from: Date.now() + 3_600_000 });
    const answer = await blogPage('/blog');
    expect(answer.body.page.index.posts.slice(-3).map((p: { title: string }) => p.title)).toEqual([
      'Older post 0',
      'Older post 1',
      'Older post 2',
    ]);
    // A rebuild (this blog has fewer than a hundred posts) puts them all in the head again.
    const blog = await import('../../functions/src/blog/blog.service');
    await index.update({ built_from: 0 });
    await blog.rebuildBlog(null);
    expect((await index.get()).get('pages')).toBe(0);
    expect((await db.doc('blogPublic/index/pages/1').get()).exists).toBe(false);
  });
});
