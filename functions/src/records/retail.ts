// orgs/{orgId}/products, stockMovements, sales and retailDaily (functions write them).
import {
  ZProductRecord,
  ZReservationRecord,
  ZRetailDailyRecord,
  ZShopDailyRecord,
  ZSaleRecord,
  ZStockMovementRecord,
} from '@chairside/core/records/retail';
import { db } from '../firebase';
import { converterFor } from './repository';

const products = converterFor(ZProductRecord);
const movements = converterFor(ZStockMovementRecord);
const sales = converterFor(ZSaleRecord);
const daily = converterFor(ZRetailDailyRecord, { storedField: 'date' });

export const productsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/products`).withConverter(products);
export const productDoc = (orgId: string, productId: string) =>
  productsCollection(orgId).doc(productId);
export const stockMovementsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/stockMovements`).withConverter(movements);
export const stockMovementDoc = (orgId: string, id: string) =>
  stockMovementsCollection(orgId).doc(id);
export const salesCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/sales`).withConverter(sales);
export const saleDoc = (orgId: string, saleId: string) => salesCollection(orgId).doc(saleId);
export const retailDailyDoc = (orgId: string, date: string) =>
  db().doc(`orgs/${orgId}/retailDaily/${date}`).withConverter(daily);

const reservations = converterFor(ZReservationRecord);
const shopDaily = converterFor(ZShopDailyRecord, { storedField: 'date' });
export const reservationsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/reservations`).withConverter(reservations);
export const reservationDoc = (orgId: string, id: string) => reservationsCollection(orgId).doc(id);
export const shopDailyDoc = (orgId: string, date: string) =>
  db().doc(`orgs/${orgId}/shopDaily/${date}`).withConverter(shopDaily);
