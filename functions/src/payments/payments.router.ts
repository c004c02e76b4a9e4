import { Router } from 'express';
import { recordWebhookFailure } from '../platform/webhook-failures';
import { paymentContracts as c } from '@chairside/core/contracts/payments';
import { stripeContracts } from '@chairside/core/contracts/stripe';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { sendCsv } from '../http/csv';
import { orgIdFrom, parse } from '../http/validate';
import { slugify } from '@chairside/core/org';
import { PAYMENT_CSV_COLUMNS, paymentCsvRow } from '@chairside/core/payments-csv';
import { orgDoc } from '../records/orgs';
import { clientIp, perCaller, rateLimit } from '../http/rate-limit';
import { cardContracts as card } from '@chairside/core/contracts/card';
import { createCardIntent, payLink } from './card.service';
import { refundPayment } from './refund.service';
import { verifyCardSetup } from './setup.service';
import { paymentPolicy, savePaymentPolicy } from './policy.service';
import { cashCheckout } from './cash.service';
import { paymentsBetween } from './ledger';
import { cashierOf } from '../platform/ledger';
import { countDrawer, drawerOf } from './drawer.service';
import { stripeConfig } from './connect.service';
import { processEvent, verifiedEvent } from './webhook.service';

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

/**
 * GET /api/payments/export?orgId&from&to: the ledger of those days as CSV
 * (owners, managers, the front desk). Streamed a page at a time.
 */
router.get(
  c.export.path,
  requireAuth,
  perCaller('payments-export:uid', 30, 3600),
  async (req, res) => {
    const { orgId, from, to } = parse(c.export.query, req.query, 'export');
    await cashierOf(orgId, callerOf(res), 'export payments');
    const org = (await orgDoc(orgId).get()).data();
    const name = slugify(org?.name || 'salon') || 'salon';
    const timeZone = org?.timeZone ?? 'UTC';
    async function* rows() {
      for await (const payment of paymentsBetween(orgId, from, to)) {
        yield paymentCsvRow(payment, timeZone);
      }
    }
    await sendCsv(res, `${name}-payments-${from}-to-${to}.csv`, PAYMENT_CSV_COLUMNS, rows());
  },
);

/** POST /api/payments/create-intent: an appointment's balance and tip by card (cashiers). */
router.post(card.createIntent.path, requireAuth, async (req, res) => {
  const input = parse(card.createIntent.body, orgIdFrom(req.body), 'card payment');
  reply(res, card.createIntent, await createCardIntent(callerOf(res), input), 201);
});

/** POST /api/payments/refund: a full or partial refund (owners and managers). */
router.post(card.refund.path, requireAuth, async (req, res) => {
  const input = parse(card.refund.body, orgIdFrom(req.body), 'refund');
  reply(res, card.refund, await refundPayment(callerOf(res), input));
});

/** GET /api/payments/pay?token&paymentId: the payment a pay link points to (the client). */
router.get(
  card.payLink.path,
  rateLimit({ name: 'pay-link:ip', limit: 120, windowSeconds: 600, key: (req) => clientIp(req) }),
  async (req, res) => {
    const { token, paymentId } = parse(card.payLink.query, req.query, 'payment link');
    res.set('Cache-Control', 'no-store');
    reply(res, card.payLink, await payLink(token, paymentId));
  },
);

/** POST /api/payments/verify-card-setup: whether a booking's card was saved (the visitor booking). */
router.post(
  card.verifyCardSetup.path,
  rateLimit({ name: 'card-setup:ip', limit: 120, windowSeconds: 600, key: (req) => clientIp(req) }),
  async (req, res) => {
    const { orgId, bookingId } = parse(card.verifyCardSetup.body, orgIdFrom(req.body), 'card');
    res.set('Cache-Control', 'no-store');
    reply(res, card.verifyCardSetup, await verifyCardSetup(orgId, bookingId));
  },
);

/** GET /api/payments/policy?orgId: the salon's deposits and fees (members). */
router.get(card.policy.path, requireAuth, async (req, res) => {
  const { orgId } = parse(card.policy.query, orgIdFrom(req.query), 'request');
  res.set('Cache-Control', 'private, no-store');
  reply(res, card.policy, await paymentPolicy(callerOf(res), orgId));
});

/** PUT /api/payments/policy: change deposits and fees (owners). */
router.put(card.savePolicy.path, requireAuth, async (req, res) => {
  const input = parse(card.savePolicy.body, orgIdFrom(req.body), 'payment policy');
  reply(res, card.savePolicy, await savePaymentPolicy(callerOf(res), input));
});

/** GET /api/payments/stripe-config?orgId: the publishable key and the salon's account (public). */
router.get(stripeContracts.stripeConfig.path, async (req, res) => {
  const { orgId } = parse(stripeContracts.stripeConfig.query, orgIdFrom(req.query), 'request');
  reply(res, stripeContracts.stripeConfig, await stripeConfig(orgId));
});

/**
 * POST /api/payments/webhook: Stripe's events, verified on the raw body (Cloud
 * Functions keep it as req.rawBody) and each applied once.
 */
router.post(stripeContracts.webhook.path, async (req, res) => {
  const raw = req.rawBody;
  const event = await verifiedEvent(raw, req.get('stripe-signature'));
  const { duplicate } = await processEvent(event).catch(async (err: unknown) => {
    // Stripe retries it; the platform overview counts what keeps failing.
    await recordWebhookFailure('stripe', event.id, event.type, err);
    throw err;
  });
  reply(res, stripeContracts.webhook, { received: true, duplicate });
});
