// The ledger of a span of salon-local days, as its records: the sales and
// payments made in it, and those made earlier whose returns or refunds fall
// in it (found by the days they were made). Pay runs, staff performance and
// the financial dashboard's drill-down all read it here.
import type { PaymentRecord } from '@chairside/core/records/payment';
import type { SaleRecord } from '@chairside/core/records/retail';
import { addDays } from '@chairside/core/zoned-time';
import type { Query } from 'firebase-admin/firestore';
import { paymentsCollection } from './payments';
import { readableRecords } from './repository';
import { salesCollection } from './retail';

/** The queries' records, each once, and the documents read (a query that finds none reads one). */
async function records<T extends { id: string }>(
  queries: Query<T>[],
): Promise<{ found: T[]; reads: number }> {
  const byId = new Map<string, T>();
  let reads = 0;
  for (const snap of await Promise.all(queries.map((q) => q.get()))) {
    reads += Math.max(1, snap.size);
    for (const r of readableRecords(snap.docs)) byId.set(r.id, r);
  }
  return { found: [...byId.values()], reads };
}

/** Firestore takes at most 30 values in an array-contains-any. */
function chunksOfDays(from: string, to: string, size = 30): string[][] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return Array.from({ length: Math.ceil(days.length / size) }, (_, i) =>
    days.slice(i * size, i * size + size),
  );
}

export interface LedgerRecords {
  sales: SaleRecord[];
  /** Every payment, taken or not (callers keep the ones they count). */
  payments: PaymentRecord[];
  /** The documents read, for the caller's read count. */
  reads: number;
}

/** The span's sales and payments, with the returns and refunds made in it. */
export async function ledgerRecordsBetween(
  orgId: string,
  from: string,
  to: string,
): Promise<LedgerRecords> {
  const days = chunksOfDays(from, to);
  const [sales, payments] = await Promise.all([
    records<SaleRecord>([
      salesCollection(orgId).where('localDate', '>=', from).where('localDate', '<=', to),
      ...days.map((d) => salesCollection(orgId).where('returnDays', 'array-contains-any', d)),
    ]),
    records<PaymentRecord>([
      paymentsCollection(orgId).where('localDate', '>=', from).where('localDate', '<=', to),
      ...days.map((d) => paymentsCollection(orgId).where('refundDays', 'array-contains-any', d)),
    ]),
  ]);
  return { sales: sales.found, payments: payments.found, reads: sales.reads + payments.reads };
}
