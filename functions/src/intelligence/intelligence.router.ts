// /api/ai/no-show-prediction and /api/ai/no-show-report.
import { Router } from 'express';
import { intelligenceContracts as c } from '@chairside/core/contracts/intelligence';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { perCaller } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { noShowReport, predictNoShows } from './prediction.service';

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
