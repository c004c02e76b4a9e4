// /api/blog: the blog data calls of the spec (second document, section 7),
// for the platform blog and, with `?orgId=`, a salon's blog. Reading
// published posts is public; writing is checked here on every route (the
// rules refuse browser writes): the platform's super-admins and blog editors,
// a salon's owners and managers, and the team members they make authors
// (their own posts only).
import { Router, type Request, type RequestHandler } from 'express';
import type { Post } from '@chairside/core/blog';
import { blogContracts as c, ZBlogScopeQuery } from '@chairside/core/contracts/blog';
import { zDocId } from '@chairside/core/ids';
import { ApiError } from '../http/api-error';
import { callerOf, optionalCallerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { clientIp, rateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import type { BlogScope } from '../records/blog';
import {
  createAuthor,
  createCategory,
  createPost,
  createTag,
  deletePost,
  deleteTaxonomy,
  getPost,
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
  reschedulePost,
  setBlogEditor,
  updateAuthor,
  updateCategory,
  updatePost,
  updateTag,
} from './blog.service';
import { accessOf, requireEditor, requireWriter, type BlogAccess } from './blog-access';
import { blogPageFor } from './blog-page';
import { teamAuthorUid } from './salon-blog.service';
import { batchDrafts } from './batch.service';
import { blogSettings, saveBlogSettings } from './settings.service';
import { confirmSubscription, requestSubscription } from './subscribe.service';
import { blogTopics, translateBlogPost } from '../ai';
import { addPlan, blogTimeZone, deletePlan, listPlan, writePlan } from './blog-plan.service';

export const router = Router();

/** Signs the caller in when a token is sent; public routes answer anonymous readers too. */
const optionalAuth: RequestHandler = (req, res, next) =>
  req.get('authorization') ? requireAuth(req, res, next) : next();

const ZId = zDocId('That id is not valid');
const idParam = (req: Parameters<RequestHandler>[0]) => parse(ZId, req.params['id'], 'id');

/** The blog a request is about: `?orgId=` for a salon's, none for the platform's. */
const blogOf = (req: Request): BlogScope =>
  parse(ZBlogScopeQuery, { orgId: req.query['orgId'] }, 'query').orgId ?? null;

const writer = (req: Request, res: Parameters<RequestHandler>[1]) =>
  requireWriter(blogOf(req), callerOf(res));
const editor = (req: Request, res: Parameters<RequestHandler>[1]) =>
  requireEditor(blogOf(req), callerOf(res));

// ---- posts --------------------------------------------------------------------

/** Whole posts a writer may see: an editor all of them, an author their own. */
const mine = (access: BlogAccess) => (p: Post) =>
  access.role === 'editor' || access.authorIds.includes(p.author_id);

/** GET /api/blog/posts?status=&category=&tag=&is_featured=&limit=&orgId= → { posts } */
router.get(c.posts.path, optionalAuth, async (req, res) => {
  const q = parse(c.posts.query, req.query, 'query');
  const blog = q.orgId ?? null;
  if (q.status === 'published') {
    // Readers' lists come from the public index: one read.
    const index = await readIndex(blog);
    const posts = index.posts
      .filter((p) => !q.category || p.categories.includes(q.category))
      .filter((p) => !q.tag || p.tags.includes(q.tag))
      .filter((p) => !q.is_featured || p.is_featured === (q.is_featured === 'true'))
      .slice(0, q.limit);
    res.set('Cache-Control', 'public, max-age=60');
    reply(res, c.posts, { posts });
    return;
  }
  const access = await accessOf(blog, optionalCallerOf(res));
  if (!access)
    throw new ApiError(
      'forbidden',
      blog === null
        ? 'Only blog editors can list unpublished posts.'
        : "Only the salon's blog writers can list unpublished posts.",
    );
  const posts = (await listAllPosts(blog))
    .filter(mine(access))
    .filter((p) => q.status === 'all' || p.status === q.status)
    .filter((p) => !q.category || p.categories.includes(q.category))
    .filter((p) => !q.tag || p.tags.includes(q.tag))
    .filter((p) => !q.is_featured || p.is_featured === (q.is_featured === 'true'))
    .slice(0, q.limit);
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.posts, { posts });
});

/** A post as the caller may see it: a published one, or one they write. */
async function visible(blog: BlogScope, post: Post | null, res: Parameters<RequestHandler>[1]) {
  if (!post) return null;
  if (post.status === 'published') return post;
  const access = await accessOf(blog, optionalCallerOf(res));
  return access && mine(access)(post) ? post : null;
}

/** GET /api/blog/posts/by-slug/:slug → { post } (drafts for their writers only). */
router.get(c.postBySlug.path, optionalAuth, async (req, res) => {
  const blog = blogOf(req);
  const post = await visible(
    blog,
    await postBySlug(blog, parse(ZId, req.params['slug'], 'slug')),
    res,
  );
  if (!post) throw new ApiError('not_found', 'Post not found or invalid data returned');
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.postBySlug, { post });
});

