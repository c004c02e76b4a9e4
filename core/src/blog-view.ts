// The platform blog as readers see it (spec, second document, sections 2.1,
// 3, 8 and 9), without zod: the public blog pages import only this module.
// Schemas that check what editors send live in ./blog.
import type { PickedPost, PostModeration } from './blog-network';

export const BLOG_LIMITS = {
  contentChars: 50_000,
  slugCheckMs: 500,
  categoryChips: 8,
  sidebarAuthors: 5,
  heroCategories: 3,
  cardCategories: 2,
  related: 3,
  fallbackExcerpt: 150,
} as const;

export const POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export interface BlogCategory {
  id: string;
  name: string;
  slug: string;
  description: string;
  post_count: number;
}

export interface BlogTag {
  id: string;
  name: string;
  slug: string;
  description: string;
}

export interface BlogAuthor {
  id: string;
  name: string;
  bio: string;
  image_url: string;
  /** A salon's team member who writes as this author (never which account). */
  writer?: true;
}

/**
 * The languages a post may be written or translated in, by their BCP 47 code,
 * each named in itself (how a reader looks for their own language in a switcher).
 */
export const BLOG_LANGUAGES = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
  da: 'Dansk',
  nb: 'Norsk bokmål',
  fi: 'Suomi',
  ro: 'Română',
  tr: 'Türkçe',
  el: 'Ελληνικά',
  ru: 'Русский',
  uk: 'Українська',
  cs: 'Čeština',
  hu: 'Magyar',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  ar: 'العربية',
  he: 'עברית',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  tl: 'Filipino',
} as const;
export type BlogLanguage = keyof typeof BLOG_LANGUAGES;
export const DEFAULT_BLOG_LANGUAGE: BlogLanguage = 'en';

export const isBlogLanguage = (code: string): code is BlogLanguage =>
  Object.prototype.hasOwnProperty.call(BLOG_LANGUAGES, code);

/** A language by its own name ("Français"); an unknown code as it is. */
export const blogLanguageName = (code: string): string =>
  isBlogLanguage(code) ? BLOG_LANGUAGES[code] : code;

/** Written right to left: the article's text gets dir="rtl". */
export const textDirection = (language: string): 'rtl' | 'ltr' =>
  language === 'ar' || language === 'he' ? 'rtl' : 'ltr';

/** A post's text in another language, as editors write it. */
export interface PostTranslation {
  language: string;
  title: string;
  excerpt: string;
  content: RichTextDoc;
  html_content: string;
}

/** A translation as readers get it. */
export interface PublicTranslation {
  language: string;
  title: string;
  excerpt: string;
  html_content: string;
}

/** A rich-text document as the editor (TipTap) writes it. */
export type RichTextDoc = {
  type: 'doc';
  content?: unknown[];
  [key: string]: unknown;
};

/** A post as editors read and write it (the canonical shape). */
export interface Post {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: RichTextDoc;
  html_content: string;
  author_id: string;
  featured_image: string;
  /** Category slugs. */
  categories: string[];
  /** Tag slugs. */
  tags: string[];
  status: PostStatus;
  is_featured: boolean;
  /** The words the post should be found by (its SEO checklist checks for them). */
  focus_keyword: string;
  /** The language it is written in (BLOG_LANGUAGES). */
  language: string;
  /** The same post in other languages, each published with it. */
  translations: PostTranslation[];
  /** ISO instant; for a scheduled post, when it goes live. Empty for a draft never published. */
  published_at: string;
  created_at: string;
  updated_at: string;
  /** Set when the platform took the post down (with why), kept when the salon publishes it again. */
  moderation?: PostModeration;
}

/** A published post in lists: cards, the hero, related articles. */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  /** The excerpt, or the first 150 characters of the text when there is none. */
  excerpt: string;
  featured_image: string;
  categories: string[];
  tags: string[];
  author_id: string;
  author_name: string;
  is_featured: boolean;
  published_at: string;
  /** A translated post's languages, its own first (the sitemap's alternates); absent when it has none. */
  languages?: string[];
}

/** `blogPublic/index`: everything the blog's list pages need, in one document. */
export interface BlogIndex {
  /** Published posts, newest first. */
  posts: PostSummary[];
  categories: BlogCategory[];
  tags: BlogTag[];
  authors: BlogAuthor[];
  updated_at: string;
  /** The platform blog only: salon posts the platform picked (shown as links to the salons' sites). */
  picks?: PickedPost[];
}

/** `blogPublicPosts/{slug}`: everything an article page needs, in one document. */
export interface PublicPost extends PostSummary {
  html_content: string;
  updated_at: string;
  author: BlogAuthor | null;
  category_list: BlogCategory[];
  tag_list: BlogTag[];
  related: PostSummary[];
  likes: number;
  /** The language it is written in; absent on articles built before translations (English). */
  language?: string;
  translations?: PublicTranslation[];
  /** Set on a page showing a translation: title, excerpt and text are in this language. */
  shown_language?: string;
}

