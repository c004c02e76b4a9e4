// The platform blog as stored: editors' posts, categories, tags and authors,
// and the public read model (blogPublic/index, blogPublicPosts/{slug}).
import { z } from 'zod';
import {
  authorOf,
  categoryOf,
  tagOf,
  type BlogIndex,
  type PostSummary,
  type PublicPost,
} from '../blog';
import type { PickedPost } from '../blog-network';
import { ZStoredOptionalDate } from './stored';

const stored = z.looseObject({ id: z.string() });

/**
 * posts/{postId}: a post as stored. Posts come in two shapes (the canonical
 * one, and the spec's second with category ids and an author object), so the
 * document is read whole and `normalizePost` (with the category and tag
 * lookups only the caller has) turns it into a Post.
 */
export const ZPostDocument = stored;
export type PostDocument = z.output<typeof ZPostDocument>;

/** blogCategories/{id}. */
export const ZBlogCategoryRecord = stored.transform((raw) => categoryOf(raw.id, raw));
/** blogTags/{id}. */
export const ZBlogTagRecord = stored.transform((raw) => tagOf(raw.id, raw));
/** blogAuthors/{id}: the name may be stored as `display_name` (spec's second shape). */
export const ZBlogAuthorRecord = stored.transform((raw) => authorOf(raw.id, raw));

const list = <T>() => z.array(z.custom<T>((v) => typeof v === 'object' && v !== null));

/**
 * blogPublic/index: everything the list pages need, and when the snapshot it
 * was built from was taken (so an older rebuild never overwrites a newer one).
 */
export const ZBlogIndexRecord = z.object({
  id: z.string(),
  posts: list<PostSummary>().catch([]).default([]),
  categories: list<BlogIndex['categories'][number]>().catch([]).default([]),
  tags: list<BlogIndex['tags'][number]>().catch([]).default([]),
  authors: list<BlogIndex['authors'][number]>().catch([]).default([]),
  updated_at: z.string().catch('').default(''),
  built_from: z.number().catch(0).default(0),
  /** The platform blog's picks of salon posts (absent when none). */
  picks: list<PickedPost>().optional().catch(undefined),
  /** How many pages of older posts follow (blogPublic/index/pages/{1…n}). */
  pages: z.number().int().min(0).catch(0).default(0),
});
export type BlogIndexRecord = z.output<typeof ZBlogIndexRecord>;

/**
 * The blog's index holds the newest posts itself and the older ones in pages
 * of their own, so no document nears Firestore's 1 MiB however long the
 * blog runs (a summary is about half a kilobyte).
 */
export const BLOG_INDEX_HEAD = 100;
export const BLOG_INDEX_PAGE = 400;

/** blogPublic/index/pages/{n}: older post summaries, newest first. */
export const ZBlogIndexPageRecord = z.object({
  id: z.string(),
  posts: list<PostSummary>().catch([]).default([]),
});

/**
 * blogPublicPosts/{slug}: everything an article page needs, with its likes.
 * Its document id is its slug; `id` is the post's.
 */
export const ZPublicPostRecord = z
  .looseObject({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    likes: z.number().catch(0).default(0),
  })
  // built_from: which rebuild wrote it (so an older one never writes over it); not the post's.
  .transform(({ built_from: _builtFrom, ...post }) => post as unknown as PublicPost);
export type PublicPostRecord = z.output<typeof ZPublicPostRecord>;

/** blogEditors/{uid}: who a super-admin made a blog editor. */
export const ZBlogEditorRecord = z.object({
  id: z.string(),
  email: z.string(),
  grantedAt: ZStoredOptionalDate.default(null),
});
export type BlogEditorRecord = z.output<typeof ZBlogEditorRecord>;

/** blogPlan/{id} (a salon's under orgs/{orgId}): a topic of the editorial plan. */
export const ZBlogPlanRecord = z.object({
  id: z.string(),
  topic: z.string().catch('').default(''),
  target_date: z.string().catch('').default(''),
  notes: z.string().catch('').default(''),
  post_id: z.string().catch('').default(''),
});
export type BlogPlanRecord = z.output<typeof ZBlogPlanRecord>;

/**
 * blogNetwork/{orgId}: one salon's blog as the platform sees it. The counts
 * are written by the blog's rebuild; the batch allowance by batch drafts
 * and the platform (only functions write it).
 */
export const ZBlogNetworkRecord = z.object({
  id: z.string(),
  posts: z
    .object({
      published: z.number().catch(0).default(0),
      scheduled: z.number().catch(0).default(0),
      draft: z.number().catch(0).default(0),
    })
    .catch({ published: 0, scheduled: 0, draft: 0 })
    .default({ published: 0, scheduled: 0, draft: 0 }),
  moderated: z.number().catch(0).default(0),
  to_review: z.number().catch(0).default(0),
  last_published_at: z.string().nullable().catch(null).default(null),
  /** The platform's allowance for this salon; null: the default. */
  batch_quota: z.number().int().min(0).nullable().catch(null).default(null),
  batch_usage: z
    .object({ month: z.string(), used: z.number() })
    .nullable()
    .catch(null)
    .default(null),
  picks: z.number().catch(0).default(0),
});
export type BlogNetworkRecord = z.output<typeof ZBlogNetworkRecord>;

/** blogPicks/{orgId}_{postId}: a salon post on the platform blog. */
export const ZBlogPickRecord = z.object({
  id: z.string(),
  org_id: z.string(),
  post_id: z.string(),
  salon_name: z.string().catch('').default(''),
  url: z.string(),
  title: z.string().catch('').default(''),
  excerpt: z.string().catch('').default(''),
  featured_image: z.string().catch('').default(''),
  published_at: z.string().catch('').default(''),
  picked_at: z.string().catch('').default(''),
});
