// The platform blog's schemas: what editors send, checked the same way in the
// editor and in the API, and the tolerant reader for stored posts.
import { z } from 'zod';
import {
  BLOG_LIMITS,
  BLOG_LANGUAGES,
  DEFAULT_BLOG_LANGUAGE,
  EDITOR_TEXTS,
  SLUG_PATTERN,
  isBlogLanguage,
  plainText,
  slugify,
  type BlogAuthor,
  type BlogCategory,
  type BlogTag,
  type Post,
  type PostStatus,
  type PostTranslation,
  type RichTextDoc,
} from './blog-view';
import { zDocId } from './ids';
import type { PostModeration } from './blog-network';
import { ZIsoDate } from './staff-profile';

export * from './blog-view';

const slug = (what: string) =>
  z
    .string()
    .trim()
    .max(120, `The ${what} slug can be at most 120 characters`)
    .refine(
      (s) => s === '' || SLUG_PATTERN.test(s),
      'Use lowercase letters, digits and single hyphens',
    );

/** An image by URL: https, a file uploaded to Chairside (/api/media/...) or one of the product's own (/img/...). */
export const ZBlogImageUrl = z
  .string()
  .trim()
  .max(2000, 'The image address is too long')
  .refine(
    (u) => u === '' || /^https:\/\/[^\s"'<>]+$/.test(u) || /^\/(api\/media|img)\/[\w./-]+$/.test(u),
    'Use an image address that starts with https://',
  );

export const ZCategoryInput = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(80, 'The name can be at most 80 characters'),
    slug: slug('category').default(''),
    description: z
      .string()
      .trim()
      .max(500, 'The description can be at most 500 characters')
      .default(''),
  })
  .transform((c) => ({ ...c, slug: c.slug || slugify(c.name) }))
  .refine((c) => c.slug !== '', { message: 'Enter a name with letters or digits', path: ['name'] });
export type CategoryInput = z.input<typeof ZCategoryInput>;

export const ZTagInput = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(60, 'The name can be at most 60 characters'),
    slug: slug('tag').default(''),
    description: z
      .string()
      .trim()
      .max(300, 'The description can be at most 300 characters')
      .default(''),
  })
  .transform((t) => ({ ...t, slug: t.slug || slugify(t.name) }))
  .refine((t) => t.slug !== '', { message: 'Enter a name with letters or digits', path: ['name'] });
export type TagInput = z.input<typeof ZTagInput>;

export const ZAuthorInput = z.object({
  /** Optional: the seed tool gives its authors fixed ids. */
  id: slug('author').optional(),
  name: z.string().trim().min(1, 'Enter a name').max(80, 'The name can be at most 80 characters'),
  bio: z.string().trim().max(1000, 'The bio can be at most 1000 characters').default(''),
  image_url: ZBlogImageUrl.default(''),
  /**
   * A salon's blog: the team member who writes as this author (their account
   * may then write and publish their own posts). Not for the platform blog.
   */
  staff_id: zDocId('That team member is not valid').optional(),
});
export type AuthorInput = z.input<typeof ZAuthorInput>;

const ZRichTextDoc = z
  .object({ type: z.literal('doc'), content: z.array(z.unknown()).optional() })
  .loose();

const zTitle = z
  .string()
  .trim()
  .min(1, EDITOR_TEXTS.titleRequired)
  .max(200, 'The title can be at most 200 characters');
const zExcerpt = z
  .string()
  .trim()
  .max(500, 'The excerpt can be at most 500 characters')
  .default('');
// Checked on its own, so all three editor messages show at once.
const zHtmlContent = z
  .string()
  .max(400_000, 'The content is too long')
  .superRefine((html, ctx) => {
    if (!hasContent(html)) ctx.addIssue({ code: 'custom', message: EDITOR_TEXTS.contentRequired });
    else if (plainText(html).length > BLOG_LIMITS.contentChars)
      ctx.addIssue({
        code: 'custom',
        message: `The content can be at most ${BLOG_LIMITS.contentChars.toLocaleString('en-US')} characters`,
      });
  });

/** A language code from BLOG_LANGUAGES ("fr", "pt"); anything else is refused by name. */
export const zBlogLanguage = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isBlogLanguage, {
    error: (issue) =>
      `Unknown language “${String(issue.input)}”. Choose one of: ${Object.keys(BLOG_LANGUAGES).join(', ')}`,
  });

export const BLOG_TRANSLATIONS_MAX = 8;

export const ZPostTranslation = z.object({
  language: zBlogLanguage,
  title: zTitle,
  excerpt: zExcerpt,
  content: ZRichTextDoc,
  html_content: zHtmlContent,
});