/** GET /api/blog/posts/:id → { post } */
router.get(c.post.path, optionalAuth, async (req, res) => {
  const blog = blogOf(req);
  const post = await visible(blog, await getPost(blog, parse(ZId, req.params['id'], 'id')), res);
  if (!post) throw new ApiError('not_found', 'Post not found or invalid data returned');
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.post, { post });
});

/** POST /api/blog/posts → { id, post } */
router.post(c.createPost.path, requireAuth, async (req, res) => {
  const access = await writer(req, res);
  const post = await createPost(access.blog, parse(c.createPost.body, req.body, 'post'), access);
  reply(res, c.createPost, { id: post.id, post }, 201);
});

/** PUT /api/blog/posts/:id → { post } */
router.put(c.updatePost.path, requireAuth, async (req, res) => {
  const access = await writer(req, res);
  const id = parse(ZId, req.params['id'], 'id');
  const input = parse(c.updatePost.body, req.body, 'post');
  const post = await updatePost(access.blog, id, input, access);
  reply(res, c.updatePost, { id, post });
});

/** DELETE /api/blog/posts/:id */
router.delete(c.deletePost.path, requireAuth, async (req, res) => {
  const access = await writer(req, res);
  await deletePost(access.blog, parse(ZId, req.params['id'], 'id'), access);
  reply(res, c.deletePost, null, 204);
});

/** POST /api/blog/posts/:id/schedule {published_at} → { post } */
router.post(c.reschedule.path, requireAuth, async (req, res) => {
  const access = await writer(req, res);
  const id = parse(ZId, req.params['id'], 'id');
  const { published_at } = parse(c.reschedule.body, req.body, 'time');
  const post = await reschedulePost(access.blog, id, new Date(published_at), access);
  reply(res, c.reschedule, { post });
});

/** POST /api/blog/posts/:slug/like → { likes } (rate limited per visitor). */
router.post(
  c.like.path,
  rateLimit({ name: 'blog-like:ip', limit: 30, windowSeconds: 600, key: (req) => clientIp(req) }),
  async (req, res) => {
    const likes = await likePost(blogOf(req), parse(ZId, req.params['slug'], 'slug'));
    reply(res, c.like, { likes });
  },
);

// ---- the salon blog's newsletter ------------------------------------------------

const salonOf = (req: Request): string => {
  const blog = blogOf(req);
  if (blog === null)
    throw new ApiError('validation_failed', 'Subscribing is for a salon’s blog: name the salon.');
  return blog;
};

/** POST /api/blog/subscribe?orgId { email, name, website } → { sent } (a confirmation e-mail). */
router.post(
  c.subscribe.path,
  rateLimit({
    name: 'blog-subscribe:ip',
    limit: 10,
    windowSeconds: 3600,
    key: (req) => clientIp(req),
  }),
  async (req, res) => {
    const orgId = salonOf(req);
    const input = parse(c.subscribe.body, req.body, 'subscription');
    await requestSubscription(orgId, input);
    reply(res, c.subscribe, { sent: true }, 202);
  },
);

/** GET /api/blog/subscribe/confirm?t= → to the blog, subscribed (the e-mail's link). */
router.get('/subscribe/confirm', async (req, res) => {
  try {
    const to = await confirmSubscription(typeof req.query['t'] === 'string' ? req.query['t'] : '');
    res.set('Cache-Control', 'no-store').redirect(303, to);
  } catch (err) {
    // A reader's browser gets a page in words; any other caller the API's JSON error.
    if (!(err instanceof ApiError) || req.accepts(['json', 'html']) !== 'html') throw err;
    res
      .status(err.status)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Subscription</title><main style="font:18px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>That link did not work</h1><p>${err.message.replace(/[&<>]/g, '')}</p></main></html>`,
      );
  }
});

