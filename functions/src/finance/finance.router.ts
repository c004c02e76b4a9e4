// /api/finance: the financial dashboard's figures, the lines behind one, reconciling.
import { Router } from 'express';
import { financeContracts as c } from '@chairside/core/contracts/finance';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { noStore } from '../http/cache';
import { orgIdFrom, parse } from '../http/validate';
import { financeLines, financeSummary, reconcile } from './finance.service';

export const router = Router();

router.get(c.summary.path, requireAuth, async (req, res) => {
  const { orgId, from, to } = parse(c.summary.query, orgIdFrom(req.query), 'period');
  noStore(res);
  reply(res, c.summary, await financeSummary(callerOf(res), orgId, { from, to }));
});

router.get(c.lines.path, requireAuth, async (req, res) => {
  const { orgId, ...q } = parse(c.lines.query, orgIdFrom(req.query), 'figure');
  noStore(res);
  reply(res, c.lines, await financeLines(callerOf(res), orgId, q));
});

router.post(c.reconcile.path, requireAuth, async (req, res) => {
  const { orgId, ...q } = parse(c.reconcile.body, orgIdFrom(req.body), 'reconciliation');
  reply(res, c.reconcile, await reconcile(callerOf(res), orgId, q));
});