/** What a blog page shows; the server renders it, the app renders the same from the API. */
export type BlogPage =
  | { kind: 'home'; index: BlogIndex }
  | { kind: 'category'; index: BlogIndex; category: BlogCategory }
  | { kind: 'tag'; index: BlogIndex; tag: BlogTag }
  | { kind: 'author'; index: BlogIndex; author: BlogAuthor }
  | { kind: 'post'; post: PublicPost }
  | { kind: 'error'; view: BlogErrorView; message: string; status: number };

export type BlogErrorView = 'blog' | 'category' | 'tag' | 'post' | 'author';

export const BLOG_TEXTS = {
  loading: 'Loading blog posts...',
  title: 'Salon Industry Insights & Tips',
  subtitle: 'Ideas, how-tos and trends for salon owners, stylists and their teams.',
  emptyTitle: 'Your Blog Is Empty',
  emptyBody: 'Add sample articles to see how the blog looks, or write your first post.',
  noPostsYet: 'No articles yet. Come back soon.',
  languages: 'Read this article in',
  alsoIn: 'Also in your language:',
  addSample: 'Add Sample Content',
  goAdmin: 'Go to Blog Admin',
  createPost: 'Create New Post',
  all: 'All',
  featured: 'Featured',
  noImage: 'No image available',
  readMore: 'Read More',
  fromSalons: 'From salons’ own blogs',
  fromSalonsIntro: 'Posts our team picked from the blogs salons write on their own sites.',
  readOnSalonSite: 'Read on the salon’s site',
  readArticle: 'Read Article',
  categories: 'Categories',
  tags: 'Tags',
  authors: 'Our Authors',
  backToAll: 'Back to all posts',
  readMoreLower: 'Read more',
  categoryEmpty: 'No posts in this category yet',
  categoryEmptyHint: 'Check back soon for new content',
  returnToBlog: 'Return to Blog',
  backToBlog: 'Back to Blog',
  tagHeading: (name: string) => `Tag: ${name}`,
  tagEmpty: 'No posts found',
  tagEmptyHint: 'There are no published posts with this tag.',
  tagNotFound: 'Tag Not Found',
  readTime: '5 min read',
  like: 'Like',
  share: 'Share',
  about: (name: string) => `About ${name}`,
  viewAllBy: (name: string) => `View all posts by ${name}`,
  related: 'Related Articles',
  postNotFoundTitle: 'Oops! Post Not Found',
  postNotFoundBody: "The blog post you're looking for doesn't exist or has been removed.",
  authorHeading: (name: string) => `Author: ${name}`,
  authorEmpty: 'No published posts by this author yet.',
  redirecting: 'Redirecting...',
  blogErrorTitle: 'Blog Error',
  blogErrorBody: 'An error occurred while loading the blog. Please try again.',
} as const;

export const BLOG_ERRORS = {
  invalidCategory: 'Invalid category URL',
  categoryNotFound: 'Category not found',
  loadFailed: 'Failed to load blog data',
  invalidTag: 'Invalid tag URL',
  tagNotFound: (slug: string) => `Tag with slug ${slug} not found`,
  invalidPostPath: 'Invalid blog post path',
  noSlug: 'No blog post slug specified',
  postNotFound: 'Post not found or invalid data returned',
  notInLanguage: 'This article is not available in that language',
  fetchPost: (detail: string) => `Error fetching post: ${detail}`,
  authorNotFound: 'Author not found',
} as const;

/** Editor messages (spec, sections 5 and 8). */
export const EDITOR_TEXTS = {
  createTitle: 'Create New Post',
  editTitle: 'Edit Post',
  save: 'Save Post',
  saving: 'Saving...',
  titleRequired: 'Please enter a title',
  contentRequired: 'Please add some content',
  authorRequired: 'Please select an author',
  slugTaken: 'Slug already exists',
  slugFree: 'Slug available',
  duplicateTitle: 'Duplicate slug detected',
  duplicateBody:
    'This slug is already in use. Please choose a different slug to prevent routing issues.',
  duplicateOnSave: (slug: string) =>
    `A post with slug "${slug}" already exists. Please use a different title or enter a custom slug.`,
  loadFailed: 'Failed to load post',
  saveFailed: 'Failed to save post',
  updated: 'Post updated successfully',
  created: 'Post created successfully',
  noCategories: 'No categories found. Add some in the Categories section.',
  noTags: 'No tags found. Add some in the Tags section.',
} as const;