/** GET /api/blog/settings?orgId → what the blog does when a post goes live (its editors). */
router.get(c.settings.path, requireAuth, async (req, res) => {
  const access = await editor(req, res);
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.settings, await blogSettings(salonOf(req), access));
});

/** PUT /api/blog/settings?orgId { newsletter } (its editors). */
router.put(c.saveSettings.path, requireAuth, async (req, res) => {
  const access = await editor(req, res);
  const input = parse(c.saveSettings.body, req.body, 'settings');
  reply(res, c.saveSettings, await saveBlogSettings(salonOf(req), access, input));
});

/** GET /api/blog/access → what the caller may do with the blog. */
router.get(c.access.path, requireAuth, async (req, res) => {
  const access = await accessOf(blogOf(req), callerOf(res));
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.access, {
    role: access?.role ?? 'reader',
    author_ids: access?.authorIds ?? [],
  });
});

// ---- the editorial plan ----------------------------------------------------------------

/** GET /api/blog/plan → { items, time_zone } (the blog's writers). */
router.get(c.plan.path, requireAuth, async (req, res) => {
  const { blog } = await writer(req, res);
  const [items, time_zone] = await Promise.all([listPlan(blog), blogTimeZone(blog)]);
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.plan, { items, time_zone });
});
/** POST /api/blog/plan {topic, target_date, notes} → { item } (the blog's editors). */
router.post(c.addPlan.path, requireAuth, async (req, res) => {
  const { blog } = await editor(req, res);
  const item = await addPlan(blog, parse(c.addPlan.body, req.body, 'topic'));
  reply(res, c.addPlan, { item }, 201);
});
/** POST /api/blog/plan/:id/write → { item, post }: the topic's draft. */
router.post(c.writePlan.path, requireAuth, async (req, res) => {
  const access = await writer(req, res);
  reply(res, c.writePlan, await writePlan(access.blog, idParam(req), access), 201);
});
/** DELETE /api/blog/plan/:id (the blog's editors). */
router.delete(c.deletePlan.path, requireAuth, async (req, res) => {
  const { blog } = await editor(req, res);
  await deletePlan(blog, idParam(req));
  reply(res, c.deletePlan, null, 204);
});

// ---- batch drafts --------------------------------------------------------------------------

/** GET /api/blog/topics → { topics }: suggestions from the salon's services and the season. */
router.get(c.topics.path, requireAuth, async (req, res) => {
  const { blog } = await writer(req, res);
  if (blog === null) throw new ApiError('validation_failed', 'Topics come from a salon’s facts.');
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.topics, { topics: await blogTopics(blog) });
});

/** POST /api/blog/batch {topics, writer, publish} → the drafts written (the blog's writers). */
router.post(
  c.batch.path,
  requireAuth,
  rateLimit({
    name: 'blog-batch:user',
    limit: 10,
    windowSeconds: 3600,
    key: (_req, res) => callerOf(res).uid,
  }),
  async (req, res) => {
    const access = await writer(req, res);
    const result = await batchDrafts(access, parse(c.batch.body, req.body, 'batch'));
    reply(res, c.batch, result, 201);
  },
);

// ---- translations --------------------------------------------------------------------------

/**
 * POST /api/blog/translate {from, to, title, excerpt, html_content} → the
 * text in `to`, by the configured model (the blog's writers). Without one:
 * 503 not_configured, and the editor offers writing it by hand.
 */
router.post(
  c.translate.path,
  requireAuth,
  rateLimit({
    name: 'blog-translate:user',
    limit: 30,
    windowSeconds: 3600,
    key: (_req, res) => callerOf(res).uid,
  }),
  async (req, res) => {
    const access = await writer(req, res);
    const input = parse(c.translate.body, req.body, 'translation');
    if (access.blog === null)
      throw new ApiError(
        'validation_failed',
        'A model translates a salon’s posts within its allowance; write the platform blog’s translations by hand.',
      );
    const answer = await translateBlogPost({
      ...input,
      orgId: access.blog,
      uid: callerOf(res).uid,
    });
    reply(res, c.translate, {
      title: answer.output.title,
      excerpt: answer.output.excerpt,
      html_content: answer.output.html,
      provider: answer.provider,
    });
  },
);

