// /api/blog: the blog data calls of the spec (second document, section 7).
// Reading published posts is public; writing is for super-admins and blog
// editors, checked here on every route (the rules refuse browser writes).
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  ZAuthorInput,
  ZCategoryInput,
  ZEditorGrant,
  ZPostInput,
  ZPostListQuery,
  ZTagInput,
  type Post,
} from '@chairside/core/blog';
import { adminAuth, db } from '../firebase';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth, type Caller } from '../http/auth';
import { clientIp, rateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import {
  BLOG,
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
  listTags,
  postBySlug,
  publishDue,
  readIndex,
  rebuildBlog,
  requireBlogEditor,
  updateAuthor,
  updateCategory,
  updatePost,
  updateTag,
} from './blog.service';
import { blogPageFor } from './blog-page';
import { zDocId } from '@chairside/core/ids';

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

const callerOrNull = (res: Parameters<RequestHandler>[1]): Caller | null =>
  (res.locals['caller'] as Caller | undefined) ?? null;

const ZId = zDocId('That id is not valid');

// ---- posts --------------------------------------------------------------------

/** GET /api/blog/posts?status=&category=&tag=&is_featured=&limit= → { posts } */
router.get('/posts', optionalAuth, async (req, res) => {
  const q = parse(ZPostListQuery, req.query, 'query');
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
    res.set('Cache-Control', 'public, max-age=60').json({ posts });
    return;
  }
  const posts = (await listAllPosts())
    .filter((p) => q.status === 'all' || p.status === q.status)
    .filter((p) => !q.category || p.categories.includes(q.category))
    .filter((p) => !q.tag || p.tags.includes(q.tag))
    .filter((p) => !q.is_featured || p.is_featured === (q.is_featured === 'true'))
    .slice(0, q.limit);
  res.set('Cache-Control', 'private, no-store').json({ posts });
});

const visible = (post: Post | null, caller: Caller | null) =>
  post && (post.status === 'published' || isBlogEditor(caller)) ? post : null;

/** GET /api/blog/posts/by-slug/:slug → { post } (drafts for editors only). */
router.get('/posts/by-slug/:slug', optionalAuth, async (req, res) => {
  const post = visible(await postBySlug(parse(ZId, req.params['slug'], 'slug')), callerOrNull(res));
  if (!post) throw new ApiError('not_found', 'Post not found or invalid data returned');
  res.set('Cache-Control', 'private, no-store').json({ post });
});

/** GET /api/blog/posts/:id → { post } */
router.get('/posts/:id', optionalAuth, async (req, res) => {
  const post = visible(await getPost(parse(ZId, req.params['id'], 'id')), callerOrNull(res));
  if (!post) throw new ApiError('not_found', 'Post not found or invalid data returned');
  res.set('Cache-Control', 'private, no-store').json({ post });
});

/** POST /api/blog/posts → { id, post } */
router.post('/posts', ...editorOnly, async (req, res) => {
  const post = await createPost(parse(ZPostInput, req.body, 'post'), callerOf(res));
  res.status(201).json({ id: post.id, post });
});

/** PUT /api/blog/posts/:id → { post } */
router.put('/posts/:id', ...editorOnly, async (req, res) => {
  const id = parse(ZId, req.params['id'], 'id');
  const post = await updatePost(id, parse(ZPostInput, req.body, 'post'), callerOf(res));
  res.json({ id, post });
});

/** DELETE /api/blog/posts/:id */
router.delete('/posts/:id', ...editorOnly, async (req, res) => {
  await deletePost(parse(ZId, req.params['id'], 'id'));
  res.status(204).end();
});

/** POST /api/blog/posts/:slug/like → { likes } (rate limited per visitor). */
router.post(
  '/posts/:slug/like',
  rateLimit({ name: 'blog-like:ip', limit: 30, windowSeconds: 600, key: (req) => clientIp(req) }),
  async (req, res) => {
    const likes = await likePost(parse(ZId, req.params['slug'], 'slug'));
    res.json({ likes });
  },
);

// ---- categories, tags, authors ------------------------------------------------------

router.get('/categories', async (_req, res) => {
  res.set('Cache-Control', 'public, max-age=60').json({ categories: await listCategories() });
});
router.post('/categories', ...editorOnly, async (req, res) => {
  res
    .status(201)
    .json({ category: await createCategory(parse(ZCategoryInput, req.body, 'category')) });
});
router.put('/categories/:id', ...editorOnly, async (req, res) => {
  const id = parse(ZId, req.params['id'], 'id');
  await updateCategory(id, parse(ZCategoryInput, req.body, 'category'));
  res.json({ id });
});
router.delete('/categories/:id', ...editorOnly, async (req, res) => {
  await deleteTaxonomy('categories', parse(ZId, req.params['id'], 'id'));
  res.status(204).end();
});

