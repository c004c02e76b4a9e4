// The blog calls (spec, second document, section 7). Reading published posts
// is public; writing is for super-admins and blog editors.
import { z } from 'zod';
import {
  ZAuthorInput,
  ZCategoryInput,
  ZBatchInput,
  ZEditorGrant,
  ZPlanInput,
  type PlanItem,
  ZPostInput,
  ZPostListQuery,
  ZTagInput,
} from '../blog';
import type { BlogAuthor, BlogCategory, BlogPage, BlogTag, Post, PostSummary } from '../blog-view';
import { ZTranslateInput } from '../ai/blog-translate';
import { ZBlogSettingsInput, ZSubscribeInput, type BlogSettings } from '../blog-newsletter';
import { zDocId } from '../ids';
import { endpoint } from './endpoint';

/**
 * Which blog a call is about: a salon's (`?orgId=`), or the platform's when
 * absent. Every blog call takes it.
 */
export const ZBlogScopeQuery = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')).optional(),
});

/** POST blog/posts/:id/schedule: a new publishing time (the content scheduler's drag). */
export const ZReschedule = z.object({
  published_at: z.iso.datetime({ offset: true, error: 'Choose a valid date and time' }),
});

export interface BlogAccessAnswer {
  role: 'editor' | 'writer' | 'reader';
  /** A writer's own author ids (they post under these). */
  author_ids: string[];
}

/** What GET blog/page answers: the page, or where its address moved. */
export type BlogPageAnswer = { page: BlogPage } | { redirect: string };

