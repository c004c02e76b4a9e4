// /api/reputation/google-reviews: the salon's Google Business Profile
// (connect, the callback, the location, sync now, disconnect) and Google's
// newest reviews. Replies go through /api/reviews/respond.
import { Router } from 'express';
import { reputationContracts as c } from '@chairside/core/contracts/reputation';
import { callerOf, requireAuth } from '../../http/auth';
import { noStore } from '../../http/cache';
import { reply } from '../../http/contract';
import { orgIdFrom, parse } from '../../http/validate';
import {
  chooseGoogleLocation,
  disconnectGoogle,
  finishGoogleConnect,
  googleReviews,
  startGoogleConnect,
  syncGoogleNow,
} from './google.service';

export const router = Router();

router.get(c.googleReviews.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.googleReviews.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, c.googleReviews, await googleReviews(callerOf(res), orgId));
});

router.post(c.connect.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.connect.body, orgIdFrom(req.body), 'request');
  reply(res, c.connect, await startGoogleConnect(callerOf(res), orgId));
});

router.post(c.callback.path, requireAuth, async (req, res) => {
  const answer = parse(c.callback.body, req.body, 'callback');
  reply(res, c.callback, await finishGoogleConnect(callerOf(res), answer));
});

router.post(c.location.path, requireAuth, async (req, res) => {
  const { orgId, location } = parse(c.location.body, orgIdFrom(req.body), 'location');
  reply(res, c.location, await chooseGoogleLocation(callerOf(res), orgId, location));
});

router.post(c.sync.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.sync.body, orgIdFrom(req.body), 'request');
  reply(res, c.sync, await syncGoogleNow(callerOf(res), orgId));
});

router.delete(c.disconnect.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.disconnect.query, orgIdFrom(req.query), 'request');
  reply(res, c.disconnect, await disconnectGoogle(callerOf(res), orgId));
});
