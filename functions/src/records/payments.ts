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
