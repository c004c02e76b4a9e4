import { Router } from 'express';
import { dashboardContracts as c } from '@chairside/core/contracts/dashboard';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { readCounter } from '../http/read-count';
import { noStore } from '../http/cache';
import { orgIdFrom, parse } from '../http/validate';
import { dashboardSummary } from './summary.service';
import { scheduleGrid } from './schedule.service';
import { clientSummary } from './client-summary.service';

export const router = Router();

/** GET /api/dashboard-summary?orgId&from&to: the caller's figures, by role. */
router.get(c.summary.path, readCounter, requireAuth, async (req, res) => {
  const query = parse(c.summary.query, orgIdFrom(req.query), 'dashboard query');
  noStore(res);
  reply(res, c.summary, await dashboardSummary(callerOf(res), query));
});

/** GET /api/dashboard-summary/schedule?orgId&from&day: the week's booked and working hours. */
router.get(c.schedule.path, readCounter, requireAuth, async (req, res) => {
  const query = parse(c.schedule.query, orgIdFrom(req.query), 'schedule query');
  noStore(res);
  reply(res, c.schedule, await scheduleGrid(callerOf(res), query));
});

/** GET /api/dashboard-summary/client?orgId: the signed-in client's own figures at a salon. */
router.get(c.client.path, requireAuth, async (req, res) => {
  const query = parse(c.client.query, orgIdFrom(req.query), 'client dashboard query');
  noStore(res);
  reply(res, c.client, await clientSummary(callerOf(res), query.orgId));
});