// ---- categories, tags, authors ------------------------------------------------------

router.get(c.categories.path, async (req, res) => {
  res.set('Cache-Control', 'public, max-age=60');
  reply(res, c.categories, { categories: await listCategories(blogOf(req)) });
});
router.post(c.createCategory.path, requireAuth, async (req, res) => {
  const { blog } = await editor(req, res);
  const input = parse(c.createCategory.body, req.body, 'category');
  reply(res, c.createCategory, { category: await createCategory(blog, input) }, 201);
});
router.put(c.updateCategory.path, requireAuth, async (req, res) => {
  const { blog } = await editor(req, res);
  const id = idParam(req);
  await updateCategory(blog, id, parse(c.updateCategory.body, req.body, 'category'));
  reply(res, c.updateCategory, { id });
});
router.delete(c.deleteCategory.path, requireAuth, async (req, res) => {
  const { blog } = await editor(req, res);
  await deleteTaxonomy(blog, 'categories', idParam(req));
  reply(res, c.deleteCategory, null, 204);
});

router.get(c.tags.path, async (req, res) => {
  res.set('Cache-Control', 'public, max-age=60');
  reply(res, c.tags, { tags: await listTags(blogOf(req)) });
});
router.post(c.createTag.path, requireAuth, async (req, res) => {
  const { blog } = await editor(req, res);
  const input = parse(c.createTag.body, req.body, 'tag');
  reply(res, c.createTag, { tag: await createTag(blog, input) }, 201);
});
router.put(c.updateTag.path, requireAuth, async (req, res) => {
  const { blog } = await editor(req, res);
  const id = idParam(req);
  await updateTag(blog, id, parse(c.updateTag.body, req.body, 'tag'));
  reply(res, c.updateTag, { id });
});
router.delete(c.deleteTag.path, requireAuth, async (req, res) => {
  const { blog } = await editor(req, res);
  await deleteTaxonomy(blog, 'tags', idParam(req));
  reply(res, c.deleteTag, null, 204);
});

router.get(c.authors.path, async (req, res) => {
  res.set('Cache-Control', 'public, max-age=60');
  reply(res, c.authors, { authors: await listAuthors(blogOf(req)) });
});
router.post(c.createAuthor.path, requireAuth, async (req, res) => {
  const { blog } = await editor(req, res);
  const input = parse(c.createAuthor.body, req.body, 'author');
  if (input.staff_id && blog === null)
    throw new ApiError('validation_failed', 'Only a salon blog has team member authors.');
  const linked = input.staff_id && blog ? await teamAuthorUid(blog, input.staff_id) : undefined;
  const author = await createAuthor(blog, {
    ...input,
    ...(linked ? { id: input.staff_id, uid: linked } : {}),
  });
  reply(res, c.createAuthor, { author }, 201);
});
router.put(c.updateAuthor.path, requireAuth, async (req, res) => {
  const { blog } = await editor(req, res);
  const id = idParam(req);
  await updateAuthor(blog, id, parse(c.updateAuthor.body, req.body, 'author'));
  reply(res, c.updateAuthor, { id });
});
router.delete(c.deleteAuthor.path, requireAuth, async (req, res) => {
  const { blog } = await editor(req, res);
  await deleteTaxonomy(blog, 'authors', idParam(req));
  reply(res, c.deleteAuthor, null, 204);
});

// ---- pages for the app, publishing, editors ----------------------------------------------

/** GET /api/blog/page?path=/blog/tag/balayage&search= → what that blog page shows. */
router.get(c.page.path, async (req, res) => {
  const q = parse(c.page.query, req.query, 'query');
  const page = await blogPageFor(q.orgId ?? null, q.path, q.search);
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

/**
 * POST /api/blog/publish-due: run the scheduler now (the platform's:
 * super-admins; a salon's: its editors). Due work runs it at each post's time.
 */
router.post(c.publishDue.path, requireAuth, async (req, res) => {
  const blog = blogOf(req);
  if (blog === null) superAdminOnly(res, 'do this');
  else await requireEditor(blog, callerOf(res));
  const published = await publishDue(blog);
  await rebuildBlog(blog);
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
