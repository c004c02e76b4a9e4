import { Router } from 'express';
import { retailContracts as c } from '@chairside/core/contracts/retail';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { orgIdFrom, parse } from '../http/validate';
import { salesReport } from './report.service';

export const router = Router();

/** POST /api/retail-reports/get-retail-sales-report: revenue, cost, margin and units (owners, managers). */
router.post(c.report.path, requireAuth, async (req, res) => {
  const query = parse(c.report.body, orgIdFrom(req.body), 'report');
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.report, await salesReport(callerOf(res), query));
});
