// orgs/{orgId}/giftCardProducts, giftCards, giftCardLedger, giftCardOrders and
// giftCardTotals (functions write them all; see core/records/gift-card).
import {
  ZGiftCardEntryRecord,
  ZGiftCardOrderRecord,
  ZGiftCardProductRecord,
  ZGiftCardRecord,
  ZGiftCardTotalsRecord,
} from '@chairside/core/records/gift-card';
import { db } from '../firebase';
import { converterFor } from './repository';

const products = converterFor(ZGiftCardProductRecord);
const cards = converterFor(ZGiftCardRecord);
const entries = converterFor(ZGiftCardEntryRecord);
const orders = converterFor(ZGiftCardOrderRecord);

export const giftCardProductsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/giftCardProducts`).withConverter(products);
export const giftCardProductDoc = (orgId: string, id: string) =>
  giftCardProductsCollection(orgId).doc(id);
export const giftCardsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/giftCards`).withConverter(cards);
export const giftCardDoc = (orgId: string, id: string) => giftCardsCollection(orgId).doc(id);
export const giftCardLedgerCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/giftCardLedger`).withConverter(entries);
export const giftCardEntryDoc = (orgId: string, id: string) =>
  giftCardLedgerCollection(orgId).doc(id);
export const giftCardOrderDoc = (orgId: string, paymentId: string) =>
  db().doc(`orgs/${orgId}/giftCardOrders/${paymentId}`).withConverter(orders);
/** Read through the schema; written only by increments (so never through a converter). */
export const giftCardTotalsDoc = (orgId: string) => db().doc(`orgs/${orgId}/giftCardTotals/all`);
export const readTotals = (data: unknown) => ZGiftCardTotalsRecord.parse(data ?? {});
