// /api/reviews: asking (request/create, auto-request, templates), the
// client's review link (visit, photo, submit: no sign-in, rate-limited per visitor),
// and the salon's inbox (list, stats, respond, flag, settings).
import { Router } from 'express';
import { reviewContracts as c } from '@chairside/core/contracts/reviews';
import { zDocId } from '@chairside/core/ids';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { perVisitorContact } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { flagReview, listReviews, respondToReview, reviewStats } from './inbox.service';
import { requestReview } from './requests.service';
import { getReviewSettings, saveReviewSettings, saveReviewTemplate } from './settings.service';
import { reviewVisit, submitReview, uploadReviewPhoto } from './visit.service';
import { readUpload } from '../media';

export const router = Router();

router.get(c.visit.path, ...perVisitorContact('review-visit', 30, 600), async (req, res) => {
  const { token } = parse(c.visit.query, req.query, 'link');
  noStore(res);
  reply(res, c.visit, await reviewVisit(token));
});

router.post(c.submit.path, ...perVisitorContact('review-submit', 10, 600), async (req, res) => {
  const input = parse(c.submit.body, req.body, 'review');
  reply(res, c.submit, await submitReview(input));
});

router.post(c.photo.path, ...perVisitorContact('review-photo', 10, 600), async (req, res) => {
  const upload = await readUpload(req, 8 * 1024 * 1024, 'the photo');
  const { token } = parse(c.photo.form, upload.fields, 'photo');
  reply(res, c.photo, await uploadReviewPhoto(token, upload), 201);
});

router.post(c.requestCreate.path, requireAuth, async (req, res) => {
  const { orgId, bookingId } = parse(c.requestCreate.body, orgIdFrom(req.body), 'request');
  reply(res, c.requestCreate, await requestReview(callerOf(res), orgId, bookingId));
});

router.get(c.settings.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.settings.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, c.settings, await getReviewSettings(callerOf(res), orgId));
});

router.post(c.autoRequest.path, requireAuth, async (req, res) => {
  const { orgId, ...settings } = parse(c.autoRequest.body, orgIdFrom(req.body), 'settings');
  reply(res, c.autoRequest, await saveReviewSettings(callerOf(res), orgId, settings));
});

router.get(c.templates.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.templates.query, orgIdFrom(req.query), 'request');
  noStore(res);
  const s = await getReviewSettings(callerOf(res), orgId);
  reply(res, c.templates, { subject: s.subject, body: s.body });
});

router.post(c.saveTemplate.path, requireAuth, async (req, res) => {
  const input = parse(c.saveTemplate.body, orgIdFrom(req.body), 'template');
  reply(res, c.saveTemplate, await saveReviewTemplate(callerOf(res), input));
});

router.post(c.respond.path, requireAuth, async (req, res) => {
  const input = parse(c.respond.body, orgIdFrom(req.body), 'reply');
  reply(res, c.respond, await respondToReview(callerOf(res), input));
});

router.post(c.flag.path, requireAuth, async (req, res) => {
  const { orgId, reviewId, reason } = parse(c.flag.body, orgIdFrom(req.body), 'flag');
  reply(res, c.flag, await flagReview(callerOf(res), orgId, reviewId, reason));
});

router.get(c.list.path, requireAuth, async (req, res) => {
  const orgId = parse(zDocId('Not a salon id'), req.params['orgId'], 'salon');
  const q = parse(c.list.query, req.query, 'filters');
  noStore(res);
  reply(res, c.list, await listReviews(callerOf(res), orgId, q));
});

router.get(c.stats.path, requireAuth, async (req, res) => {
  const orgId = parse(zDocId('Not a salon id'), req.params['orgId'], 'salon');
  noStore(res);
  reply(res, c.stats, await reviewStats(callerOf(res), orgId));
});
