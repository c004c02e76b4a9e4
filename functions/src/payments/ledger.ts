// A payment as the calls answer it, and the ledger read a page at a time.
import type { PaymentView } from '@chairside/core/contracts/payments';
import type { PaymentRecord } from '@chairside/core/records/payment';
import { paymentsCollection } from '../records/payments';
import { readableRecords } from '../records/repository';

export function paymentView(p: PaymentRecord): PaymentView {
  return {
    id: p.id,
    method: p.method,
    purpose: p.purpose,
    status: p.status,
    amount: p.amount,
    tip: p.tip,
    refunded: p.refunded,
    currency: p.currency,
    bookingId: p.bookingId,
    clientName: p.clientName,
    staffName: p.staffName,
    cash: p.cash,
    takenBy: p.takenBy.name,
    createdAt: p.createdAt.toISOString(),
  };
}

/** The ledger's payments between two salon-local dates, a page of reads at a time. */
export async function* paymentsBetween(orgId: string, from: string, to: string) {
  const pageSize = 500;
  let query = paymentsCollection(orgId)
    .where('localDate', '>=', from)
    .where('localDate', '<=', to)
    .orderBy('localDate')
    .limit(pageSize);
  for (;;) {
    const page = await query.get();
    yield* readableRecords(page.docs);
    if (page.size < pageSize) return;
    query = query.startAfter(page.docs.at(-1)!);
  }
}
