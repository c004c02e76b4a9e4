// orgs/{orgId}/payments and orgs/{orgId}/cashDrawers: the ledger (functions only).
import {
  ZCashDrawerRecord,
  ZPaymentRecord,
  ZStripeAccountRecord,
  ZStripeEventRecord,
} from '@chairside/core/records/payment';
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
