// /api/social: each network's sign-in (auth, callback, the target), the
// connections list and delete, posts (content) now or later, and the
// portfolio their photos come from.
import { Router } from 'express';
import { socialContracts as c, ZPortfolioFields } from '@chairside/core/contracts/social';
import { zDocId } from '@chairside/core/ids';
import { SOCIAL_NETWORKS } from '@chairside/core/social';
import { z } from 'zod';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { perCaller } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { readUpload } from '../media';
import {
  chooseTarget,
  disconnect,
  finishAuth,
  listConnections,
  startAuth,
} from './connections.service';
import {
  addPortfolioPhoto,
  deletePortfolioPhoto,
  listPortfolio,
  updatePortfolioPhoto,
} from './portfolio.service';
import { cancelPost, createPost, listPosts } from './posts.service';

export const router = Router();
const networkOf = (v: unknown) =>
  parse(z.enum(SOCIAL_NETWORKS, { error: 'Not a network Chairside posts to' }), v, 'network');
const idOf = (v: unknown) => parse(zDocId('Not an id'), v, 'id');

router.get(c.connections.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.connections.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, c.connections, await listConnections(callerOf(res), orgId));
});

router.post(c.callback.path, requireAuth, async (req, res) => {
  const answer = parse(c.callback.body, req.body, 'callback');
  reply(res, c.callback, await finishAuth(callerOf(res), answer));
});

router.delete(c.disconnect.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.disconnect.query, orgIdFrom(req.query), 'request');
  reply(
    res,
    c.disconnect,
    await disconnect(callerOf(res), orgId, networkOf(req.params['network'])),
  );
});

router.get(c.posts.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.posts.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, c.posts, await listPosts(callerOf(res), orgId));
});

router.post(
  c.createPost.path,
  requireAuth,
  perCaller('social-posts', 60, 3600),
  async (req, res) => {
    const input = parse(c.createPost.body, orgIdFrom(req.body), 'post');
    reply(res, c.createPost, await createPost(callerOf(res), input), 201);
  },
);

router.post(c.cancelPost.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.cancelPost.body, orgIdFrom(req.body), 'request');
  reply(res, c.cancelPost, await cancelPost(callerOf(res), orgId, idOf(req.params['id'])));
});

router.get(c.portfolio.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.portfolio.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, c.portfolio, await listPortfolio(callerOf(res), orgId));
});

router.post(c.addPhoto.path, requireAuth, perCaller('uploads', 60, 3600), async (req, res) => {
  const upload = await readUpload(req, 10 * 1024 * 1024, 'the photo');
  const fields = parse(ZPortfolioFields, orgIdFrom(upload.fields), 'photo');
  reply(res, c.addPhoto, await addPortfolioPhoto(callerOf(res), fields, upload), 201);
});

router.post(c.updatePhoto.path, requireAuth, async (req, res) => {
  const { orgId, ...change } = parse(c.updatePhoto.body, orgIdFrom(req.body), 'photo');
  reply(
    res,
    c.updatePhoto,
    await updatePortfolioPhoto(callerOf(res), orgId, idOf(req.params['id']), change),
  );
});

router.delete(c.deletePhoto.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.deletePhoto.query, orgIdFrom(req.query), 'request');
  await deletePortfolioPhoto(callerOf(res), orgId, idOf(req.params['id']));
  reply(res, c.deletePhoto, null);
});

// Last: '/:network/…' would take '/posts/…' and '/portfolio/…' otherwise.
router.post(c.auth.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.auth.body, orgIdFrom(req.body), 'request');
  reply(res, c.auth, await startAuth(callerOf(res), orgId, networkOf(req.params['network'])));
});

router.post(c.target.path, requireAuth, async (req, res) => {
  const { orgId, targetId } = parse(c.target.body, orgIdFrom(req.body), 'target');
  reply(
    res,
    c.target,
    await chooseTarget(callerOf(res), orgId, networkOf(req.params['network']), targetId),
  );
});
