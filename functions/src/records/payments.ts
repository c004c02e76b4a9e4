// orgs/{orgId}/payments and orgs/{orgId}/cashDrawers: the ledger (functions only).
import {
  ZCashDrawerRecord,
  ZPaymentRecord,
  ZStripeAccountRecord,
  ZStripeEventRecord,
} from '@chairside/core/records/payment';
import { z } from 'zod';
import { ZStoredDate } from '@chairside/core/records/stored';
import { db } from '../firebase';
import { converterFor } from './repository';

const payments = converterFor(ZPaymentRecord);
const drawers = converterFor(ZCashDrawerRecord);

export const paymentsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/payments`).withConverter(payments);
export const paymentDoc = (orgId: string, paymentId: string) =>
  paymentsCollection(orgId).doc(paymentId);
export const cashDrawerDoc = (orgId: string, date: string) =>
  db().doc(`orgs/${orgId}/cashDrawers/${date}`).withConverter(drawers);

const stripeAccounts = converterFor(ZStripeAccountRecord);
const stripeEvents = converterFor(ZStripeEventRecord);

export const stripeAccountDoc = (orgId: string) =>
  db().doc(`orgs/${orgId}/paymentSettings/stripe`).withConverter(stripeAccounts);
export const stripeEventDoc = (eventId: string) =>
  db().doc(`stripeEvents/${eventId}`).withConverter(stripeEvents);

/** orgs/{orgId}/paymentCustomers/{clientId}: the client's Customer on the salon's Stripe account. */
export const ZPaymentCustomerRecord = z.object({
  id: z.string(),
  accountId: z.string(),
  customerId: z.string(),
  createdAt: ZStoredDate,
});
const customers = converterFor(ZPaymentCustomerRecord);
export const paymentCustomerDoc = (orgId: string, clientId: string) =>
  db().doc(`orgs/${orgId}/paymentCustomers/${clientId}`).withConverter(customers);

/**
 * orgs/{orgId}/cardSetups/{bookingId}: the card an online booking saved
 * without a deposit (a SetupIntent on the salon's account), for the salon's
 * no-show and late-cancellation fees. Functions only.
 */
export const ZCardSetupRecord = z.object({
  id: z.string(),
  accountId: z.string(),
  setupIntentId: z.string(),
  customerId: z.string(),
  paymentMethodId: z.string().nullable().default(null),
  status: z.enum(['pending', 'succeeded', 'failed', 'canceled']),
  failure: z.string().default(''),
  /** The newest Stripe state applied (seconds), so an older event never undoes a newer one. */
  lastEventCreated: z.number().int().default(0),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type CardSetupRecord = z.output<typeof ZCardSetupRecord>;
const cardSetups = converterFor(ZCardSetupRecord);
export const cardSetupDoc = (orgId: string, bookingId: string) =>
  db().doc(`orgs/${orgId}/cardSetups/${bookingId}`).withConverter(cardSetups);