router.get('/tags', async (_req, res) => {
  res.set('Cache-Control', 'public, max-age=60').json({ tags: await listTags() });
});
router.post('/tags', ...editorOnly, async (req, res) => {
  res.status(201).json({ tag: await createTag(parse(ZTagInput, req.body, 'tag')) });
});
router.put('/tags/:id', ...editorOnly, async (req, res) => {
  const id = parse(ZId, req.params['id'], 'id');
  await updateTag(id, parse(ZTagInput, req.body, 'tag'));
  res.json({ id });
});
router.delete('/tags/:id', ...editorOnly, async (req, res) => {
  await deleteTaxonomy('tags', parse(ZId, req.params['id'], 'id'));
  res.status(204).end();
});

router.get('/authors', async (_req, res) => {
  res.set('Cache-Control', 'public, max-age=60').json({ authors: await listAuthors() });
});
router.post('/authors', ...editorOnly, async (req, res) => {
  res.status(201).json({ author: await createAuthor(parse(ZAuthorInput, req.body, 'author')) });
});
router.put('/authors/:id', ...editorOnly, async (req, res) => {
  const id = parse(ZId, req.params['id'], 'id');
  await updateAuthor(id, parse(ZAuthorInput, req.body, 'author'));
  res.json({ id });
});
router.delete('/authors/:id', ...editorOnly, async (req, res) => {
  await deleteTaxonomy('authors', parse(ZId, req.params['id'], 'id'));
  res.status(204).end();
});

// ---- pages for the app, publishing, editors ----------------------------------------------

/** GET /api/blog/page?path=/blog/tag/balayage&search= → what that blog page shows. */
router.get('/page', async (req, res) => {
  const q = parse(
    z.object({ path: z.string().max(500), search: z.string().max(500).default('') }),
    req.query,
    'query',
  );
  const page = await blogPageFor(q.path, q.search);
  if (!page) throw new ApiError('not_found', 'This is not a blog page.');
  if (page.kind === 'redirect') {
    res.json({ redirect: page.to });
    return;
  }
  // The app asks again after editors change something: never from a stale cache.
  res.set('Cache-Control', 'no-cache').json({ page });
});

/** POST /api/blog/publish-due: run the scheduler now (super-admins; the scheduled function runs it every 5 minutes). */
router.post('/publish-due', requireAuth, async (_req, res) => {
  if (!callerOf(res).superAdmin)
    throw new ApiError('forbidden', 'Only platform administrators can do this.');
  const published = await publishDue();
  await rebuildBlog();
  res.json({ published });
});

/** GET /api/blog/editors → { editors } (super-admins). */
router.get('/editors', requireAuth, async (_req, res) => {
  if (!callerOf(res).superAdmin)
    throw new ApiError('forbidden', 'Only platform administrators can see blog editors.');
  const snap = await db().collection(BLOG.editors).orderBy('email').get();
  res.set('Cache-Control', 'private, no-store').json({
    editors: snap.docs.map((d) => ({ uid: d.id, email: d.get('email') as string })),
  });
});

/** POST /api/blog/editors {email, grant} (super-admins): makes someone a blog editor, or not. */
router.post('/editors', requireAuth, async (req, res) => {
  if (!callerOf(res).superAdmin)
    throw new ApiError('forbidden', 'Only platform administrators can choose blog editors.');
  const { email, grant } = parse(ZEditorGrant, req.body, 'request');
  const user = await adminAuth()
    .getUserByEmail(email)
    .catch(() => {
      throw new ApiError('not_found', `No one has signed up with ${email} yet.`, [
        { path: 'email', message: 'No account with this e-mail address' },
      ]);
    });
  const claims = { ...(user.customClaims ?? {}) };
  if (grant) claims['blogEditor'] = true;
  else delete claims['blogEditor'];
  await adminAuth().setCustomUserClaims(user.uid, claims);
  const ref = db().collection(BLOG.editors).doc(user.uid);
  if (grant) await ref.set({ email, grantedAt: new Date() });
  else await ref.delete();
  res.json({ uid: user.uid, email, blogEditor: grant });
});
