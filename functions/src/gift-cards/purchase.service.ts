// Buying a gift card online: the spec's POST create-payment-intent (a
// PaymentIntent on the salon's Stripe account for the amount the server
// checks against the gift card product) and POST issue. The card is issued
// only once its payment has succeeded, from whichever comes first, Stripe's
// webhook or the buyer's page asking issue, and exactly once: its id follows
// from the payment, and the transaction that writes it finds it there on any
// replay.
import type { CardIntent } from '@chairside/core/contracts/card';
import type { GiftCardIssueAnswer } from '@chairside/core/contracts/gift-cards';
import { amountProblem, giftCodeTail, type ZBuyGiftCard } from '@chairside/core/gift-cards';
import { formatMinorUnits } from '@chairside/core/money';
import type { GiftCardOrderRecord, GiftCardRecord } from '@chairside/core/records/gift-card';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { orgDoc } from '../records/orgs';
import { paymentDoc } from '../records/payments';
import { giftCardDoc, giftCardOrderDoc, giftCardProductDoc } from '../records/gift-cards';
import { requestHash } from '../platform/ids';
import { ledgerRecord, paymentIdFor } from '../platform/ledger';
import { applicationFee, chargeableAccount, emptyStripeRef, openIntent } from '../payments';
import { verifyPayment } from '../payments';
import { idFrom } from '../platform/ids';
import { deliverCard, writeNewCard } from './gift-cards.service';
import { buyerConfirmationMail } from './gift-card-mail';
import { queueMail } from '../mail/outbox';

const ONLINE = { uid: null, name: 'Online shop' };

/** POST gift-cards/create-payment-intent (public): the payment for a card to be issued. */
export async function buyGiftCard(input: z.output<typeof ZBuyGiftCard>): Promise<CardIntent> {
  const { orgId } = input;
  const [salonSnap, productSnap] = await Promise.all([
    orgDoc(orgId).get(),
    giftCardProductDoc(orgId, input.giftCardProductId).get(),
  ]);
  const salon = salonSnap.data();
  const product = productSnap.data();
  if (!salon || !product || !product.active || !product.onlineSellable) {
    throw new ApiError('not_found', 'That gift card is not sold online.');
  }
  const money = (n: number) => formatMinorUnits(n, salon.currency);
  const problem = amountProblem(product, input.amount, money);
  if (problem) throw new ApiError('unprocessable', problem, [{ path: 'amount', message: problem }]);
  const { accountId, settings } = await chargeableAccount(orgId);
  const ref = paymentDoc(orgId, paymentIdFor(orgId, 'gift-card', input.idempotencyKey));
  const at = new Date();
  const hash = requestHash({ ...input, idempotencyKey: undefined });
  const record = ledgerRecord({
    id: ref.id,
    method: 'card',
    purpose: 'gift_card',
    status: 'pending',
    amount: input.amount,
    currency: salon.currency,
    clientName: input.buyer.name,
    stripe: { ...emptyStripeRef(accountId), applicationFee: applicationFee(input.amount) },
    timeZone: salon.timeZone,
    at,
    by: ONLINE,
    note: `${product.name} bought online`,
    requestHash: hash,
  });
  const order: GiftCardOrderRecord = {
    id: ref.id,
    productId: product.id,
    amount: input.amount,
    buyer: { name: input.buyer.name, email: input.buyer.email.toLowerCase() },
    recipient: {
      name: input.recipient.email ? input.recipient.name : input.buyer.name,
      email: (input.recipient.email || input.buyer.email).toLowerCase(),
    },
    message: input.message,
    deliverOn: input.deliverOn,
    cardId: null,
    createdAt: at,
  };
  const { record: opened, intent } = await openIntent({
    orgId,
    ref,
    record,
    params: {
      amount: input.amount,
      currency: salon.currency.toLowerCase(),
      allowed_payment_method_types: ['card'],
      description: `${salon.name}: ${product.name} (${money(input.amount)})`,
      receipt_email: order.buyer.email,
      metadata: { purpose: 'gift_card', giftCardProductId: product.id },
      ...(applicationFee(input.amount)
        ? { application_fee_amount: applicationFee(input.amount) }
        : {}),
    },
    onCreate: (tx) => {
      tx.create(giftCardOrderDoc(orgId, ref.id), order);
    },
  });
  if (!intent.client_secret) throw new Error('A PaymentIntent without a client secret');
  return {
    paymentId: opened.id,
    clientSecret: intent.client_secret,
    amount: opened.amount,
    tip: 0,
    currency: opened.currency,
    publishableKey: settings.publishableKey,
    accountId,
    status: opened.status,
  };
}

