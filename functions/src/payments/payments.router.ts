import { Router } from 'express';
import { paymentContracts as c } from '@chairside/core/contracts/payments';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { parse } from '../http/validate';
import { cashCheckout } from './cash.service';
import { countDrawer, drawerOf } from './drawer.service';

export const router = Router();

/** POST /api/payments/cash-checkout: an appointment's balance and tip, in cash. */
router.post(c.cashCheckout.path, requireAuth, async (req, res) => {
  const input = parse(c.cashCheckout.body, req.body, 'cash payment');
  const answer = await cashCheckout(callerOf(res), input);
  reply(res, c.cashCheckout, answer, answer.replayed ? 200 : 201);
});

/** GET /api/payments/cash-drawer?orgId&date: what the day's drawer should hold, and its counts. */
router.get(c.drawer.path, requireAuth, async (req, res) => {
  const query = parse(c.drawer.query, req.query, 'drawer');
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.drawer, await drawerOf(callerOf(res), query.orgId, query.date));
});

/** POST /api/payments/cash-drawer: count the drawer. */
router.post(c.countDrawer.path, requireAuth, async (req, res) => {
  const input = parse(c.countDrawer.body, req.body, 'drawer count');
  reply(res, c.countDrawer, await countDrawer(callerOf(res), input), 201);
});
