// A pay period's ledger as pay reads it: the sales and payments of the period,
// and those of earlier periods whose returns or refunds fall in it (found by
// the days they were made), the appointments they paid (their service and
// whether they are paid in full), in as few reads as the period holds.
import type { SaleRecord } from '@chairside/core/records/retail';
import type { PaymentSource, PayPeriod, SaleSource } from '@chairside/core/pay-runs';
import { TAKEN_STATUSES } from '@chairside/core/payments';
import { localParts } from '@chairside/core/zoned-time';
import { countReads } from '../http/read-count';
import type { PaymentRecord } from '@chairside/core/records/payment';
import { bookingDoc, bookingsCollection } from '../records/bookings';
import { paymentsCollection } from '../records/payments';
import { ledgerRecordsBetween } from '../records/ledger';
import { getAll, readableRecords } from '../records/repository';

export function saleSource(s: SaleRecord, timeZone: string): SaleSource {
  const paid = s.tenders.reduce((n, t) => n + t.amount, 0);
  const card = s.tenders
    .filter((t) => t.method === 'card' || t.method === 'qr')
    .reduce((n, t) => n + t.amount, 0);
  return {
    id: s.id,
    number: s.number,
    localDate: s.localDate,
    clientId: s.clientId,
    cardShare: paid > 0 ? card / paid : 0,
    lines: s.lines.map((l) => ({
      kind: l.kind,
      productId: l.productId,
      bookingId: l.bookingId,
      name: l.name,
      quantity: l.quantity,
      gross: l.gross,
      lineDiscount: l.lineDiscount,
      cartDiscount: l.cartDiscount,
      unitCost: Math.round(l.unitCost),
      staffId: l.staffId,
    })),
    tips: s.tips.map((t) => ({ staffId: t.staffId, amount: t.amount })),
    approved: s.discounts
      .filter((d) => d.approvedBy && d.amount)
      .map((d) => ({ sellerUid: d.givenBy.uid, amount: d.amount })),
    returns: s.returns.map((r) => ({
      id: r.id,
      localDate: localParts(r.at.getTime(), timeZone).date,
      lines: r.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    })),
  };
}

export interface PeriodLedger {
  sales: SaleSource[];
  payments: PaymentSource[];
  serviceOf: (bookingId: string) => string | null;
  /** The day of an appointment paid (commission on the appointment's day). */
  appointmentDay: (bookingId: string) => string | null;
}

/** Firestore takes at most 30 values in an `in`. */
const thirties = <T>(xs: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(xs.length / 30) }, (_, i) => xs.slice(i * 30, i * 30 + 30));

/**
 * Payments made before the period for its appointments (deposits paid ahead),
 * which earn in it when commission follows the appointment's day.
 */
async function paidAhead(orgId: string, period: PayPeriod): Promise<PaymentRecord[]> {
  const snap = await bookingsCollection(orgId)
    .where('localDate', '>=', period.from)
    .where('localDate', '<=', period.to)
    .select()
    .get();
  countReads(Math.max(1, snap.size));
  const ids = snap.docs.map((d) => d.id);
  const found = await Promise.all(
    thirties(ids).map((chunk) =>
      paymentsCollection(orgId)
        .where('bookingId', 'in', chunk)
        .where('localDate', '<', period.from)
        .get(),
    ),
  );
  countReads(found.reduce((n, s) => n + Math.max(1, s.size), 0));
  return found.flatMap((s) => readableRecords(s.docs));
}

/** The period's sales and payments, with the returns and refunds made in it. */
export async function readPeriodLedger(
  orgId: string,
  period: PayPeriod,
  timeZone: string,
  recognition: 'payment' | 'appointment' = 'payment',
): Promise<PeriodLedger> {
  const [{ sales, payments: inPeriod, reads }, ahead] = await Promise.all([
    ledgerRecordsBetween(orgId, period.from, period.to),
    recognition === 'appointment' ? paidAhead(orgId, period) : Promise.resolve([]),
  ]);
  countReads(reads);
  const known = new Set(inPeriod.map((p) => p.id));
  const payments = [...inPeriod, ...ahead.filter((p) => !known.has(p.id))];
  const taken = payments.filter((p) => (TAKEN_STATUSES as readonly string[]).includes(p.status));
  // The appointments paid: their first service (a plan's own rates) and whether they are paid up.
  const bookingIds = new Set<string>();
  for (const s of sales) for (const l of s.lines) if (l.bookingId) bookingIds.add(l.bookingId);
  for (const p of taken) if (p.bookingId && !p.saleId) bookingIds.add(p.bookingId);
  const snaps = await getAll([...bookingIds].map((id) => bookingDoc(orgId, id)));
  countReads(bookingIds.size);
  const byId = new Map(
    snaps.flatMap((snap) => {
      const b = snap.data();
      return b ? [[snap.id, b] as const] : [];
    }),
  );
  return {
    sales: sales.map((s) => saleSource(s, timeZone)),
    payments: taken.map((p) => {
      const booking = p.bookingId ? byId.get(p.bookingId) : undefined;
      return {
        id: p.id,
        purpose: p.purpose,
        method: p.method,
        saleId: p.saleId,
        staffId: p.staffId,
        bookingId: p.bookingId,
        localDate: p.localDate,
        amount: p.amount,
        tip: p.tip,
        refunds: p.refunds
          .filter((r) => r.status === 'succeeded')
          .map((r) => ({
            id: r.id,
            amount: r.amount,
            localDate: localParts(r.at.getTime(), timeZone).date,
          })),
        fullyPaid: booking ? booking.paid >= booking.price : true,
        clientName: p.clientName,
      };
    }),
    serviceOf: (bookingId) => byId.get(bookingId)?.serviceIds[0] ?? null,
    appointmentDay: (bookingId) => byId.get(bookingId)?.localDate ?? null,
  };
}
