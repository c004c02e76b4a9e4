import { Router } from 'express';
import { cardContracts as c } from '@chairside/core/contracts/card';
import { appOrigin } from '../config';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { clientIp, rateLimit } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { chargeFee, paymentDetails, paymentStatus, verifyPayment } from './card.service';
import { generateCashAppQr, generateQr, processQrPayment } from './qr.service';

// The spec's card calls at the API's root: verify-payment, process-payment,
// status/{paymentId} and details/{paymentId}.
export const router = Router();

const perVisitor = rateLimit({
  name: 'payment-status:ip',
  limit: 300,
  windowSeconds: 600,
  key: (req) => clientIp(req),
});

/** POST /api/verify-payment: where a payment stands at Stripe now (whoever is paying). */
router.post(c.verifyPayment.path, perVisitor, async (req, res) => {
  const { orgId, paymentId } = parse(c.verifyPayment.body, orgIdFrom(req.body), 'payment');
  res.set('Cache-Control', 'no-store');
  reply(res, c.verifyPayment, await verifyPayment(orgId, paymentId));
});

/** POST /api/process-payment: a no-show or late-cancellation fee on the saved card (cashiers). */
router.post(c.processPayment.path, requireAuth, async (req, res) => {
  const input = parse(c.processPayment.body, orgIdFrom(req.body), 'fee');
  reply(res, c.processPayment, await chargeFee(callerOf(res), input, appOrigin(req)), 201);
});

/** GET /api/status/:paymentId?orgId: a payment's state (its id is the key to it). */
router.get(c.status.path, perVisitor, async (req, res) => {
  const { orgId } = parse(c.status.query, orgIdFrom(req.query), 'payment');
  const { paymentId } = parse(
    c.verifyPayment.body.pick({ paymentId: true }),
    req.params,
    'payment',
  );
  res.set('Cache-Control', 'no-store');
  reply(res, c.status, await paymentStatus(orgId, paymentId));
});

/** GET /api/details/:paymentId?orgId: a payment's whole story (the salon's cashiers). */
router.get(c.details.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.details.query, orgIdFrom(req.query), 'payment');
  const { paymentId } = parse(
    c.verifyPayment.body.pick({ paymentId: true }),
    req.params,
    'payment',
  );
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.details, await paymentDetails(callerOf(res), orgId, paymentId));
});

/** POST /api/generate-qr: a Stripe payment page for the balance and tip, as a QR code (cashiers). */
router.post(c.generateQr.path, requireAuth, async (req, res) => {
  const input = parse(c.generateQr.body, orgIdFrom(req.body), 'QR payment');
  reply(res, c.generateQr, await generateQr(callerOf(res), input, appOrigin(req)), 201);
});

/** POST /api/process-qr-payment: whether the QR payment was paid, from Stripe. */
router.post(c.processQrPayment.path, perVisitor, async (req, res) => {
  const { orgId, paymentId } = parse(c.processQrPayment.body, orgIdFrom(req.body), 'payment');
  res.set('Cache-Control', 'no-store');
  reply(res, c.processQrPayment, await processQrPayment(orgId, paymentId));
});

/** POST /api/generate-cash-app-qr: a Cash App Pay QR code for the balance and tip (cashiers). */
router.post(c.generateCashAppQr.path, requireAuth, async (req, res) => {
  const input = parse(c.generateCashAppQr.body, orgIdFrom(req.body), 'Cash App payment');
  reply(
    res,
    c.generateCashAppQr,
    await generateCashAppQr(callerOf(res), input, appOrigin(req)),
    201,
  );
});

/** GET /api/cash-app-status/:paymentId?orgId: a Cash App payment's state, asked of Stripe. */
router.get(c.cashAppStatus.path, perVisitor, async (req, res) => {
  const { orgId } = parse(c.cashAppStatus.query, orgIdFrom(req.query), 'payment');
  const { paymentId } = parse(
    c.verifyPayment.body.pick({ paymentId: true }),
    req.params,
    'payment',
  );
  res.set('Cache-Control', 'no-store');
  reply(res, c.cashAppStatus, await verifyPayment(orgId, paymentId));
});

/** GET /api/cash-app-details/:paymentId?orgId: its whole story (cashiers). */
router.get(c.cashAppDetails.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.cashAppDetails.query, orgIdFrom(req.query), 'payment');
  const { paymentId } = parse(
    c.verifyPayment.body.pick({ paymentId: true }),
    req.params,
    'payment',
  );
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.cashAppDetails, await paymentDetails(callerOf(res), orgId, paymentId));
});
