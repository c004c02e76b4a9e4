// Stripe's webhooks: verified on the raw body with the endpoint's secret, each
// event applied once (stripeEvents/{eventId} is written in the same
// transaction as its effect), and never an older state over a newer one.
import type Stripe from 'stripe';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { isDocId } from '@chairside/core/ids';
import type { SavedCardView } from '@chairside/core/records/payment';
import { cardSetupDoc, paymentDoc, stripeAccountDoc, stripeEventDoc } from '../records/payments';
import { applyIntent, cardOf, webhookEventData, type WebhookEventWrite } from './intents';
import { recordRefund } from './refund.service';
import { afterPaid } from './card.service';
import { applySetup } from './setup.service';
import { accountFields } from './account';
import { stripeEventRoute } from '../platform/stripe-events';
import { STRIPE_SETUP, onAccountOf, requireStripeSettings, stripeClient } from '../platform/stripe';
import { logger } from 'firebase-functions';

export async function verifiedEvent(raw: Buffer | undefined, signature: string | undefined) {
  const { webhookSecret } = requireStripeSettings();
  if (!webhookSecret) {
    throw new ApiError('not_configured', `The Stripe webhook secret is not set. ${STRIPE_SETUP}`);
  }
  if (!raw || !signature)
    throw new ApiError('validation_failed', 'A Stripe webhook needs its raw body and signature.');
  const stripe = await stripeClient();
  try {
    return stripe.webhooks.constructEvent(raw, signature, webhookSecret);
  } catch {
    throw new ApiError(
      'validation_failed',
      'The Stripe signature does not match this endpoint’s secret.',
    );
  }
}

/** The salon an event is about: the account's metadata, checked against the stored account. */
async function salonOf(account: Stripe.Account): Promise<string | null> {
  const orgId = account.metadata?.['orgId'];
  if (!orgId) return null;
  const record = (await stripeAccountDoc(orgId).get()).data();
  return record?.accountId === account.id ? orgId : null;
}

/** Applies one verified event, at most once. Answers whether it was new. */
export async function processEvent(event: Stripe.Event): Promise<{ duplicate: boolean }> {
  if (event.type === 'account.updated') return accountUpdated(event, event.data.object);
  // Each Stripe object says what it is (`object`), which narrows its type.
  const { object } = event.data;
  if (event.type.startsWith('payment_intent.') && object.object === 'payment_intent')
    return intentEvent(event, object);
  if (event.type === 'charge.refunded') return chargeRefunded(event, event.data.object);
  if (event.type.startsWith('setup_intent.') && object.object === 'setup_intent')
    return setupEvent(event, object);
  const route = stripeEventRoute(event.type);
  if (route) {
    const applied = await route(event);
    if (applied) return applied;
  }
  return recordOnly(event, null);
}

/** The ledger record an intent belongs to: its metadata, checked against the account. */
async function paymentOf(event: Stripe.Event, metadata: Stripe.Metadata | null | undefined) {
  const orgId = metadata?.['orgId'];
  const paymentId = metadata?.['paymentId'];
  if (!orgId || !paymentId || !isDocId(orgId) || !isDocId(paymentId)) return null;
  const record = (await paymentDoc(orgId, paymentId).get()).data();
  if (!record?.stripe || (event.account && record.stripe.accountId !== event.account)) return null;
  return { orgId, paymentId, record };
}

async function intentEvent(event: Stripe.Event, intent: Stripe.PaymentIntent) {
  const eventRef = stripeEventDoc(event.id);
  const found = await paymentOf(event, intent.metadata);
  if (!found) return recordOnly(event, null);
  let card: SavedCardView | null | undefined;
  if (intent.status === 'succeeded' && typeof intent.payment_method === 'string') {
    // The saved card's brand, last four and expiry, for the appointment.
    card = await (
      await stripeClient()
    ).paymentMethods
      .retrieve(intent.payment_method, {}, onAccountOf(found.record))
      .then(cardOf)
      .catch((err: unknown) => {
        logger.warn('Could not read the card of a payment', { id: intent.id, err });
        return undefined;
      });
  }
  const write: WebhookEventWrite = { ref: eventRef, data: webhookEventData(event, found.orgId) };
  await applyIntent(found.orgId, found.paymentId, intent, {
    seenAt: event.created,
    card,
    event: write,
    onSucceeded: afterPaid,
  });
  return { duplicate: write.duplicate === true };
}