export const blogContracts = {
  /**
   * Posts by status, category, tag and featured. Published posts come from the
   * public index as summaries; editors asking for other statuses get whole posts.
   */
  posts: endpoint<{ posts: PostSummary[] | Post[] }>()(
    'GET',
    'blog',
    '/posts',
    undefined,
    ZPostListQuery.extend(ZBlogScopeQuery.shape),
  ),
  /** A post by its slug (drafts for editors only). */
  postBySlug: endpoint<{ post: Post }>()(
    'GET',
    'blog',
    '/posts/by-slug/:slug',
    undefined,
    ZBlogScopeQuery,
  ),
  post: endpoint<{ post: Post }>()('GET', 'blog', '/posts/:id', undefined, ZBlogScopeQuery),
  createPost: endpoint<{ id: string; post: Post }>()(
    'POST',
    'blog',
    '/posts',
    ZPostInput,
    ZBlogScopeQuery,
  ),
  updatePost: endpoint<{ id: string; post: Post }>()(
    'PUT',
    'blog',
    '/posts/:id',
    ZPostInput,
    ZBlogScopeQuery,
  ),
  /** 204. */
  deletePost: endpoint<null>()('DELETE', 'blog', '/posts/:id', undefined, ZBlogScopeQuery),
  /** A new publishing time for a draft or scheduled post (in the future), or a live post's date (not). */
  reschedule: endpoint<{ post: Post }>()(
    'POST',
    'blog',
    '/posts/:id/schedule',
    ZReschedule,
    ZBlogScopeQuery,
  ),
  /** What the caller may do with the blog: edit all of it, write their own posts, or read. */
  access: endpoint<BlogAccessAnswer>()('GET', 'blog', '/access', undefined, ZBlogScopeQuery),
  /** One more like for a live article (rate limited per visitor). */
  /** A reader asks for new posts by e-mail (a salon's blog): a link to confirm is sent. */
  subscribe: endpoint<{ sent: true }>()(
    'POST',
    'blog',
    '/subscribe',
    ZSubscribeInput,
    ZBlogScopeQuery,
  ),
  /** What the blog does when a post goes live (its editors). */
  settings: endpoint<BlogSettings & { subscribers: number }>()(
    'GET',
    'blog',
    '/settings',
    undefined,
    ZBlogScopeQuery,
  ),
  saveSettings: endpoint<BlogSettings>()(
    'PUT',
    'blog',
    '/settings',
    ZBlogSettingsInput,
    ZBlogScopeQuery,
  ),
  like: endpoint<{ likes: number }>()(
    'POST',
    'blog',
    '/posts/:slug/like',
    undefined,
    ZBlogScopeQuery,
  ),

  categories: endpoint<{ categories: BlogCategory[] }>()(
    'GET',
    'blog',
    '/categories',
    undefined,
    ZBlogScopeQuery,
  ),
  createCategory: endpoint<{ category: BlogCategory }>()(
    'POST',
    'blog',
    '/categories',
    ZCategoryInput,
    ZBlogScopeQuery,
  ),
  updateCategory: endpoint<{ id: string }>()(
    'PUT',
    'blog',
    '/categories/:id',
    ZCategoryInput,
    ZBlogScopeQuery,
  ),
  deleteCategory: endpoint<null>()('DELETE', 'blog', '/categories/:id', undefined, ZBlogScopeQuery),
  tags: endpoint<{ tags: BlogTag[] }>()('GET', 'blog', '/tags', undefined, ZBlogScopeQuery),
  createTag: endpoint<{ tag: BlogTag }>()('POST', 'blog', '/tags', ZTagInput, ZBlogScopeQuery),
  updateTag: endpoint<{ id: string }>()('PUT', 'blog', '/tags/:id', ZTagInput, ZBlogScopeQuery),
  deleteTag: endpoint<null>()('DELETE', 'blog', '/tags/:id', undefined, ZBlogScopeQuery),
  authors: endpoint<{ authors: BlogAuthor[] }>()(
    'GET',
    'blog',
    '/authors',
    undefined,
    ZBlogScopeQuery,
  ),
  createAuthor: endpoint<{ author: BlogAuthor }>()(
    'POST',
    'blog',
    '/authors',
    ZAuthorInput,
    ZBlogScopeQuery,
  ),
  updateAuthor: endpoint<{ id: string }>()(
    'PUT',
    'blog',
    '/authors/:id',
    ZAuthorInput,
    ZBlogScopeQuery,
  ),
  deleteAuthor: endpoint<null>()('DELETE', 'blog', '/authors/:id', undefined, ZBlogScopeQuery),

  /** The editorial plan: topics with target dates, soonest first. */
  plan: endpoint<{ items: PlanItem[]; time_zone: string }>()(
    'GET',
    'blog',
    '/plan',
    undefined,
    ZBlogScopeQuery,
  ),
  addPlan: endpoint<{ item: PlanItem }>()('POST', 'blog', '/plan', ZPlanInput, ZBlogScopeQuery),
  /** Starts the topic's draft (its title the topic) and links it to the topic. */
  writePlan: endpoint<{ item: PlanItem; post: Post }>()(
    'POST',
    'blog',
    '/plan/:id/write',
    undefined,
    ZBlogScopeQuery,
  ),
  /** 204. */
  deletePlan: endpoint<null>()('DELETE', 'blog', '/plan/:id', undefined, ZBlogScopeQuery),

  /** Topics worth a post, from the salon's services and the season. */
  topics: endpoint<{ topics: string[] }>()('GET', 'blog', '/topics', undefined, ZBlogScopeQuery),
  /** Drafts (or, when chosen, published posts) on each topic, through the AI layer. */
  batch: endpoint<{
    posts: Post[];
    writer: 'built-in' | 'model';
    provider: string;
    /** Sentences the fact check took out, in all the drafts. */
    removed: number;
  }>()('POST', 'blog', '/batch', ZBatchInput, ZBlogScopeQuery),

  /** The post's text in another language, by the configured model (the editor shows it beside the original). */
  translate: endpoint<{
    title: string;
    excerpt: string;
    html_content: string;
    provider: string;
  }>()('POST', 'blog', '/translate', ZTranslateInput, ZBlogScopeQuery),

  /** What a blog page shows, for the app (the server renders the same page). */
  page: endpoint<BlogPageAnswer>()(
    'GET',
    'blog',
    '/page',
    undefined,
    z
      .object({ path: z.string().max(500), search: z.string().max(500).default('') })
      .extend(ZBlogScopeQuery.shape),
  ),
  /** Runs the scheduler now (super-admins). */
  publishDue: endpoint<{ published: string[] }>()(
    'POST',
    'blog',
    '/publish-due',
    undefined,
    ZBlogScopeQuery,
  ),
  editors: endpoint<{ editors: { uid: string; email: string }[] }>()('GET', 'blog', '/editors'),
  /** Makes someone a blog editor, or not (super-admins). */
  setEditor: endpoint<{ uid: string; email: string; blogEditor: boolean }>()(
    'POST',
    'blog',
    '/editors',
    ZEditorGrant,
  ),
} as const;
