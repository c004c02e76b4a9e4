// /api/blog: the blog data calls of the spec (second document, section 7).
// Reading published posts is public; writing is for super-admins and blog
// editors, checked here on every route (the rules refuse browser writes).
import { Router, type RequestHandler } from 'express';
import type { Post } from '@chairside/core/blog';
import { blogContracts as c } from '@chairside/core/contracts/blog';
import { zDocId } from '@chairside/core/ids';
import { ApiError } from '../http/api-error';
import { callerOf, optionalCallerOf, requireAuth, type Caller } from '../http/auth';
import { reply } from '../http/contract';
import { clientIp, rateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import {
  createAuthor,
  createCategory,
  createPost,
  createTag,
  deletePost,
  deleteTaxonomy,
  getPost,
  isBlogEditor,
  likePost,
  listAllPosts,
  listAuthors,
  listCategories,
  listEditors,
  listTags,
  postBySlug,
  publishDue,
  readIndex,
  rebuildBlog,
  requireBlogEditor,
  setBlogEditor,
  updateAuthor,
  updateCategory,
  updatePost,
  updateTag,
} from './blog.service';
import { blogPageFor } from './blog-page';

export const router = Router();

/** Signs the caller in when a token is sent; public routes answer anonymous readers too. */
const optionalAuth: RequestHandler = (req, res, next) =>
  req.get('authorization') ? requireAuth(req, res, next) : next();

const editorOnly: RequestHandler[] = [
  requireAuth,
  (_req, res, next) => {
    requireBlogEditor(callerOf(res));
    next();
  },
];

const callerOrNull = optionalCallerOf;

const ZId = zDocId('That id is not valid');

// ---- posts --------------------------------------------------------------------

/** GET /api/blog/posts?status=&category=&tag=&is_featured=&limit= → { posts } */
router.get(c.posts.path, optionalAuth, async (req, res) => {
  const q = parse(c.posts.query, req.query, 'query');
  const editor = isBlogEditor(callerOrNull(res));
  if (q.status !== 'published' && !editor)
    throw new ApiError('forbidden', 'Only blog editors can list unpublished posts.');
  if (q.status === 'published') {
    // Readers' lists come from the public index: one read.
    const index = await readIndex();
    const posts = index.posts
      .filter((p) => !q.category || p.categories.includes(q.category))
      .filter((p) => !q.tag || p.tags.includes(q.tag))
      .filter((p) => !q.is_featured || p.is_featured === (q.is_featured === 'true'))
      .slice(0, q.limit);
    res.set('Cache-Control', 'public, max-age=60');
    reply(res, c.posts, { posts });
    return;
  }
  const posts = (await listAllPosts())
    .filter((p) => q.status === 'all' || p.status === q.status)
    .filter((p) => !q.category || p.categories.includes(q.category))
    .filter((p) => !q.tag || p.tags.includes(q.tag))
    .filter((p) => !q.is_featured || p.is_featured === (q.is_featured === 'true'))
    .slice(0, q.limit);
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.posts, { posts });
});

const visible = (post: Post | null, caller: Caller | null) =>
  post && (post.status === 'published' || isBlogEditor(caller)) ? post : null;

/** GET /api/blog/posts/by-slug/:slug → { post } (drafts for editors only). */
router.get(c.postBySlug.path, optionalAuth, async (req, res) => {
  const post = visible(await postBySlug(parse(ZId, req.params['slug'], 'slug')), callerOrNull(res));
  if (!post) throw new ApiError('not_found', 'Post not found or invalid data returned');
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.postBySlug, { post });
});

/** GET /api/blog/posts/:id → { post } */
router.get(c.post.path, optionalAuth, async (req, res) => {
  const post = visible(await getPost(parse(ZId, req.params['id'], 'id')), callerOrNull(res));
  if (!post) throw new ApiError('not_found', 'Post not found or invalid data returned');
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.post, { post });
});

/** POST /api/blog/posts → { id, post } */
router.post(c.createPost.path, ...editorOnly, async (req, res) => {
  const post = await createPost(parse(c.createPost.body, req.body, 'post'), callerOf(res));
  reply(res, c.createPost, { id: post.id, post }, 201);
});

/** PUT /api/blog/posts/:id → { post } */
router.put(c.updatePost.path, ...editorOnly, async (req, res) => {
  const id = parse(ZId, req.params['id'], 'id');
  const post = await updatePost(id, parse(c.updatePost.body, req.body, 'post'), callerOf(res));
  reply(res, c.updatePost, { id, post });
});

/** DELETE /api/blog/posts/:id */
router.delete(c.deletePost.path, ...editorOnly, async (req, res) => {
  await deletePost(parse(ZId, req.params['id'], 'id'));
  reply(res, c.deletePost, null, 204);
});