/** The id of the card a payment buys: the same on every replay. */
export const cardIdFor = (orgId: string, paymentId: string) =>
  idFrom('gift-card', orgId, paymentId);

/**
 * Issues the card a succeeded gift card payment bought, once (called after
 * the payment first succeeds, and by POST issue). Answers the card, or null
 * while the payment has not succeeded.
 */
export async function issueForPayment(
  orgId: string,
  paymentId: string,
): Promise<GiftCardRecord | null> {
  const cardId = cardIdFor(orgId, paymentId);
  const issued = await db().runTransaction(async (tx) => {
    const [cardSnap, paymentSnap, orderSnap, salonSnap] = await Promise.all([
      tx.get(giftCardDoc(orgId, cardId)),
      tx.get(paymentDoc(orgId, paymentId)),
      tx.get(giftCardOrderDoc(orgId, paymentId)),
      tx.get(orgDoc(orgId)),
    ]);
    const existing = cardSnap.data();
    if (existing) return { card: existing, now: false };
    const payment = paymentSnap.data();
    const order = orderSnap.data();
    const salon = salonSnap.data();
    if (!payment || payment.purpose !== 'gift_card' || !order || !salon) {
      throw new ApiError('not_found', 'We could not find that gift card purchase.');
    }
    if (payment.status !== 'succeeded') return null;
    const product = (await tx.get(giftCardProductDoc(orgId, order.productId))).data();
    const card = writeNewCard(tx, orgId, {
      id: cardId,
      product: product ?? { id: order.productId, name: 'Gift card', design: 'classic' },
      amount: order.amount,
      salon,
      buyer: order.buyer,
      recipient: order.recipient,
      message: order.message,
      deliverOn: order.deliverOn,
      source: 'online',
      paymentId,
      saleId: null,
      by: ONLINE,
      at: new Date(),
      note: `Bought online by ${order.buyer.name}`,
    });
    tx.update(giftCardOrderDoc(orgId, paymentId), { cardId });
    return { card, now: true };
  });
  if (!issued) return null;
  if (issued.now) {
    await deliverCard(orgId, issued.card.id);
    const { card } = issued;
    if (card.buyer.email !== card.recipient.email) {
      const salon = (await orgDoc(orgId).get()).data();
      if (salon) {
        await queueMail(buyerConfirmationMail(card, salon, Date.now()), {
          orgId,
          key: `gift-buyer-${orgId}-${card.id}`,
        });
      }
    }
  }
  return issued.card;
}

/**
 * POST gift-cards/issue (public): the buyer's page, once Stripe.js says the
 * payment went through. Stripe is asked (the browser is never believed), and
 * the card is issued if it has not been yet.
 */
export async function issueGiftCard(
  orgId: string,
  paymentId: string,
): Promise<GiftCardIssueAnswer> {
  const payment = (await paymentDoc(orgId, paymentId).get()).data();
  if (!payment || payment.purpose !== 'gift_card') {
    throw new ApiError('not_found', 'We could not find that gift card purchase.');
  }
  const status = (await verifyPayment(orgId, paymentId)).status;
  const card = status === 'succeeded' ? await issueForPayment(orgId, paymentId) : null;
  if (!card) {
    return {
      status,
      card: null,
      message:
        status === 'failed' || status === 'canceled'
          ? 'The payment did not go through, so no gift card was issued. Try another card.'
          : 'The payment has not gone through yet.',
    };
  }
  const when = card.deliverAt.getTime() > Date.now();
  return {
    status,
    card: {
      last4: giftCodeTail(card.code),
      design: card.design,
      amount: card.initialAmount,
      currency: card.currency,
      deliverAt: card.deliverAt.toISOString(),
      deliveredTo: card.recipient.email,
    },
    message: when
      ? `Paid. The gift card goes to ${card.recipient.email} on the day you chose.`
      : `Paid. The gift card is on its way to ${card.recipient.email}.`,
  };
}
