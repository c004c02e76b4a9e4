import { collection, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { paymentContracts as c } from '@chairside/core/contracts/payments';
import type { CashCheckout, DrawerCount } from '@chairside/core/payments';
import { call } from '../api/api';
import { saveTextFile } from '../download';
import { useApi } from '../api/query';
import { ZPaymentRecord } from './converters';
import { useLiveQuery } from './live';

/**
 * The ledger between two salon-local dates (inclusive), live, newest day
 * first. `staffId` limits it to one stylist's appointments (what a stylist or
 * booth renter may read: their own payments and tips).
 */
export function usePayments(orgId: string, from: string, to: string, staffId: string | null) {
  const db = useFirestore();
  const constraints: QueryConstraint[] = [
    ...(staffId ? [where('staffId', '==', staffId)] : []),
    where('localDate', '>=', from),
    where('localDate', '<=', to),
    orderBy('localDate', 'desc'),
  ];
  return useLiveQuery(
    'payments',
    `orgs/${orgId}/payments:${staffId ?? '*'}:${from}:${to}`,
    query(collection(db, 'orgs', orgId, 'payments'), ...constraints),
    ZPaymentRecord,
  );
}

export const checkOutInCash = (input: CashCheckout) =>
  call(c.cashCheckout, { body: input, secure: true });

export const countDrawer = (input: DrawerCount) =>
  call(c.countDrawer, { body: input, secure: true });

/** The day's drawer: asked again after each payment and count (their keys share 'drawer'). */
export const useDrawer = (orgId: string, date: string) =>
  useApi(['drawer', orgId, date], (signal) =>
    call(c.drawer, { query: { orgId, date }, secure: true, signal }),
  );

/** Downloads the ledger of some days as a CSV file made by the server. */
export async function downloadPaymentsCsv(
  query: { orgId: string; from: string; to: string },
  fileName: string,
) {
  const csv = await call(c.export, { query, secure: true });
  saveTextFile(csv, fileName);
}
