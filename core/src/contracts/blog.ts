// The blog calls (spec, second document, section 7). Reading published posts
// is public; writing is for super-admins and blog editors.
import { z } from 'zod';
import {
  ZAuthorInput,
  ZCategoryInput,
  ZEditorGrant,
  ZPostInput,
  ZPostListQuery,
  ZTagInput,
} from '../blog';
import type { BlogAuthor, BlogCategory, BlogPage, BlogTag, Post, PostSummary } from '../blog-view';
import { endpoint } from './endpoint';

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
    ZPostListQuery,
  ),
  /** A post by its slug (drafts for editors only). */
  postBySlug: endpoint<{ post: Post }>()('GET', 'blog', '/posts/by-slug/:slug'),
  post: endpoint<{ post: Post }>()('GET', 'blog', '/posts/:id'),
  createPost: endpoint<{ id: string; post: Post }>()('POST', 'blog', '/posts', ZPostInput),
  updatePost: endpoint<{ id: string; post: Post }>()('PUT', 'blog', '/posts/:id', ZPostInput),
  /** 204. */
  deletePost: endpoint<null>()('DELETE', 'blog', '/posts/:id'),
  /** One more like for a live article (rate limited per visitor). */
  like: endpoint<{ likes: number }>()('POST', 'blog', '/posts/:slug/like'),

  categories: endpoint<{ categories: BlogCategory[] }>()('GET', 'blog', '/categories'),
  createCategory: endpoint<{ category: BlogCategory }>()(
    'POST',
    'blog',
    '/categories',
    ZCategoryInput,
  ),
  updateCategory: endpoint<{ id: string }>()('PUT', 'blog', '/categories/:id', ZCategoryInput),
  deleteCategory: endpoint<null>()('DELETE', 'blog', '/categories/:id'),
  tags: endpoint<{ tags: BlogTag[] }>()('GET', 'blog', '/tags'),
  createTag: endpoint<{ tag: BlogTag }>()('POST', 'blog', '/tags', ZTagInput),
  updateTag: endpoint<{ id: string }>()('PUT', 'blog', '/tags/:id', ZTagInput),
  deleteTag: endpoint<null>()('DELETE', 'blog', '/tags/:id'),
  authors: endpoint<{ authors: BlogAuthor[] }>()('GET', 'blog', '/authors'),
  createAuthor: endpoint<{ author: BlogAuthor }>()('POST', 'blog', '/authors', ZAuthorInput),
  updateAuthor: endpoint<{ id: string }>()('PUT', 'blog', '/authors/:id', ZAuthorInput),
  deleteAuthor: endpoint<null>()('DELETE', 'blog', '/authors/:id'),

  /** What a blog page shows, for the app (the server renders the same page). */
  page: endpoint<BlogPageAnswer>()(
    'GET',
    'blog',
    '/page',
    undefined,
    z.object({ path: z.string().max(500), search: z.string().max(500).default('') }),
  ),
  /** Runs the scheduler now (super-admins). */
  publishDue: endpoint<{ published: string[] }>()('POST', 'blog', '/publish-due'),
  editors: endpoint<{ editors: { uid: string; email: string }[] }>()('GET', 'blog', '/editors'),
  /** Makes someone a blog editor, or not (super-admins). */
  setEditor: endpoint<{ uid: string; email: string; blogEditor: boolean }>()(
    'POST',
    'blog',
    '/editors',
    ZEditorGrant,
  ),
} as const;
