// Rent by card: the renter saves a card on the salon's Stripe account (a
// SetupIntent confirmed by Stripe.js on their dashboard; the server asks
// Stripe whether it was saved), and the desk charges a period's rent to it
// off session, once per idempotency key, never above what is owed. Without
// Stripe set up the calls say so plainly.
import type { BoothRentView, RentCardSetup } from '@chairside/core/contracts/pay';
import type { ZRecordRent } from '@chairside/core/booth-rent';
import { formatMinorUnits } from '@chairside/core/money';
import { localParts } from '@chairside/core/zoned-time';
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { z } from 'zod';
import { figureReader } from '../finance';
import { applicationFee, chargeableAccount, emptyStripeRef, openIntent } from '../payments';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { errorField } from '../platform/errors';
import { requestHash } from '../platform/ids';
import { cashierOf, ledgerRecord, paymentIdFor } from '../platform/ledger';
import { stripeClient, stripeProblem } from '../platform/stripe';
import { boothRentDoc } from '../records/pay';
import { paymentDoc } from '../records/payments';
import { staffDoc } from '../records/team';
import { salonOf } from './reads';
import { boothRent, statementsOf } from './rent.service';

/** The calling renter and their rent record (terms must be set first). */
async function renterOf(caller: Caller, orgId: string) {
  const m = await requireRole(orgId, caller, ['booth_renter'], { action: 'save a card for rent' });
  const staffId = m.staffId ?? '';
  const [renter, record] = await Promise.all([
    staffDoc(orgId, staffId)
      .get()
      .then((s) => s.data()),
    boothRentDoc(orgId, staffId)
      .get()
      .then((s) => s.data()),
  ]);
  if (!renter || !record?.history.length)
    throw new ApiError('conflict', 'The salon has not set your rent yet.');
  return { staffId, renter, record };
}

/** POST pay/rent/card: a SetupIntent for the renter's card on the salon's account. */
export async function openRentCard(caller: Caller, orgId: string): Promise<RentCardSetup> {
  const { staffId, renter, record } = await renterOf(caller, orgId);
  const { accountId, settings } = await chargeableAccount(orgId);
  const stripe = await stripeClient();
  const options = { stripeAccount: accountId };
  const customerId =
    record.card?.accountId === accountId
      ? record.card.customerId
      : (
          await stripe.customers
            .create(
              {
                name: renter.displayName,
                ...(caller.email ? { email: caller.email } : {}),
                metadata: { orgId, staffId, purpose: 'booth_rent' },
              },
              { ...options, idempotencyKey: `rent-customer:${orgId}:${staffId}:${accountId}` },
            )
            .catch(stripeProblem)
        ).id;
  const intent = await stripe.setupIntents
    .create(
      {
        customer: customerId,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        description: 'Card kept for booth rent',
        metadata: { orgId, staffId, purpose: 'booth_rent' },
      },
      { ...options, idempotencyKey: `rent-setup:${orgId}:${staffId}:${randomUUID()}` },
    )
    .catch(stripeProblem);
  if (!intent.client_secret) throw new Error('A SetupIntent without a client secret');
  await boothRentDoc(orgId, staffId).update({
    card: {
      accountId,
      customerId,
      setupIntentId: intent.id,
      paymentMethodId: record.card?.accountId === accountId ? record.card.paymentMethodId : null,
      brand: record.card?.brand ?? '',
      last4: record.card?.last4 ?? '',
    },
    updatedAt: new Date(),
  });
  return { clientSecret: intent.client_secret, publishableKey: settings.publishableKey, accountId };
}

/** POST pay/rent/card/verify: asks Stripe whether the card was saved, and keeps it when it was. */
export async function verifyRentCard(caller: Caller, orgId: string): Promise<BoothRentView> {
  const { staffId, record } = await renterOf(caller, orgId);
  if (!record.card) throw new ApiError('not_found', 'No card is being saved for your rent.');
  const stripe = await stripeClient();
  const intent = await stripe.setupIntents
    .retrieve(
      record.card.setupIntentId,
      { expand: ['payment_method'] },
      { stripeAccount: record.card.accountId },
    )
    .catch(stripeProblem);
  if (intent.status !== 'succeeded')
    throw new ApiError(
      'conflict',
      intent.last_setup_error?.message ?? 'The card is not saved yet. Try again in a moment.',
    );
  const method = intent.payment_method as Stripe.PaymentMethod | string | null;
  const card = typeof method === 'object' && method ? method.card : null;
  await boothRentDoc(orgId, staffId).update({
    card: {
      ...record.card,
      paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
      brand: card?.brand ?? '',
      last4: card?.last4 ?? '',
    },
    updatedAt: new Date(),
  });
  return boothRent(caller, orgId);
}