/** What the editor sends to create or update a post (spec, sections 3 and 5). */
export const ZPostInput = z
  .object({
    title: zTitle,
    slug: slug('post').default(''),
    excerpt: zExcerpt,
    content: ZRichTextDoc,
    html_content: zHtmlContent,
    author_id: z.string().trim().min(1, EDITOR_TEXTS.authorRequired).pipe(zDocId()),
    featured_image: ZBlogImageUrl.default(''),
    categories: z
      .array(z.string().trim().min(1).max(120))
      .max(20, 'Choose at most 20 categories')
      .default([]),
    tags: z.array(z.string().trim().min(1).max(120)).max(30, 'Choose at most 30 tags').default([]),
    status: z.enum(['draft', 'published']).default('draft'),
    is_featured: z.boolean().default(false),
    /** The words the post should be found by (the SEO checklist). */
    focus_keyword: z
      .string()
      .trim()
      .max(100, 'The focus keyword can be at most 100 characters')
      .default(''),
    /** When it goes live; a future time schedules the post. Empty: now, on publishing. */
    published_at: z.iso
      .datetime({ offset: true, error: 'Choose a valid date and time' })
      .or(z.literal(''))
      .default(''),
    /** The language it is written in. */
    language: zBlogLanguage.default(DEFAULT_BLOG_LANGUAGE),
    /** Its translations, each published with it; left out, the stored ones stay. */
    translations: z
      .array(ZPostTranslation)
      .max(BLOG_TRANSLATIONS_MAX, `A post can have at most ${BLOG_TRANSLATIONS_MAX} translations`)
      .optional(),
  })
  .transform((p) => ({
    ...p,
    slug: p.slug || slugify(p.title),
    categories: [...new Set(p.categories)],
    tags: [...new Set(p.tags)],
  }))
  .superRefine((p, ctx) => {
    if (p.slug === '') {
      ctx.addIssue({
        code: 'custom',
        message: 'Use a title with letters or digits, or enter a slug',
        path: ['title'],
      });
    }
    const seen = new Set<string>([p.language]);
    p.translations?.forEach((t, i) => {
      if (seen.has(t.language))
        ctx.addIssue({
          code: 'custom',
          message:
            t.language === p.language
              ? 'A translation must be in another language than the post'
              : 'Each language can have one translation',
          path: ['translations', i, 'language'],
        });
      seen.add(t.language);
    });
  });
export type PostInput = z.input<typeof ZPostInput>;
export type PostData = z.output<typeof ZPostInput>;

/** Words, an image or a table count as content; empty paragraphs do not. */
export function hasContent(html: string): boolean {
  return plainText(html) !== '' || /<(img|table|hr)\b/i.test(html);
}

/** The status stored for what the editor chose: a future publish time schedules. */
export function storedStatus(
  status: 'draft' | 'published',
  publishAt: Date,
  now: Date,
): PostStatus {
  if (status === 'draft') return 'draft';
  return publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** An editorial plan's topic: what to write about, by when (the blog's calendar shows it). */
export const ZPlanInput = z.object({
  topic: z
    .string()
    .trim()
    .min(1, 'Enter a topic')
    .max(200, 'The topic can be at most 200 characters'),
  target_date: ZIsoDate,
  notes: z.string().trim().max(1000, 'The notes can be at most 1000 characters').default(''),
});
export type PlanInput = z.input<typeof ZPlanInput>;

/** A topic of the editorial plan, as the calendar shows it. */
export interface PlanItem {
  id: string;
  topic: string;
  target_date: string;
  notes: string;
  /** The draft written for it, once "Write it" was chosen. */
  post_id: string;
}

/** POST blog/batch: drafts on a list of topics, written through the AI layer. */
export const ZBatchInput = z.object({
  topics: z
    .array(
      z.string().trim().min(1, 'Enter a topic').max(200, 'A topic can be at most 200 characters'),
    )
    .min(1, 'Enter at least one topic')
    .max(20, 'Write at most 20 drafts at a time'),
  /** The configured model when there is one ('auto'), or the built-in writer. */
  writer: z.enum(['auto', 'built-in']).default('auto'),
  /** Publish them at once instead of leaving them as drafts for review (the owner's choice). */
  publish: z.boolean().default(false),
});
export type BatchInput = z.input<typeof ZBatchInput>;

export const ZEditorGrant = z.object({
  email: z.email('Enter a valid e-mail address').trim().toLowerCase(),
  grant: z.boolean(),
});

