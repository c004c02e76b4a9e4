import { describe, expect, it } from 'vitest';
import {
  BLOG_ERRORS,
  EDITOR_TEXTS,
  ZPostInput,
  blogDate,
  blogRoute,
  excerptOf,
  normalizePost,
  postInLanguage,
  postVersions,
  relatedPosts,
  textDirection,
  slugify,
  storedStatus,
  type PostSummary,
} from './blog';
import {
  SAMPLE_AUTHORS,
  SAMPLE_CATEGORIES,
  SAMPLE_POSTS,
  SAMPLE_TAGS,
  sampleHtml,
  samplePostInput,
} from './blog-samples';

describe('slugs', () => {
  it('follow the spec: lowercase, whitespace to hyphens, other characters dropped', () => {
    expect(slugify('  Balayage vs. Highlights: How to Choose ')).toBe(
      'balayage-vs-highlights-how-to-choose',
    );
    expect(slugify('Café & Co — 2026')).toBe('caf-co-2026');
    expect(slugify('!!!')).toBe('');
  });
});

describe('the post editor’s checks', () => {
  const valid = {
    title: 'Hello',
    content: { type: 'doc', content: [] },
    html_content: '<p>Words</p>',
    author_id: 'maya-chen',
  };
  it('gives the three spec messages', () => {
    const result = ZPostInput.safeParse({
      ...valid,
      title: ' ',
      html_content: '<p></p>',
      author_id: '',
    });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(EDITOR_TEXTS.titleRequired);
    expect(messages).toContain(EDITOR_TEXTS.contentRequired);
    expect(messages).toContain(EDITOR_TEXTS.authorRequired);
  });
  it('generates the slug from the title when it is empty', () => {
    expect(ZPostInput.parse({ ...valid, title: 'Spring Colour Trends' }).slug).toBe(
      'spring-colour-trends',
    );
  });
  it('counts an image or a table as content', () => {
    expect(
      ZPostInput.safeParse({ ...valid, html_content: '<p><img src="https://x.test/a.jpg"></p>' })
        .success,
    ).toBe(true);
  });
  it('refuses more than 50,000 characters of text', () => {
    const long = `<p>${'a'.repeat(50_001)}</p>`;
    expect(ZPostInput.safeParse({ ...valid, html_content: long }).error?.issues[0]?.message).toBe(
      'The content can be at most 50,000 characters',
    );
  });
  it('schedules a published post with a future time', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(storedStatus('published', new Date('2026-11-23T10:00:00Z'), now)).toBe('scheduled');
    expect(storedStatus('published', new Date('2026-11-21T10:00:00Z'), now)).toBe('published');
    expect(storedStatus('draft', new Date('2026-11-23T10:00:00Z'), now)).toBe('draft');
  });
});

describe('reading stored posts tolerantly', () => {
  it('reads the second shape (category_ids, published_date, author object, tag objects)', () => {
    const post = normalizePost(
      'p1',
      {
        title: 'Old',
        category_ids: ['c1'],
        tags: [{ id: 't1', slug: 'balayage', name: 'Balayage' }],
        published_date: { seconds: 1_790_000_000 },
        author: { id: 'maya-chen', display_name: 'Maya' },
        status: 'published',
        content: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] }),
      },
      { categoryIdToSlug: (id) => (id === 'c1' ? 'hair-care' : undefined) },
    );
    expect(post.categories).toEqual(['hair-care']);
    expect(post.tags).toEqual(['balayage']);
    expect(post.author_id).toBe('maya-chen');
    expect(post.published_at).toBe(new Date(1_790_000_000_000).toISOString());
    expect(post.content.type).toBe('doc');
    expect(post.content.content).toHaveLength(1);
  });
  it('treats an unknown status as a draft', () => {
    expect(normalizePost('p', { status: 'live' }).status).toBe('draft');
  });
});

describe('display helpers', () => {
  it('falls back to the first 150 characters of the text', () => {
    const html = `<h2>Intro</h2><p>${'word '.repeat(60)}</p>`;
    const fallback = excerptOf('', html);
    expect(fallback).toHaveLength(150);
    expect(fallback.startsWith('Intro word word')).toBe(true);
    expect(excerptOf('Mine', html)).toBe('Mine');
  });
  it('writes dates as MMM d, yyyy', () => {
    expect(blogDate('2026-11-02T23:30:00Z')).toBe('Nov 2, 2026');
    expect(blogDate('nope')).toBe('Invalid Date');
  });
  it('relates up to three posts sharing a category or tag, most shared first', () => {
    const p = (id: string, categories: string[], tags: string[], day: number): PostSummary => ({
      id,
      slug: id,
      title: id,
      excerpt: '',
      featured_image: '',
      categories,
      tags,
      author_id: '',
      author_name: '',
      is_featured: false,
      published_at: `2026-11-${String(day).padStart(2, '0')}T00:00:00Z`,
    });
    const me = p('me', ['a'], ['x'], 10);
    const all = [
      me,
      p('both', ['a'], ['x'], 1),
      p('cat', ['a'], [], 9),
      p('tag', [], ['x'], 8),
      p('cat2', ['a'], [], 7),
      p('none', ['b'], [], 11),
    ];
    expect(relatedPosts(me, all).map((r) => r.id)).toEqual(['both', 'cat', 'tag']);
  });
});

