// The financial dashboard's rollups: orgs/{orgId}/financeDaily/{day} and
// financeMonthly/{month}, each the sum of the ledger lines (core/finance) of
// its day or month. A write to a sale or a payment adds what it changed, as
// one rollup change (records/rollups.ts) recorded once per trigger event, so
// a retried trigger counts nothing twice and a payment never waits on a
// totals document. Reconciling rewrites a day from the ledger.
import {
  changeByDay,
  nest,
  paymentLines,
  saleLines,
  sumFigures,
  type Figures,
  type FinanceLine,
} from '@chairside/core/finance';
import { ZPaymentRecord } from '@chairside/core/records/payment';
import { ZSaleRecord } from '@chairside/core/records/retail';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { orgDoc } from '../records/orgs';
import { queueRollup, type RollupChange } from '../records/rollups';

export const financeDayDoc = (orgId: string, day: string) =>
  db().doc(`orgs/${orgId}/financeDaily/${day}`);
export const financeMonthDoc = (orgId: string, month: string) =>
  db().doc(`orgs/${orgId}/financeMonthly/${month}`);
const eventDoc = (orgId: string, eventId: string) =>
  db().doc(`orgs/${orgId}/ledgerEvents/${eventId}`);

/** How long a trigger event's mark is kept (a TTL policy on expiresAt removes it: firestore.indexes.json). */
const EVENT_KEPT_MS = 7 * 86_400_000;

export type LedgerKind = 'sale' | 'payment';

/** A stored sale or payment's ledger lines ([] for none, or one that does not read). */
export function linesOfStored(
  kind: LedgerKind,
  id: string,
  data: unknown,
  timeZone: string,
): FinanceLine[] {
  if (!data) return [];
  const record = { ...(data as object), id };
  if (kind === 'sale') {
    const sale = ZSaleRecord.safeParse(record);
    return sale.success ? saleLines(sale.data, timeZone) : [];
  }
  const payment = ZPaymentRecord.safeParse(record);
  return payment.success ? paymentLines(payment.data, timeZone) : [];
}

/** Each day's change and, summed, each month's, as rollup changes. */
export function rollupChanges(
  orgId: string,
  byDay: ReadonlyMap<string, Figures>,
  currency: string,
): RollupChange[] {
  const months = new Map<string, Figures[]>();
  const out: RollupChange[] = [];
  for (const [day, figures] of byDay) {
    out.push({
      target: financeDayDoc(orgId, day).path,
      add: nest(figures),
      set: { date: day, currency },
    });
    const month = day.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), figures]);
  }
  for (const [month, all] of months)
    out.push({
      target: financeMonthDoc(orgId, month).path,
      add: nest(sumFigures(all)),
      set: { month, currency },
    });
  return out;
}

/** Adds what one write to a sale or payment changed, once per trigger event. */
export async function applyLedgerWrite(
  orgId: string,
  eventId: string,
  kind: LedgerKind,
  id: string,
  before: unknown,
  after: unknown,
): Promise<boolean> {
  const salon = (await orgDoc(orgId).get()).data();
  const timeZone = salon?.timeZone ?? 'UTC';
  const change = changeByDay(
    linesOfStored(kind, id, before, timeZone),
    linesOfStored(kind, id, after, timeZone),
  );
  if (!change.size) return false;
  const currency = salon?.currency ?? 'USD';
  const mark = eventDoc(orgId, eventId);
  return db().runTransaction(async (tx) => {
    if ((await tx.get(mark)).exists) return false;
    tx.create(mark, {
      at: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.now() + EVENT_KEPT_MS),
    });
    queueRollup(tx, orgId, ...rollupChanges(orgId, change, currency));
    return true;
  });
}

/**
 * Writes every day's and month's figures afresh from the whole ledger: for a
 * salon whose sales and payments were made before its rollups were kept (the
 * demo's seed, an import), never for one whose triggers are running.
 */
export async function rebuildFinance(orgId: string): Promise<number> {
  const salon = (await orgDoc(orgId).get()).data();
  const timeZone = salon?.timeZone ?? 'UTC';
  const currency = salon?.currency ?? 'USD';
  const [sales, payments] = await Promise.all([
    db().collection(`orgs/${orgId}/sales`).get(),
    db().collection(`orgs/${orgId}/payments`).get(),
  ]);
  const lines = [
    ...sales.docs.flatMap((d) => linesOfStored('sale', d.id, d.data(), timeZone)),
    ...payments.docs.flatMap((d) => linesOfStored('payment', d.id, d.data(), timeZone)),
  ];
  const byDay = changeByDay([], lines);
  const writer = db().bulkWriter();
  for (const change of rollupChanges(orgId, byDay, currency))
    void writer.set(db().doc(change.target), { ...change.set, ...change.add });
  await writer.close();
  return byDay.size;
}