export const SEED_TEXTS = {
  title: 'Seed Blog Content',
  button: 'Seed Blog Content',
  running: 'Seeding Content...',
  progress: (done: number, total: number) => `Seeding content: ${done} of ${total}`,
  success: 'Sample blog content has been created successfully!',
  unknownError: 'Unknown error occurred',
} as const;

/** The spec's slug rule: lowercase, whitespace to hyphens, other characters dropped. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** The words of an HTML body, for the fallback excerpt and descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|h[1-6]|li|blockquote|tr|pre|div)>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The excerpt, or the first 150 characters of the content (spec, section 9). */
export function excerptOf(excerpt: string, html: string): string {
  const own = excerpt.trim();
  if (own) return own;
  return plainText(html).slice(0, BLOG_LIMITS.fallbackExcerpt);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy' in UTC, so the server's page and the browser's agree. */
export function blogDate(iso: string, language?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  // A translation's date as its readers write one ("15 de noviembre de 2026").
  if (language && language !== 'en' && isBlogLanguage(language))
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export const blogPaths = {
  home: '/blog',
  post: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  /** A translation's own address; the post's own language is at `post`. */
  postIn: (slug: string, language: string) =>
    `/blog/${encodeURIComponent(slug)}/${encodeURIComponent(language)}`,
  category: (slug: string) => `/blog/category/${encodeURIComponent(slug)}`,
  tag: (slug: string) => `/blog/tag/${encodeURIComponent(slug)}`,
  author: (id: string) => `/blog/author/${encodeURIComponent(id)}`,
  admin: '/blog-admin',
  newPost: '/blog-admin/posts/new',
  editPost: (id: string) => `/blog-admin/posts/edit/${encodeURIComponent(id)}`,
  sitemap: '/blog/sitemap.xml',
  rss: '/blog/rss.xml',
} as const;

/** The language an article's stored text is in. */
export const postLanguage = (post: Pick<PublicPost, 'language'>): string =>
  post.language || DEFAULT_BLOG_LANGUAGE;

/**
 * The article as shown in `language`: its translation's title, excerpt and
 * text; null when it has none in that language. The post's own language gives
 * the post itself.
 */
export function postInLanguage(post: PublicPost, language: string): PublicPost | null {
  if (language === postLanguage(post)) return post;
  const t = post.translations?.find((x) => x.language === language);
  if (!t) return null;
  return {
    ...post,
    title: t.title,
    excerpt: t.excerpt || post.excerpt,
    html_content: t.html_content,
    shown_language: language,
  };
}

/** Every language an article can be read in, its own first, each with its address. */
export function postVersions(
  post: PublicPost,
): { language: string; name: string; path: string; current: boolean }[] {
  const own = postLanguage(post);
  const shown = post.shown_language ?? own;
  const name = blogLanguageName;
  return [
    { language: own, name: name(own), path: blogPaths.post(post.slug), current: shown === own },
    ...(post.translations ?? []).map((t) => ({
      language: t.language,
      name: name(t.language),
      path: blogPaths.postIn(post.slug, t.language),
      current: shown === t.language,
    })),
  ];
}

/** Up to three published posts sharing a category or a tag, most shared first, then newest. */
export function relatedPosts(post: PostSummary, all: PostSummary[]): PostSummary[] {
  const cats = new Set(post.categories);
  const tags = new Set(post.tags);
  return all
    .filter((p) => p.id !== post.id)
    .map((p) => ({
      p,
      shared:
        p.categories.filter((c) => cats.has(c)).length + p.tags.filter((t) => tags.has(t)).length,
    }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared || b.p.published_at.localeCompare(a.p.published_at))
    .slice(0, BLOG_LIMITS.related)
    .map((x) => x.p);
}

/**
 * The blog page a path asks for (spec, section 2.1 and 2.2), before any data
 * is read. `redirect` answers the old /resources/blog paths and /author-page.
 */
export type BlogRoute =
  | { kind: 'home' }
  | { kind: 'category'; slug: string }
  | { kind: 'tag'; slug: string }
  | { kind: 'author'; id: string }
  | { kind: 'post'; slug: string; language?: string }
  | { kind: 'error'; view: BlogErrorView; message: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'feed'; format: 'sitemap' | 'rss' };

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return '';
  }
};

/** One value of a query string ('?slug=a&x=1'), decoded; null when absent. */
export function queryParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key = '', value = ''] = pair.split('=');
    if (decode(key.replace(/\+/g, ' ')) === name) return decode(value.replace(/\+/g, ' '));
  }
  return null;
}