export const ZPostListQuery = z.object({
  status: z.enum(['all', 'published', 'draft', 'scheduled']).default('published'),
  category: z.string().trim().max(120).optional(),
  tag: z.string().trim().max(120).optional(),
  is_featured: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

// ---- reading stored data tolerantly ---------------------------------------

/** A Firestore Timestamp, Date, ISO string or {seconds} as an ISO string ('' when absent). */
export function isoOf(value: unknown): string {
  if (!value) return '';
  if (typeof value === 'string') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? '' : d.toISOString();
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as { toDate?: () => Date; seconds?: number; _seconds?: number };
    if (typeof v.toDate === 'function') return v.toDate().toISOString();
    const seconds = v.seconds ?? v._seconds;
    if (typeof seconds === 'number') return new Date(seconds * 1000).toISOString();
  }
  return '';
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Slugs from a list that may hold slugs or objects {id, slug, name}. */
function slugsOf(value: unknown, idToSlug: (id: string) => string | undefined): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value) {
    if (typeof item === 'string') out.push(idToSlug(item) ?? item);
    else if (item && typeof item === 'object') {
      const o = item as { slug?: unknown; id?: unknown };
      const s = str(o.slug) || (typeof o.id === 'string' ? (idToSlug(o.id) ?? '') : '');
      if (s) out.push(s);
    }
  }
  return [...new Set(out)];
}

function docOf(value: unknown): RichTextDoc {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      v = null;
    }
  }
  if (v && typeof v === 'object' && (v as { type?: unknown }).type === 'doc')
    return v as RichTextDoc;
  return { type: 'doc', content: [] };
}

/**
 * A stored post in the canonical shape. The spec records a second reading
 * (category_ids, published_date, author {id, display_name}, tags as objects);
 * older or imported posts may carry it, so both are read.
 */
function translationsOf(value: unknown): PostTranslation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    if (!v || typeof v !== 'object') return [];
    const t = v as Record<string, unknown>;
    const language = str(t['language']);
    if (!isBlogLanguage(language)) return [];
    return [
      {
        language,
        title: str(t['title']),
        excerpt: str(t['excerpt']),
        content: docOf(t['content']),
        html_content: str(t['html_content']),
      },
    ];
  });
}

export function normalizePost(
  id: string,
  raw: Record<string, unknown>,
  lookups: {
    categoryIdToSlug?: (id: string) => string | undefined;
    tagIdToSlug?: (id: string) => string | undefined;
  } = {},
): Post {
  const catLookup = lookups.categoryIdToSlug ?? (() => undefined);
  const tagLookup = lookups.tagIdToSlug ?? (() => undefined);
  const author = raw['author'] as { id?: unknown } | undefined;
  const status = str(raw['status']);
  return {
    id,
    title: str(raw['title']),
    slug: str(raw['slug']),
    excerpt: str(raw['excerpt']),
    content: docOf(raw['content']),
    html_content: str(raw['html_content']),
    author_id: str(raw['author_id']) || str(author?.id),
    featured_image: str(raw['featured_image']),
    categories: slugsOf(raw['categories'] ?? raw['category_ids'], catLookup),
    tags: slugsOf(raw['tags'], tagLookup),
    status: status === 'published' || status === 'scheduled' ? status : 'draft',
    is_featured: raw['is_featured'] === true,
    focus_keyword: str(raw['focus_keyword']),
    language: isBlogLanguage(str(raw['language'])) ? str(raw['language']) : DEFAULT_BLOG_LANGUAGE,
    translations: translationsOf(raw['translations']),
    published_at: isoOf(raw['published_at'] ?? raw['published_date']),
    created_at: isoOf(raw['created_at']),
    updated_at: isoOf(raw['updated_at'] ?? raw['created_at']),
    ...moderationOf(raw['moderation']),
  };
}

/** A stored moderation note, when the post has a readable one. */
function moderationOf(raw: unknown): { moderation?: PostModeration } {
  if (!raw || typeof raw !== 'object') return {};
  const m = raw as Record<string, unknown>;
  const reason = str(m['reason']);
  if (!reason) return {};
  const republished = m['state'] === 'republished';
  return {
    moderation: {
      reason,
      at: isoOf(m['at']),
      state: republished ? 'republished' : 'unpublished',
      ...(republished ? { republished_at: isoOf(m['republished_at']) } : {}),
    },
  };
}

export function categoryOf(id: string, raw: Record<string, unknown>): BlogCategory {
  return {
    id,
    name: str(raw['name']),
    slug: str(raw['slug']),
    description: str(raw['description']),
    post_count: typeof raw['post_count'] === 'number' ? raw['post_count'] : 0,
  };
}

export function tagOf(id: string, raw: Record<string, unknown>): BlogTag {
  return {
    id,
    name: str(raw['name']),
    slug: str(raw['slug']),
    description: str(raw['description']),
  };
}

export function authorOf(id: string, raw: Record<string, unknown>): BlogAuthor {
  return {
    id,
    name: str(raw['name']) || str(raw['display_name']),
    bio: str(raw['bio']),
    image_url: str(raw['image_url']),
    ...(str(raw['uid']) ? { writer: true as const } : {}),
  };
}

export { BLOG_SAFE_HTML } from './blog-html';
