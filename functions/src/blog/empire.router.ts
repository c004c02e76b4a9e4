// /api/blog-empire: the platform's control of the network of salon blogs
// (/blog-empire-control). Every route is for super-admins only; the salon
// a call is about is named in its path.
import { Router, type Request, type Response } from 'express';
import { blogEmpireContracts as c } from '@chairside/core/contracts/blog-empire';
import { zDocId } from '@chairside/core/ids';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { parse } from '../http/validate';
import {
  clearModeration,
  networkList,
  networkPosts,
  pickPost,
  setBatchQuota,
  unpickPost,
  unpublishPost,
} from './empire.service';

export const router = Router();

const ZId = zDocId('That id is not valid');

/** The caller, refused unless a platform administrator. */
function superAdmin(res: Response) {
  const caller = callerOf(res);
  if (!caller.superAdmin)
    throw new ApiError('forbidden', 'Only platform administrators can run the network of blogs.');
  noStore(res);
  return caller;
}
const salon = (req: Request) => parse(ZId, req.params['orgId'], 'orgId');
const post = (req: Request) => parse(ZId, req.params['postId'], 'postId');

/** GET /api/blog-empire/blogs?after&review */
router.get(c.blogs.path, requireAuth, async (req, res) => {
  superAdmin(res);
  reply(res, c.blogs, await networkList(parse(c.blogs.query, req.query, 'request')));
});

/** GET /api/blog-empire/blogs/:orgId/posts */
router.get(c.posts.path, requireAuth, async (req, res) => {
  superAdmin(res);
  reply(res, c.posts, { posts: await networkPosts(salon(req)) });
});

/** POST /api/blog-empire/blogs/:orgId/posts/:postId/unpublish { reason } */
router.post(c.unpublish.path, requireAuth, async (req, res) => {
  const caller = superAdmin(res);
  const { reason } = parse(c.unpublish.body, req.body, 'moderation');
  reply(res, c.unpublish, await unpublishPost(salon(req), post(req), reason, caller));
});

/** POST /api/blog-empire/blogs/:orgId/posts/:postId/reviewed */
router.post(c.reviewed.path, requireAuth, async (req, res) => {
  superAdmin(res);
  await clearModeration(salon(req), post(req));
  reply(res, c.reviewed, null);
});

/** PUT /api/blog-empire/blogs/:orgId/quota { batch_quota } */
router.put(c.quota.path, requireAuth, async (req, res) => {
  superAdmin(res);
  const { batch_quota } = parse(c.quota.body, req.body, 'quota');
  await setBatchQuota(salon(req), batch_quota);
  reply(res, c.quota, null);
});

/** PUT /api/blog-empire/picks/:orgId/:postId */
router.put(c.pick.path, requireAuth, async (req, res) => {
  superAdmin(res);
  await pickPost(salon(req), post(req));
  reply(res, c.pick, null);
});

/** DELETE /api/blog-empire/picks/:orgId/:postId */
router.delete(c.unpick.path, requireAuth, async (req, res) => {
  superAdmin(res);
  await unpickPost(salon(req), post(req));
  reply(res, c.unpick, null);
});