/**
 * POST pay/rent/charge: a period's rent from the renter's saved card, off
 * session on the salon's account; recorded against the period once it
 * succeeds. A declined card or one the bank wants confirmed says so.
 */
export async function chargeRent(
  caller: Caller,
  input: z.output<typeof ZRecordRent>,
): Promise<BoothRentView> {
  const { orgId, staffId, from, amount } = input;
  const cashier = await cashierOf(orgId, caller, 'charge booth rent');
  const salon = await salonOf(orgId);
  const rentRef = boothRentDoc(orgId, staffId);
  const [renter, record] = await Promise.all([
    staffDoc(orgId, staffId)
      .get()
      .then((s) => s.data()),
    rentRef.get().then((s) => s.data()),
  ]);
  if (!renter || renter.role !== 'booth_renter' || !record)
    throw new ApiError('not_found', 'That booth renter has no rent set.');
  const card = record.card;
  if (!card?.paymentMethodId)
    throw new ApiError('conflict', `${renter.displayName} has no card saved for rent.`);
  const ref = paymentDoc(orgId, paymentIdFor(orgId, 'rent-card', input.idempotencyKey));
  const today = localParts(Date.now(), salon.timeZone).date;
  const money = (n: number) => formatMinorUnits(n, salon.currency, 'en-US', true);
  const statement = (await statementsOf(staffId, record, figureReader(orgId), today)).find(
    (s) => s.from === from,
  );
  const already = (await ref.get()).exists;
  if (!statement)
    throw new ApiError('validation_failed', 'There is no rent for that period.', [
      { path: 'from', message: 'Choose a rent period of this renter' },
    ]);
  if (!already && amount > statement.balance)
    throw new ApiError(
      'validation_failed',
      `The rent still owed for that period is ${money(Math.max(0, statement.balance))}.`,
      [{ path: 'amount', message: `At most ${money(Math.max(0, statement.balance))}` }],
    );
  const { accountId } = await chargeableAccount(orgId);
  if (accountId !== card.accountId)
    throw new ApiError('conflict', 'The card was saved on another Stripe account: save it again.');
  let status: string;
  try {
    const opened = await openIntent({
      orgId,
      ref,
      record: ledgerRecord({
        id: ref.id,
        method: 'card',
        purpose: 'booth_rent',
        status: 'pending',
        amount,
        currency: salon.currency,
        staffId,
        staffName: renter.displayName,
        stripe: emptyStripeRef(accountId),
        timeZone: salon.timeZone,
        at: new Date(),
        by: cashier,
        note: `Booth rent for ${from} to ${statement.to}, from the saved card`,
        requestHash: requestHash({ ...input, idempotencyKey: undefined }),
      }),
      params: {
        amount,
        currency: salon.currency.toLowerCase(),
        customer: card.customerId,
        payment_method: card.paymentMethodId,
        off_session: true,
        confirm: true,
        description: `${salon.name}: booth rent ${from} to ${statement.to}`,
        metadata: { staffId, purpose: 'booth_rent', period: from },
        ...(applicationFee(amount) ? { application_fee_amount: applicationFee(amount) } : {}),
      },
    });
    status = opened.record.status;
  } catch (err) {
    if (errorField(err, 'type') !== 'StripeCardError') stripeProblem(err);
    throw new ApiError(
      'unprocessable',
      errorField(err, 'code') === 'authentication_required'
        ? `${renter.displayName}’s bank asked them to confirm this payment: take the rent at the desk, or they save another card.`
        : `${renter.displayName}’s card was declined: take the rent at the desk, or they save another card.`,
    );
  }
  if (status !== 'succeeded')
    throw new ApiError(
      'unprocessable',
      'The card payment did not go through. Nothing was recorded.',
    );
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(rentRef)).data();
    if (!current || current.payments.some((p) => p.paymentId === ref.id)) return;
    tx.update(rentRef, {
      payments: [
        ...current.payments,
        { paymentId: ref.id, from, amount, method: 'card', at: new Date(), by: cashier },
      ].slice(-200),
      updatedAt: new Date(),
    });
  });
  return boothRent(caller, orgId);
}
