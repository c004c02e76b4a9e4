// /api/loyalty: the salon's rules, a client's points and history, a manager's
// adjustment, and a client's own points.
import { Router } from 'express';
import { loyaltyContracts as c } from '@chairside/core/contracts/loyalty';
import { zDocId } from '@chairside/core/ids';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { noStore } from '../http/cache';
import { orgIdFrom, parse } from '../http/validate';
import {
  adjustPoints,
  loyaltyOfClient,
  loyaltyProgramme,
  myLoyalty,
  saveLoyaltySettings,
} from './loyalty.service';

export const router = Router();

router.get(c.programme.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.programme.query, orgIdFrom(req.query), 'loyalty query');
  noStore(res);
  reply(res, c.programme, await loyaltyProgramme(callerOf(res), orgId));
});

router.post(c.saveSettings.path, requireAuth, async (req, res) => {
  const { orgId, settings } = parse(c.saveSettings.body, orgIdFrom(req.body), 'loyalty rules');
  reply(res, c.saveSettings, await saveLoyaltySettings(callerOf(res), orgId, settings));
});

router.get(c.client.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.client.query, orgIdFrom(req.query), 'loyalty query');
  const clientId = parse(zDocId('Not a client id'), req.params['clientId'], 'client id');
  noStore(res);
  reply(res, c.client, await loyaltyOfClient(callerOf(res), orgId, clientId));
});

router.post(c.adjust.path, requireAuth, async (req, res) => {
  const input = parse(c.adjust.body, orgIdFrom(req.body), 'adjustment');
  reply(res, c.adjust, await adjustPoints(callerOf(res), input));
});

router.get(c.mine.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.mine.query, orgIdFrom(req.query), 'loyalty query');
  noStore(res);
  reply(res, c.mine, await myLoyalty(callerOf(res), orgId));
});