/** The card a booking saves without a deposit: its SetupIntent's state, applied once. */
async function setupEvent(event: Stripe.Event, intent: Stripe.SetupIntent) {
  const orgId = intent.metadata?.['orgId'];
  const bookingId = intent.metadata?.['bookingId'];
  if (!orgId || !bookingId || !isDocId(orgId) || !isDocId(bookingId))
    return recordOnly(event, null);
  const record = (await cardSetupDoc(orgId, bookingId).get()).data();
  if (!record || (event.account && record.accountId !== event.account))
    return recordOnly(event, null);
  const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : null;
  const card =
    intent.status === 'succeeded' && methodId
      ? await (
          await stripeClient()
        ).paymentMethods
          .retrieve(methodId, {}, { stripeAccount: record.accountId })
          .then(cardOf)
          .catch((err: unknown) => {
            logger.warn('Could not read the card of a saved card', { id: intent.id, err });
            return undefined;
          })
      : undefined;
  const write: WebhookEventWrite = {
    ref: stripeEventDoc(event.id),
    data: webhookEventData(event, orgId),
  };
  await applySetup(orgId, bookingId, intent, { seenAt: event.created, card, event: write });
  return { duplicate: write.duplicate === true };
}

async function chargeRefunded(event: Stripe.Event, charge: Stripe.Charge) {
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId) return recordOnly(event, null);
  const stripe = await stripeClient();
  const options = event.account ? { stripeAccount: event.account } : {};
  const intent = await stripe.paymentIntents.retrieve(intentId, {}, options);
  const found = await paymentOf(event, intent.metadata);
  if (!found) return recordOnly(event, null);
  const refunds = await stripe.refunds.list({ payment_intent: intentId, limit: 100 }, options);
  const ref = paymentDoc(found.orgId, found.paymentId);
  const made = refunds.data.filter((r) => r.status === 'succeeded' || r.status === 'pending');
  if (!made.length) return recordOnly(event, found.orgId);
  // The event is recorded with the first refund; each refund is recorded once, by Stripe's id.
  const write: WebhookEventWrite = {
    ref: stripeEventDoc(event.id),
    data: webhookEventData(event, found.orgId),
  };
  for (const [i, r] of made.entries()) {
    await recordRefund(
      ref,
      {
        id: r.metadata?.['refundId'] || `stripe-${r.id}`,
        amount: r.amount,
        reason: r.metadata?.['refundId'] ? '' : 'Refunded in Stripe',
        by: { uid: null, name: 'Stripe' },
        stripeRefundId: r.id,
      },
      i === 0 ? write : undefined,
    );
    if (write.duplicate) break;
  }
  return { duplicate: write.duplicate === true };
}

async function accountUpdated(event: Stripe.Event, account: Stripe.Account) {
  const eventRef = stripeEventDoc(event.id);
  const orgId = await salonOf(account);
  const accountRef = orgId ? stripeAccountDoc(orgId) : null;
  return db().runTransaction(async (tx) => {
    const [seen, current] = await Promise.all([
      tx.get(eventRef),
      accountRef ? tx.get(accountRef) : Promise.resolve(null),
    ]);
    if (seen.exists) return { duplicate: true };
    const record = current?.data();
    if (accountRef && record && record.lastEventCreated <= event.created) {
      tx.update(accountRef, {
        ...accountFields(account),
        lastEventCreated: event.created,
        updatedAt: new Date(),
      });
    }
    tx.create(eventRef, webhookEventData(event, orgId));
    return { duplicate: false };
  });
}

/** An event without an effect here, recorded so that a replay is recognised. */
function recordOnly(event: Stripe.Event, orgId: string | null) {
  const eventRef = stripeEventDoc(event.id);
  return db().runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return { duplicate: true };
    if (!orgId) logger.info('Stripe event without a handler', { id: event.id, type: event.type });
    tx.create(eventRef, webhookEventData(event, orgId));
    return { duplicate: false };
  });
}
