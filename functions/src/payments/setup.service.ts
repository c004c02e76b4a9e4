// Saving a client's card when booking online without a deposit, for a salon
// that charges no-show or late-cancellation fees: a SetupIntent on the
// salon's own Stripe account (usage off_session), confirmed by Stripe.js in
// the browser. The time is held until the card is saved, like a deposit; what
// the browser says is never taken as saved: the server asks Stripe.
import type Stripe from 'stripe';
import { FieldValue } from 'firebase-admin/firestore';
import type { CardSetup, CardSetupStatus } from '@chairside/core/contracts/card';
import type { SavedCardView } from '@chairside/core/records/payment';
import { ApiError } from '../http/api-error';
import { db } from '../firebase';
import { bookingDoc } from '../records/bookings';
import { cardSetupDoc, type CardSetupRecord } from '../records/payments';
import { publish } from '../platform/events';
import { customerFor, salonAndBooking } from './card.service';
import { cardOf, chargeableAccount, nowSeconds, type WebhookEventWrite } from './intents';
import { stripeClient, stripeProblem } from '../platform/stripe';

const statusOfSetup = (intent: Stripe.SetupIntent): CardSetupRecord['status'] =>
  intent.status === 'succeeded'
    ? 'succeeded'
    : intent.status === 'canceled'
      ? 'canceled'
      : intent.last_setup_error
        ? 'failed'
        : 'pending';

function answer(
  bookingId: string,
  intent: Stripe.SetupIntent,
  publishableKey: string,
  accountId: string,
): CardSetup {
  if (!intent.client_secret) throw new Error('A SetupIntent without a client secret');
  return { bookingId, clientSecret: intent.client_secret, publishableKey, accountId };
}

/**
 * Starts saving the card of an online booking that waits for one. A retried
 * booking request gets the same SetupIntent (the key follows from the booking).
 */
export async function openCardSetup(orgId: string, bookingId: string): Promise<CardSetup> {
  const { accountId, settings } = await chargeableAccount(orgId);
  const ref = cardSetupDoc(orgId, bookingId);
  const stripe = await stripeClient();
  const options = { stripeAccount: accountId };
  const known = (await ref.get()).data();
  if (known?.accountId === accountId) {
    const intent = await stripe.setupIntents
      .retrieve(known.setupIntentId, {}, options)
      .catch(stripeProblem);
    return answer(bookingId, intent, settings.publishableKey, accountId);
  }
  const { salon, booking } = await salonAndBooking(orgId, bookingId);
  const customer = await customerFor(orgId, accountId, booking);
  if (!customer)
    throw new ApiError('conflict', 'This appointment has no client to save a card for.');
  const intent = await stripe.setupIntents
    .create(
      {
        customer,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        description: `${salon.name}: card kept for the salon’s no-show and late-cancellation fees`,
        metadata: { orgId, bookingId, purpose: 'card_on_file' },
      },
      { ...options, idempotencyKey: `setup:${orgId}:${bookingId}` },
    )
    .catch(stripeProblem);
  const now = new Date();
  await ref.set({
    id: bookingId,
    accountId,
    setupIntentId: intent.id,
    customerId: customer,
    paymentMethodId: null,
    status: 'pending',
    failure: '',
    lastEventCreated: 0,
    createdAt: now,
    updatedAt: now,
  });
  return answer(bookingId, intent, settings.publishableKey, accountId);
}

/**
 * Applies a SetupIntent's state to the booking's card record and, when the
 * card is first saved, to the booking (no longer held; the card shown). An
 * older state never undoes a newer one; saved is final. The confirmation
 * e-mail goes out once, after the transaction that confirmed the booking.
 */
export async function applySetup(
  orgId: string,
  bookingId: string,
  intent: Stripe.SetupIntent,
  options: { seenAt: number; card?: SavedCardView | null; event?: WebhookEventWrite },
): Promise<CardSetupRecord | null> {
  const ref = cardSetupDoc(orgId, bookingId);
  const bookingRef = bookingDoc(orgId, bookingId);
  let confirmedNow = false;
  const after = await db().runTransaction(async (tx) => {
    confirmedNow = false;
    const [current, booking] = await Promise.all([
      tx.get(ref).then((s) => s.data()),
      tx.get(bookingRef).then((s) => s.data()),
    ]);
    if (options.event) {
      options.event.duplicate = (await tx.get(options.event.ref)).exists;
      if (options.event.duplicate) return current ?? null;
      tx.create(options.event.ref, options.event.data);
    }
    if (!current || current.setupIntentId !== intent.id) return current ?? null;
    if (current.status === 'succeeded' || options.seenAt < current.lastEventCreated) return current;
    const status = statusOfSetup(intent);
    const methodId =
      typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    const updated: CardSetupRecord = {
      ...current,
      status,
      paymentMethodId: methodId ?? current.paymentMethodId,
      failure: status === 'succeeded' ? '' : (intent.last_setup_error?.message ?? current.failure),
      lastEventCreated: Math.max(current.lastEventCreated, options.seenAt),
      updatedAt: new Date(),
    };
    tx.set(ref, updated);
    if (status === 'succeeded' && booking?.awaiting === 'card') {
      confirmedNow = booking.status !== 'cancelled';
      tx.update(bookingRef, {
        awaiting: null,
        holdUntil: null,
        ...(options.card ? { card: options.card } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return updated;
  });
  if (confirmedNow) {
    await publish('appointment.secured', { orgId, bookingId });
  }
  return after;
}

/** Asks Stripe for a SetupIntent (with its card) and applies it. */
export async function syncSetup(
  orgId: string,
  record: CardSetupRecord,
  event?: { seenAt: number; write: WebhookEventWrite },
) {
  const stripe = await stripeClient();
  const intent = await stripe.setupIntents
    .retrieve(
      record.setupIntentId,
      { expand: ['payment_method'] },
      { stripeAccount: record.accountId },
    )
    .catch(stripeProblem);
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  return {
    intent,
    record: await applySetup(orgId, record.id, intent, {
      seenAt: event?.seenAt ?? nowSeconds(),
      card: cardOf(method),
      ...(event ? { event: event.write } : {}),
    }),
  };
}

/** POST payments/verify-card-setup: whether the booking's card was saved, asked of Stripe. */
export async function verifyCardSetup(orgId: string, bookingId: string): Promise<CardSetupStatus> {
  const known = (await cardSetupDoc(orgId, bookingId).get()).data();
  if (!known) throw new ApiError('not_found', 'No card is being saved for this appointment.');
  const { intent, record } = await syncSetup(orgId, known);
  const status = record?.status ?? statusOfSetup(intent);
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  return {
    bookingId,
    status: status === 'succeeded' ? 'succeeded' : status === 'pending' ? 'pending' : 'failed',
    card: status === 'succeeded' ? cardOf(method) : null,
    failure:
      status === 'canceled'
        ? 'The time was released before the card was saved. Please book again.'
        : record?.failure || null,
  };
}
