import type { QueryConstraint } from 'firebase/firestore';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentContracts as c } from '@chairside/core/contracts/payments';
import {
  TAKEN_STATUSES,
  type CashCheckout,
  type DrawerCount,
  type PaymentMethod,
} from '@chairside/core/payments';
import { call } from '../api/api';
import { saveTextFile } from '../download';
import { useLiveQuery } from './live';
import { firestoreSdk, type FirestoreSdk } from './sdk';
import { countReads } from './read-meter';
import { invalidateContracts, setContractData, useContract } from '../api/contract-query';

/** How many payments the ledger shows at first, and adds with "Show more". */
export const LEDGER_PAGE = 50;

export interface LedgerFilter {
  orgId: string;
  /** Salon-local dates, inclusive. */
  from: string;
  to: string;
  /** One stylist's appointments (what a stylist or booth renter may read), or everyone's. */
  staffId: string | null;
  method: PaymentMethod | null;
}

function ledgerConstraints({ where }: FirestoreSdk, l: LedgerFilter): QueryConstraint[] {
  return [
    ...(l.staffId ? [where('staffId', '==', l.staffId)] : []),
    ...(l.method ? [where('method', '==', l.method)] : []),
    where('localDate', '>=', l.from),
    where('localDate', '<=', l.to),
  ];
}

/**
 * The newest `limit` payments between two dates, live. A busy salon takes
 * hundreds a week: the screen reads one page, and the totals come from an
 * aggregation (one read per thousand payments), not from every document.
 */
export function usePayments(filter: LedgerFilter, count: number) {
  const { orgId, from, to, staffId, method } = filter;
  return useLiveQuery(
    'payments',
    `orgs/${orgId}/payments:${staffId ?? '*'}:${method ?? '*'}:${from}:${to}:${count}`,
    (f) =>
      f.query(
        f.collection(f.db, 'orgs', orgId, 'payments'),
        ...ledgerConstraints(f, filter),
        f.orderBy('localDate', 'desc'),
        f.orderBy('createdAt', 'desc'),
        f.limit(count),
      ),
    (r) => r.ZPaymentRecord,
  );
}

export interface LedgerTotals {
  count: number;
  taken: number;
  tips: number;
  refunded: number;
}

/**
 * The sums of the money taken between two dates, asked of Firestore as one
 * aggregation. `version` changes when the live page does, so a new payment
 * (or a refund on a shown one) brings fresh totals.
 */
export function useLedgerTotals(filter: LedgerFilter, version: string) {
  const { orgId, from, to, staffId, method } = filter;
  return useQuery({
    queryKey: ['ledger-totals', orgId, from, to, staffId, method, version],
    queryFn: async (): Promise<LedgerTotals> => {
      const f = await firestoreSdk();
      const taken = f.query(
        f.collection(f.db, 'orgs', orgId, 'payments'),
        ...ledgerConstraints(f, filter),
        f.where('status', 'in', [...TAKEN_STATUSES]),
      );
      const snap = await f.getAggregateFromServer(taken, {
        count: f.count(),
        taken: f.sum('amount'),
        tips: f.sum('tip'),
        refunded: f.sum('refunded'),
      });
      // Firestore bills an aggregation one read per 1,000 index entries it counts.
      const data = snap.data();
      countReads(Math.ceil(data.count / 1000));
      return { count: data.count, taken: data.taken, tips: data.tips, refunded: data.refunded };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Takes cash for an appointment; the drawer is asked again. */
export async function checkOutInCash(input: CashCheckout) {
  const answer = await call(c.cashCheckout, { body: input, secure: true });
  void invalidateContracts(c.drawer);
  return answer;
}

/** Records a count of the drawer; its answer is the day's drawer as it now stands. */
export async function countDrawer(input: DrawerCount) {
  const after = await call(c.countDrawer, { body: input, secure: true });
  setContractData(
    c.drawer,
    { query: { orgId: input.orgId, date: input.date }, secure: true },
    after,
  );
  return after;
}

/** The day's drawer: asked again after each payment and count. */
export const useDrawer = (orgId: string, date: string) =>
  useContract(c.drawer, { query: { orgId, date }, secure: true });

/** Downloads the ledger of some days as a CSV file made by the server. */
export async function downloadPaymentsCsv(
  query: { orgId: string; from: string; to: string },
  fileName: string,
) {
  const csv = await call(c.export, { query, secure: true });
  saveTextFile(csv, fileName);
}