describe('blog routes', () => {
  it('maps every public path of the spec', () => {
    expect(blogRoute('/blog', '')).toEqual({ kind: 'home' });
    expect(blogRoute('/blog/', '')).toEqual({ kind: 'home' });
    expect(blogRoute('/blog/category/hair-care', '')).toEqual({
      kind: 'category',
      slug: 'hair-care',
    });
    expect(blogRoute('/blog/tag/balayage', '')).toEqual({ kind: 'tag', slug: 'balayage' });
    expect(blogRoute('/blog/author/maya-chen', '')).toEqual({ kind: 'author', id: 'maya-chen' });
    expect(blogRoute('/blog/my-post', '')).toEqual({ kind: 'post', slug: 'my-post' });
    expect(blogRoute('/blog-post', '?slug=my-post')).toEqual({ kind: 'post', slug: 'my-post' });
    expect(blogRoute('/blog-author-page', '?id=maya-chen')).toEqual({
      kind: 'author',
      id: 'maya-chen',
    });
    expect(blogRoute('/blog/sitemap.xml', '')).toEqual({ kind: 'feed', format: 'sitemap' });
    expect(blogRoute('/blog/rss.xml', '')).toEqual({ kind: 'feed', format: 'rss' });
  });
  it('answers the spec’s errors', () => {
    expect(blogRoute('/blog-post', '')).toMatchObject({
      kind: 'error',
      message: BLOG_ERRORS.noSlug,
    });
    expect(blogRoute('/blog/category/', '')).toMatchObject({
      message: BLOG_ERRORS.invalidCategory,
    });
    expect(blogRoute('/blog/tag/a/b', '')).toMatchObject({ message: BLOG_ERRORS.invalidTag });
    expect(blogRoute('/blog/a/b', '')).toMatchObject({ message: BLOG_ERRORS.invalidPostPath });
  });
  it('redirects the old paths, keeping the query string', () => {
    expect(blogRoute('/resources/blog/tag/balayage', '?utm=x')).toEqual({
      kind: 'redirect',
      to: '/blog/tag/balayage?utm=x',
    });
    expect(blogRoute('/resources/blog', '')).toEqual({ kind: 'redirect', to: '/blog' });
    expect(blogRoute('/author-page', '?id=maya-chen')).toEqual({
      kind: 'redirect',
      to: '/blog-author-page?id=maya-chen',
    });
  });
  it('leaves other paths alone', () => {
    expect(blogRoute('/blog-admin', '')).toBeNull();
    expect(blogRoute('/blogger', '')).toBeNull();
    expect(blogRoute('/services', '')).toBeNull();
  });
});

describe('the sample content', () => {
  it('has the spec’s counts: 8 named categories, 12 tags, 5 authors, 10 posts, 4 featured', () => {
    expect(SAMPLE_CATEGORIES.map((c) => c.name)).toEqual([
      'Hair Care',
      'Styling Tips',
      'Industry Trends',
      'Product Reviews',
      'Salon Business',
      'Hair Trends',
      'Customer Experience',
      'Marketing Tips',
    ]);
    expect(SAMPLE_TAGS).toHaveLength(12);
    expect(SAMPLE_AUTHORS).toHaveLength(5);
    expect(SAMPLE_POSTS).toHaveLength(10);
    expect(SAMPLE_POSTS.filter((p) => p.is_featured)).toHaveLength(4);
    const days = SAMPLE_POSTS.map((p) => p.days_ago);
    expect(Math.min(...days)).toBe(2);
    expect(Math.max(...days)).toBe(20);
  });
  it('only references its own categories, tags and authors, and every post is valid', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    for (const post of SAMPLE_POSTS) {
      for (const c of post.categories) expect(SAMPLE_CATEGORIES.map((x) => x.slug)).toContain(c);
      for (const t of post.tags) expect(SAMPLE_TAGS.map((x) => x.slug)).toContain(t);
      expect(SAMPLE_AUTHORS.map((a) => a.id)).toContain(post.author_id);
      const parsed = ZPostInput.safeParse(samplePostInput(post, now));
      expect(parsed.success, post.slug).toBe(true);
      expect(slugify(post.slug)).toBe(post.slug);
    }
    expect(new Set(SAMPLE_POSTS.map((p) => p.slug)).size).toBe(10);
  });
  it('writes HTML with escaped text and bold runs', () => {
    expect(sampleHtml([{ p: 'A **bold** <move>' }])).toBe(
      '<p>A <strong>bold</strong> &lt;move&gt;</p>',
    );
  });
});