/** Null when the path is not a public blog page. */
export function blogRoute(pathname: string, search: string): BlogRoute | null {
  const query = { get: (name: string) => queryParam(search, name) };
  const path = pathname.replace(/\/+$/, '') || '/';
  const keep = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  if (path === '/resources/blog' || path.startsWith('/resources/blog/')) {
    return { kind: 'redirect', to: `/blog${path.slice('/resources/blog'.length)}${keep}` };
  }
  if (path === '/resources-blog-redirect' || path === '/resourcesblogredirect') {
    return { kind: 'redirect', to: `/blog${keep}` };
  }
  if (path === '/author-page' || path === '/authorpage') {
    return { kind: 'redirect', to: `/blog-author-page${keep}` };
  }
  if (path === '/blog') return { kind: 'home' };
  if (path === '/blog/sitemap.xml') return { kind: 'feed', format: 'sitemap' };
  if (path === '/blog/rss.xml' || path === '/blog/feed') return { kind: 'feed', format: 'rss' };
  if (path === '/blog-post' || path === '/blogpost') {
    const slug = query.get('slug')?.trim() ?? '';
    return slug
      ? { kind: 'post', slug }
      : { kind: 'error', view: 'post', message: BLOG_ERRORS.noSlug };
  }
  const byQuery = (names: string[]) => {
    for (const n of names) {
      const v = query.get(n)?.trim();
      if (v) return v;
    }
    return '';
  };
  if (
    ['/blog-category-page', '/blogcategorypage', '/category-page', '/categorypage'].includes(path)
  ) {
    const slug = byQuery(['slug', 'category']);
    return slug
      ? { kind: 'category', slug }
      : { kind: 'error', view: 'category', message: BLOG_ERRORS.invalidCategory };
  }
  if (['/blog-tag-page', '/blogtagpage', '/tag-page', '/tagpage'].includes(path)) {
    const slug = byQuery(['slug', 'tag']);
    return slug
      ? { kind: 'tag', slug }
      : { kind: 'error', view: 'tag', message: BLOG_ERRORS.invalidTag };
  }
  if (path === '/blog-author-page' || path === '/blogauthorpage') {
    const id = byQuery(['id', 'author']);
    return id
      ? { kind: 'author', id }
      : { kind: 'error', view: 'author', message: BLOG_ERRORS.authorNotFound };
  }
  if (!path.startsWith('/blog/')) return null;
  const parts = path.slice('/blog/'.length).split('/').map(decode);
  const [first = '', second = '', ...rest] = parts;
  if (first === 'category') {
    return second && rest.length === 0
      ? { kind: 'category', slug: second }
      : { kind: 'error', view: 'category', message: BLOG_ERRORS.invalidCategory };
  }
  if (first === 'tag') {
    return second && rest.length === 0
      ? { kind: 'tag', slug: second }
      : { kind: 'error', view: 'tag', message: BLOG_ERRORS.invalidTag };
  }
  if (first === 'author') {
    return second && rest.length === 0
      ? { kind: 'author', id: second }
      : { kind: 'error', view: 'author', message: BLOG_ERRORS.authorNotFound };
  }
  if (first && !second) return { kind: 'post', slug: first };
  // A translation: /blog/{slug}/{language}.
  if (first && second && rest.length === 0 && isBlogLanguage(second))
    return { kind: 'post', slug: first, language: second };
  return { kind: 'error', view: 'post', message: BLOG_ERRORS.invalidPostPath };
}

/**
 * Whose blog a page belongs to: the platform's, or a salon's on its own site.
 * Its names go in the home page's heading, the page titles, the feed and the
 * structured data's publisher.
 */
export interface BlogIdentity {
  /** "Chairside Blog", "Studio Nova Blog": the end of each page's title. */
  name: string;
  /** The home page's heading and its lead. */
  title: string;
  subtitle: string;
  /** Who publishes it (schema.org publisher, og:site_name). */
  publisher: string;
  /** The publisher's logo, a path on the blog's host or an https address. */
  logo: string;
}

export function platformBlogIdentity(productName: string): BlogIdentity {
  return {
    name: `${productName} Blog`,
    title: BLOG_TEXTS.title,
    subtitle: BLOG_TEXTS.subtitle,
    publisher: productName,
    logo: '/favicon.svg',
  };
}

export function salonBlogIdentity(salonName: string, logo = ''): BlogIdentity {
  return {
    name: `${salonName} Blog`,
    title: `${salonName} Blog`,
    subtitle: `News, tips and looks from ${salonName}.`,
    publisher: salonName,
    logo: logo || '/favicon.svg',
  };
}

/** A salon blog's subscribe box (the newsletter of new posts; core/blog-newsletter.ts). */
export const SUBSCRIBE_TEXTS = {
  title: 'New posts by e-mail',
  body: 'Get each new post in your inbox. No more than one e-mail a post; unsubscribe any time.',
  email: 'E-mail address',
  button: 'Subscribe',
  sending: 'Subscribing…',
  sent: 'Check your inbox: we sent you a link to confirm.',
  confirmed: 'You are subscribed: new posts will come to your inbox.',
  failed: 'That did not work. Please try again in a moment.',
};
