// orgs/{orgId}/payments and orgs/{orgId}/cashDrawers: the ledger (functions only).
import { ZCashDrawerRecord, ZPaymentRecord } from '@chairside/core/records/payment';
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
