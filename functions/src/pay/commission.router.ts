// The spec's commission-settings and booth-renter-commission-settings calls, at
// /api itself: read and save commission plans and booth rent terms.
import { Router } from 'express';
import { payContracts as c } from '@chairside/core/contracts/pay';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { noStore } from '../http/cache';
import { orgIdFrom, parse } from '../http/validate';
import { commissionSettings, saveCommissionPlan } from './pay.service';
import { boothRent, saveBoothRent } from './rent.service';

export const router = Router();

router.get(c.commissionSettings.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.commissionSettings.query, orgIdFrom(req.query), 'commission settings');
  noStore(res);
  reply(res, c.commissionSettings, await commissionSettings(callerOf(res), orgId));
});

router.post(c.saveCommissionPlan.path, requireAuth, async (req, res) => {
  const input = parse(c.saveCommissionPlan.body, orgIdFrom(req.body), 'commission plan');
  reply(res, c.saveCommissionPlan, await saveCommissionPlan(callerOf(res), input));
});

router.get(c.boothRent.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.boothRent.query, orgIdFrom(req.query), 'booth rent');
  noStore(res);
  reply(res, c.boothRent, await boothRent(callerOf(res), orgId));
});

router.post(c.saveBoothRent.path, requireAuth, async (req, res) => {
  const input = parse(c.saveBoothRent.body, orgIdFrom(req.body), 'booth rent');
  reply(res, c.saveBoothRent, await saveBoothRent(callerOf(res), input));
});