/** POST /api/blog/posts/:slug/like → { likes } (rate limited per visitor). */
router.post(
  c.like.path,
  rateLimit({ name: 'blog-like:ip', limit: 30, windowSeconds: 600, key: (req) => clientIp(req) }),
  async (req, res) => {
    reply(res, c.like, { likes: await likePost(parse(ZId, req.params['slug'], 'slug')) });
  },
);

// ---- categories, tags, authors ------------------------------------------------------

const idParam = (req: Parameters<RequestHandler>[0]) => parse(ZId, req.params['id'], 'id');

router.get(c.categories.path, async (_req, res) => {
  res.set('Cache-Control', 'public, max-age=60');
  reply(res, c.categories, { categories: await listCategories() });
});
router.post(c.createCategory.path, ...editorOnly, async (req, res) => {
  const input = parse(c.createCategory.body, req.body, 'category');
  reply(res, c.createCategory, { category: await createCategory(input) }, 201);
});
router.put(c.updateCategory.path, ...editorOnly, async (req, res) => {
  const id = idParam(req);
  await updateCategory(id, parse(c.updateCategory.body, req.body, 'category'));
  reply(res, c.updateCategory, { id });
});
router.delete(c.deleteCategory.path, ...editorOnly, async (req, res) => {
  await deleteTaxonomy('categories', idParam(req));
  reply(res, c.deleteCategory, null, 204);
});

router.get(c.tags.path, async (_req, res) => {
  res.set('Cache-Control', 'public, max-age=60');
  reply(res, c.tags, { tags: await listTags() });
});
router.post(c.createTag.path, ...editorOnly, async (req, res) => {
  const input = parse(c.createTag.body, req.body, 'tag');
  reply(res, c.createTag, { tag: await createTag(input) }, 201);
});
router.put(c.updateTag.path, ...editorOnly, async (req, res) => {
  const id = idParam(req);
  await updateTag(id, parse(c.updateTag.body, req.body, 'tag'));
  reply(res, c.updateTag, { id });
});
router.delete(c.deleteTag.path, ...editorOnly, async (req, res) => {
  await deleteTaxonomy('tags', idParam(req));
  reply(res, c.deleteTag, null, 204);
});

router.get(c.authors.path, async (_req, res) => {
  res.set('Cache-Control', 'public, max-age=60');
  reply(res, c.authors, { authors: await listAuthors() });
});
router.post(c.createAuthor.path, ...editorOnly, async (req, res) => {
  const input = parse(c.createAuthor.body, req.body, 'author');
  reply(res, c.createAuthor, { author: await createAuthor(input) }, 201);
});
router.put(c.updateAuthor.path, ...editorOnly, async (req, res) => {
  const id = idParam(req);
  await updateAuthor(id, parse(c.updateAuthor.body, req.body, 'author'));
  reply(res, c.updateAuthor, { id });
});
router.delete(c.deleteAuthor.path, ...editorOnly, async (req, res) => {
  await deleteTaxonomy('authors', idParam(req));
  reply(res, c.deleteAuthor, null, 204);
});

// ---- pages for the app, publishing, editors ----------------------------------------------

/** GET /api/blog/page?path=/blog/tag/balayage&search= → what that blog page shows. */
router.get(c.page.path, async (req, res) => {
  const q = parse(c.page.query, req.query, 'query');
  const page = await blogPageFor(q.path, q.search);
  if (!page) throw new ApiError('not_found', 'This is not a blog page.');
  if (page.kind === 'redirect') {
    reply(res, c.page, { redirect: page.to });
    return;
  }
  // The app asks again after editors change something: never from a stale cache.
  res.set('Cache-Control', 'no-cache');
  reply(res, c.page, { page });
});

const superAdminOnly = (res: Parameters<RequestHandler>[1], what: string) => {
  if (!callerOf(res).superAdmin)
    throw new ApiError('forbidden', `Only platform administrators can ${what}.`);
};

/** POST /api/blog/publish-due: run the scheduler now (super-admins; the scheduled function runs it every 5 minutes). */
router.post(c.publishDue.path, requireAuth, async (_req, res) => {
  superAdminOnly(res, 'do this');
  const published = await publishDue();
  await rebuildBlog();
  reply(res, c.publishDue, { published });
});

/** GET /api/blog/editors → { editors } (super-admins). */
router.get(c.editors.path, requireAuth, async (_req, res) => {
  superAdminOnly(res, 'see blog editors');
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.editors, { editors: await listEditors() });
});

/** POST /api/blog/editors {email, grant} (super-admins): makes someone a blog editor, or not. */
router.post(c.setEditor.path, requireAuth, async (req, res) => {
  superAdminOnly(res, 'choose blog editors');
  const { email, grant } = parse(c.setEditor.body, req.body, 'request');
  reply(res, c.setEditor, await setBlogEditor(email, grant));
});
