// /api/gift-cards: the spec's create-payment-intent, issue, {id}/debit and
// {id}/details, and the rest of the area. Codes are never listed; looking one
// up is rate limited (per address for anyone, per person for the desk).
import { Router } from 'express';
import { giftCardContracts as c } from '@chairside/core/contracts/gift-cards';
import { ZGiftCardId, ZGiftCardProductId } from '@chairside/core/gift-cards';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { noStore } from '../http/cache';
import { ApiError } from '../http/api-error';
import { clientIp, perCaller, rateLimit } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import {
  cancelGiftCard,
  checkBalance,
  debitGiftCard,
  giftCardDetails,
  giftCardLiability,
  giftCardOffer,
  giftCardSettings,
  giveGiftCard,
  listGiftCardProducts,
  listGiftCards,
  lookupGiftCard,
  saveGiftCardProduct,
  saveGiftCardSettings,
} from './gift-cards.service';
import { buyGiftCard, issueGiftCard } from './purchase.service';

export const router = Router();
const cardIdOf = (req: { params: Record<string, unknown> }) =>
  parse(ZGiftCardId, req.params['giftCardId'], 'gift card id');
const perIp = (name: string, limit: number) =>
  rateLimit({ name, limit, windowSeconds: 3600, key: (req) => clientIp(req) });

/** GET /api/gift-cards/offer?orgId (public): the gift cards sold online. */
router.get(c.offer.path, async (req, res) => {
  const { orgId } = parse(c.offer.query, orgIdFrom(req.query), 'gift card query');
  res.set('Cache-Control', 'public, max-age=60');
  reply(res, c.offer, await giftCardOffer(orgId));
});

/** POST /api/gift-cards/create-payment-intent (public; 20 an hour per address). */
router.post(c.createPaymentIntent.path, perIp('gift-buy:ip', 20), async (req, res) => {
  const input = parse(c.createPaymentIntent.body, orgIdFrom(req.body), 'gift card');
  if (input.honeypot) throw new ApiError('unprocessable', 'The gift card could not be bought.');
  reply(res, c.createPaymentIntent, await buyGiftCard(input), 201);
});

/** POST /api/gift-cards/issue (public): the card of a paid purchase. */
router.post(c.issue.path, perIp('gift-issue:ip', 60), async (req, res) => {
  const { orgId, paymentId } = parse(c.issue.body, orgIdFrom(req.body), 'gift card issue');
  noStore(res);
  reply(res, c.issue, await issueGiftCard(orgId, paymentId));
});

/** POST /api/gift-cards/check-balance (public; 10 an hour per address). */
router.post(c.checkBalance.path, perIp('gift-balance:ip', 10), async (req, res) => {
  const { orgId, code } = parse(c.checkBalance.body, orgIdFrom(req.body), 'gift card code');
  noStore(res);
  reply(res, c.checkBalance, await checkBalance(orgId, code));
});

/** POST /api/gift-cards/lookup (the desk; 120 an hour per person). */
router.post(
  c.lookup.path,
  requireAuth,
  perCaller('gift-lookup:uid', 120, 3600),
  async (req, res) => {
    const { orgId, code } = parse(c.lookup.body, orgIdFrom(req.body), 'gift card code');
    noStore(res);
    reply(res, c.lookup, await lookupGiftCard(callerOf(res), orgId, code));
  },
);

/** POST /api/gift-cards/give (owners, managers). */
router.post(c.give.path, requireAuth, async (req, res) => {
  const input = parse(c.give.body, orgIdFrom(req.body), 'gift card');
  reply(res, c.give, await giveGiftCard(callerOf(res), input), 201);
});

router.get(c.products.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.products.query, orgIdFrom(req.query), 'gift card query');
  noStore(res);
  reply(res, c.products, { products: await listGiftCardProducts(callerOf(res), orgId) });
});

router.post(c.createProduct.path, requireAuth, async (req, res) => {
  const { orgId, product } = parse(c.createProduct.body, orgIdFrom(req.body), 'gift card');
  reply(res, c.createProduct, await saveGiftCardProduct(callerOf(res), orgId, null, product), 201);
});

router.put(c.updateProduct.path, requireAuth, async (req, res) => {
  const id = parse(ZGiftCardProductId, req.params['giftCardProductId'], 'gift card id');
  const { orgId, product } = parse(c.updateProduct.body, orgIdFrom(req.body), 'gift card');
  reply(res, c.updateProduct, await saveGiftCardProduct(callerOf(res), orgId, id, product));
});

router.get(c.cards.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.cards.query, orgIdFrom(req.query), 'gift card query');
  noStore(res);
  reply(res, c.cards, { cards: await listGiftCards(callerOf(res), orgId) });
});

router.get(c.liability.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.liability.query, orgIdFrom(req.query), 'gift card query');
  noStore(res);
  reply(res, c.liability, await giftCardLiability(callerOf(res), orgId));
});

router.get(c.settings.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.settings.query, orgIdFrom(req.query), 'gift card query');
  noStore(res);
  reply(res, c.settings, await giftCardSettings(callerOf(res), orgId));
});

router.put(c.saveSettings.path, requireAuth, async (req, res) => {
  const { orgId, ...settings } = parse(c.saveSettings.body, orgIdFrom(req.body), 'settings');
  reply(res, c.saveSettings, await saveGiftCardSettings(callerOf(res), orgId, settings));
});

/** GET /api/gift-cards/:giftCardId/details?orgId (the desk). */
router.get(c.details.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.details.query, orgIdFrom(req.query), 'gift card query');
  noStore(res);
  reply(res, c.details, await giftCardDetails(callerOf(res), orgId, cardIdOf(req)));
});

/** POST /api/gift-cards/:giftCardId/debit (the desk). */
router.post(c.debit.path, requireAuth, async (req, res) => {
  const input = parse(c.debit.body, orgIdFrom(req.body), 'debit');
  const answer = await debitGiftCard(callerOf(res), cardIdOf(req), input);
  reply(res, c.debit, answer, answer.replayed ? 200 : 201);
});

/** POST /api/gift-cards/:giftCardId/cancel (owners). */
router.post(c.cancel.path, requireAuth, async (req, res) => {
  const { orgId, reason } = parse(c.cancel.body, orgIdFrom(req.body), 'cancel');
  reply(res, c.cancel, await cancelGiftCard(callerOf(res), orgId, cardIdOf(req), reason));
});