describe('a post’s video', () => {
  it('embeds YouTube and Vimeo addresses through their privacy-enhanced players only', async () => {
    const { videoEmbedUrl, BLOG_SAFE_HTML } = await import('./blog-html');
    const yt = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ])
      expect(videoEmbedUrl(address)).toBe(yt);
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    for (const address of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://vimeo.com/channels/staff',
      'https://youtube.com/watch?v=<script>',
      '',
    ])
      expect(videoEmbedUrl(address)).toBeNull();
    expect(BLOG_SAFE_HTML.videoSrc.test(yt)).toBe(true);
    expect(BLOG_SAFE_HTML.videoSrc.test('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(false);
  });
});

describe('a post in other languages', () => {
  const doc = { type: 'doc' as const, content: [] };
  const valid = {
    title: 'Balayage',
    content: doc,
    html_content: '<p>Painted by hand.</p>',
    author_id: 'house',
  };
  const fr = {
    language: 'fr',
    title: 'Le balayage',
    content: doc,
    html_content: '<p>À la main.</p>',
  };

  it('is written in English unless another language is chosen, and keeps its translations', () => {
    const parsed = ZPostInput.parse({ ...valid, translations: [fr] });
    expect(parsed.language).toBe('en');
    expect(parsed.translations).toEqual([{ ...fr, excerpt: '' }]);
    // Left out, the stored translations stay (the service keeps them).
    expect(ZPostInput.parse(valid).translations).toBeUndefined();
  });

  it('refuses an unknown language, a second translation in one language and one in its own', () => {
    const unknown = ZPostInput.safeParse({ ...valid, language: 'klingon' });
    expect(unknown.error?.issues[0]?.message).toMatch(
      /^Unknown language “klingon”\. Choose one of: en, es, fr/,
    );
    const twice = ZPostInput.safeParse({ ...valid, translations: [fr, fr] });
    expect(twice.error?.issues).toEqual([
      expect.objectContaining({
        path: ['translations', 1, 'language'],
        message: 'Each language can have one translation',
      }),
    ]);
    const own = ZPostInput.safeParse({ ...valid, language: 'fr', translations: [fr] });
    expect(own.error?.issues[0]?.message).toBe(
      'A translation must be in another language than the post',
    );
    const empty = ZPostInput.safeParse({
      ...valid,
      translations: [{ ...fr, html_content: '<p></p>' }],
    });
    expect(empty.error?.issues[0]?.message).toBe(EDITOR_TEXTS.contentRequired);
  });

  it('routes /blog/{slug}/{language} to the translation, and other paths as before', () => {
    expect(blogRoute('/blog/balayage/fr', '')).toEqual({
      kind: 'post',
      slug: 'balayage',
      language: 'fr',
    });
    expect(blogRoute('/blog/balayage/xx', '')).toEqual({
      kind: 'error',
      view: 'post',
      message: BLOG_ERRORS.invalidPostPath,
    });
  });

  it('shows a translation in place of the text, and lists every version with its address', () => {
    const post = {
      ...SAMPLE_POSTS[0]!,
      id: 'p1',
      slug: 'balayage',
      excerpt: 'By hand.',
      featured_image: '',
      categories: [],
      tags: [],
      author_id: 'a',
      author_name: 'A',
      is_featured: false,
      published_at: '2026-11-01T10:00:00.000Z',
      html_content: '<p>Painted by hand.</p>',
      updated_at: '',
      author: null,
      category_list: [],
      tag_list: [],
      related: [],
      likes: 0,
      language: 'en',
      translations: [
        { language: 'ar', title: 'بالاياج', excerpt: '', html_content: '<p>يدويًا</p>' },
      ],
    };
    expect(postInLanguage(post, 'en')).toBe(post);
    expect(postInLanguage(post, 'de')).toBeNull();
    const ar = postInLanguage(post, 'ar')!;
    expect(ar).toMatchObject({ title: 'بالاياج', excerpt: 'By hand.', shown_language: 'ar' });
    expect(textDirection('ar')).toBe('rtl');
    expect(blogDate('2026-11-15T10:00:00.000Z', 'es')).toBe('15 de noviembre de 2026');
    expect(blogDate('2026-11-15T10:00:00.000Z')).toBe('Nov 15, 2026');
    expect(postVersions(ar)).toEqual([
      { language: 'en', name: 'English', path: '/blog/balayage', current: false },
      { language: 'ar', name: 'العربية', path: '/blog/balayage/ar', current: true },
    ]);
  });
});

describe('conversion blocks’ links', () => {
  it('name what they offer on the salon’s host, and read back the same', async () => {
    const { ctaPath, ctaTarget } = await import('./blog-html');
    expect(ctaPath('book', 'svc-1')).toBe('/go/book/svc-1');
    expect(ctaPath('gift-card')).toBe('/go/gift-card');
    expect(ctaTarget('/go/shop/p_9')).toEqual({ kind: 'shop', id: 'p_9' });
    expect(ctaTarget('/go/membership/gold')).toEqual({ kind: 'membership', id: 'gold' });
    expect(ctaTarget('/go/gift-card')).toEqual({ kind: 'gift-card', id: '' });
    for (const other of ['/go/book/', '/go/book/a/b', 'https://x.test/go/book/a', '/book'])
      expect(ctaTarget(other)).toBeNull();
  });
});
