// Stripe's webhooks: verified on the raw body with the endpoint's secret, each
// event applied once (stripeEvents/{eventId} is written in the same
// transaction as its effect), and never an older state over a newer one.
import type Stripe from 'stripe';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { stripeAccountDoc, stripeEventDoc } from '../records/payments';
import { STRIPE_SETUP, accountFields, requireStripeSettings, stripeClient } from './stripe';
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
  const eventRef = stripeEventDoc(event.id);
  if (event.type === 'account.updated') {
    const account = event.data.object;
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
      tx.create(eventRef, {
        id: event.id,
        type: event.type,
        orgId,
        created: event.created,
        receivedAt: new Date(),
      });
      return { duplicate: false };
    });
  }
  // Other events are recorded (so a replay is recognised) and otherwise left for their areas.
  return db().runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return { duplicate: true };
    logger.info('Stripe event without a handler', { id: event.id, type: event.type });
    tx.create(eventRef, {
      id: event.id,
      type: event.type,
      orgId: null,
      created: event.created,
      receivedAt: new Date(),
    });
    return { duplicate: false };
  });
}
