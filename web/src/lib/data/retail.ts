// Retail in the browser: the catalogue live from Firestore (stock changes show
// at once at every till), everything that changes it through the API.
import { useMemo } from 'react';
import { withBundleStock } from '@chairside/core/retail';
import {
  retailContracts as c,
  type ZSaveEcommerceSettings,
  type ZSaveRetailSettings,
} from '@chairside/core/contracts/retail';
import type {
  AdjustStock,
  CreateProduct,
  ProcessSale,
  ReturnSale,
  SaleCardIntent,
  SalesReportQuery,
  ZUpdateProduct,
} from '@chairside/core/retail';
import type { z } from 'zod';
import { call } from '../api/api';
import { saveTextFile } from '../download';
import { useLiveQuery } from './live';
import { invalidateContracts, setContractData, useContract } from '../api/contract-query';

export type { ProductRecord } from '@chairside/core/records/retail';

/** The salon's products, by name, live; a bundle's stock is what its products make. */
export function useProducts(orgId: string) {
  const live = useLiveQuery(
    'products',
    `orgs/${orgId}/products`,
    (f) => f.query(f.collection(f.db, 'orgs', orgId, 'products'), f.orderBy('name')),
    (r) => r.ZProductRecord,
  );
  const items = useMemo(() => withBundleStock(live.items), [live.items]);
  return { ...live, items };
}

export const createProduct = (input: CreateProduct) =>
  call(c.create, { body: input, secure: true });

export const updateProduct = (productId: string, input: z.input<typeof ZUpdateProduct>) =>
  call(c.update, { params: { productId }, body: input, secure: true });

export const deleteProduct = (orgId: string, productId: string) =>
  call(c.remove, { params: { productId }, query: { orgId }, secure: true });

export async function adjustStock(input: AdjustStock) {
  const answer = await call(c.adjustStock, { body: input, secure: true });
  await invalidateContracts(c.movements);
  return answer;
}

export const lookupProduct = (orgId: string, code: string) =>
  call(c.lookup, { query: { orgId, code }, secure: true });

export const useMovements = (orgId: string, productId: string | null) =>
  useContract(
    c.movements,
    { params: { productId: productId ?? '' }, query: { orgId }, secure: true },
    { enabled: productId !== null, staleTime: 0 },
  );

export const useRetailSettings = (orgId: string) =>
  useContract(c.settings, { query: { orgId }, secure: true });

export async function saveRetailSettings(input: z.input<typeof ZSaveRetailSettings>) {
  const answer = await call(c.saveSettings, { body: input, secure: true });
  setContractData(c.settings, { query: { orgId: input.orgId }, secure: true }, answer);
  return answer;
}

export const startSaleCard = (input: SaleCardIntent) =>
  call(c.cardIntent, { body: input, secure: true });

export const startSaleQr = (input: SaleCardIntent) => call(c.saleQr, { body: input, secure: true });

export const processSale = (input: ProcessSale) =>
  call(c.processSale, { body: input, secure: true });

export const returnSale = (input: ReturnSale) => call(c.returnSale, { body: input, secure: true });

export const emailReceipt = (orgId: string, saleId: string, email: string) =>
  call(c.sendReceipt, { body: { orgId, saleId, email }, secure: true });

export const useSalesReport = (q: SalesReportQuery) =>
  useContract(c.report, { body: q, secure: true });

export async function downloadProductsCsv(orgId: string, fileName: string) {
  saveTextFile(await call(c.export, { query: { orgId }, secure: true }), fileName);
}

export const importProductsCsv = (orgId: string, csv: string) =>
  call(c.import, { body: { orgId, csv }, secure: true });

export const useReservations = (orgId: string, status: 'open' | 'closed' | 'all') =>
  useContract(
    c.reservations,
    { query: { orgId, status }, secure: true },
    { refetchInterval: 60_000 },
  );

export async function changeReservation(
  orgId: string,
  reservationId: string,
  status: 'reserved' | 'ready' | 'picked_up' | 'cancelled',
) {
  const answer = await call(c.reservationStatus, {
    body: { orgId, reservationId, status },
    secure: true,
  });
  await invalidateContracts(c.reservations);
  return answer;
}

export const useEcommerceSettings = (orgId: string) =>
  useContract(c.ecommerceSettings, { query: { orgId }, secure: true });

export async function saveEcommerceSettings(input: z.input<typeof ZSaveEcommerceSettings>) {
  const answer = await call(c.saveEcommerceSettings, { body: input, secure: true });
  setContractData(c.ecommerceSettings, { query: { orgId: input.orgId }, secure: true }, answer);
  return answer;
}

export const useShopAnalytics = (orgId: string, from: string, to: string) =>
  useContract(c.shopAnalytics, { query: { orgId, from, to }, secure: true });
