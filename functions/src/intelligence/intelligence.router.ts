// /api/ai/no-show-prediction, /api/ai/no-show-report and /api/ai/schedule-optimisation.
import { Router } from 'express';
import {
  intelligenceContracts as c,
  recommendationContracts as rc,
  scheduleContracts as sc,
} from '@chairside/core/contracts/intelligence';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { perCaller } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { noShowReport, predictNoShows } from './prediction.service';
import { optimiseSchedule, requestChange } from './schedule.service';
import { chooseRule, clientRecommendations, recommendationRules } from './recommendations.service';

export const router = Router();

router.post(c.predict.path, requireAuth, perCaller('no-show', 600, 3600), async (req, res) => {
  const input = parse(c.predict.body, orgIdFrom(req.body), 'request');
  noStore(res);
  reply(res, c.predict, await predictNoShows(callerOf(res), input.orgId, input.bookingIds));
});

router.get(c.report.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.report.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, c.report, await noShowReport(callerOf(res), orgId));
});

router.post(sc.optimise.path, requireAuth, perCaller('schedule', 300, 3600), async (req, res) => {
  const input = parse(sc.optimise.body, orgIdFrom(req.body), 'request');
  noStore(res);
  reply(res, sc.optimise, await optimiseSchedule(callerOf(res), input));
});

router.post(
  sc.request.path,
  requireAuth,
  perCaller('schedule-ask', 200, 3600),
  async (req, res) => {
    const input = parse(sc.request.body, orgIdFrom(req.body), 'request');
    noStore(res);
    reply(res, sc.request, await requestChange(callerOf(res), input));
  },
);

router.get(rc.forClient.path, requireAuth, async (req, res) => {
  const input = parse(rc.forClient.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, rc.forClient, await clientRecommendations(callerOf(res), input));
});

router.get(rc.rules.path, requireAuth, async (req, res) => {
  const { orgId } = parse(rc.rules.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, rc.rules, await recommendationRules(callerOf(res), orgId));
});

router.post(rc.choose.path, requireAuth, async (req, res) => {
  const input = parse(rc.choose.body, orgIdFrom(req.body), 'request');
  noStore(res);
  reply(res, rc.choose, await chooseRule(callerOf(res), input));
});
