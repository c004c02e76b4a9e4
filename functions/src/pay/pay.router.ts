// /api/pay: pay settings, a period's run, adjustments, closing and CSV.
import { Router } from 'express';
import { payContracts as c } from '@chairside/core/contracts/pay';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { noStore } from '../http/cache';
import { orgIdFrom, parse } from '../http/validate';
import {
  adjustPay,
  payRunToday,
  closePayRun,
  exportPayRun,
  payRun,
  removePlan,
  savePaySettings,
} from './pay.service';
import { performance } from './performance.service';
import { recordRent } from './rent.service';
import { chargeRent, openRentCard, verifyRentCard } from './rent-card.service';
import { declareTips } from './tips.service';

export const router = Router();

router.post(c.saveSettings.path, requireAuth, async (req, res) => {
  const { orgId, settings } = parse(c.saveSettings.body, orgIdFrom(req.body), 'pay settings');
  reply(res, c.saveSettings, await savePaySettings(callerOf(res), orgId, settings));
});

router.post(c.removePlan.path, requireAuth, async (req, res) => {
  const { orgId, planId } = parse(c.removePlan.body, orgIdFrom(req.body), 'plan');
  reply(res, c.removePlan, await removePlan(callerOf(res), orgId, planId));
});

router.get(c.run.path, requireAuth, async (req, res) => {
  const { orgId, from } = parse(c.run.query, orgIdFrom(req.query), 'pay run');
  noStore(res);
  reply(res, c.run, await payRun(callerOf(res), orgId, from));
});

router.post(c.adjust.path, requireAuth, async (req, res) => {
  const input = parse(c.adjust.body, orgIdFrom(req.body), 'adjustment');
  reply(res, c.adjust, await adjustPay(callerOf(res), input));
});

router.post(c.close.path, requireAuth, async (req, res) => {
  const { orgId, from } = parse(c.close.body, orgIdFrom(req.body), 'pay run');
  reply(res, c.close, await closePayRun(callerOf(res), orgId, from));
});

router.post(c.declareTips.path, requireAuth, async (req, res) => {
  const input = parse(c.declareTips.body, orgIdFrom(req.body), 'tips');
  const caller = callerOf(res);
  const from = await declareTips(caller, input, await payRunToday(input.orgId));
  reply(res, c.declareTips, await payRun(caller, input.orgId, from));
});

router.post(c.chargeRent.path, requireAuth, async (req, res) => {
  const input = parse(c.chargeRent.body, orgIdFrom(req.body), 'rent payment');
  reply(res, c.chargeRent, await chargeRent(callerOf(res), input));
});

router.post(c.rentCard.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.rentCard.body, orgIdFrom(req.body), 'card');
  reply(res, c.rentCard, await openRentCard(callerOf(res), orgId));
});

router.post(c.verifyRentCard.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.verifyRentCard.body, orgIdFrom(req.body), 'card');
  reply(res, c.verifyRentCard, await verifyRentCard(callerOf(res), orgId));
});

router.post(c.recordRent.path, requireAuth, async (req, res) => {
  const input = parse(c.recordRent.body, orgIdFrom(req.body), 'rent payment');
  reply(res, c.recordRent, await recordRent(callerOf(res), input));
});

router.get(c.performance.path, requireAuth, async (req, res) => {
  const { orgId, from, to } = parse(c.performance.query, orgIdFrom(req.query), 'performance');
  noStore(res);
  reply(res, c.performance, await performance(callerOf(res), orgId, from, to));
});

router.get(c.export.path, requireAuth, async (req, res) => {
  const { orgId, from, staffId } = parse(c.export.query, orgIdFrom(req.query), 'export');
  const { filename, csv } = await exportPayRun(callerOf(res), orgId, from, staffId);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });
  res.send(`\ufeff${csv}`);
});
