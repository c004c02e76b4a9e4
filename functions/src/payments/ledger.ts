// What the payment services share: ids from idempotency keys, who is acting,
// and a payment as the calls answer it.
import { createHash } from 'node:crypto';
import type { PaymentView } from '@chairside/core/contracts/payments';
import type { PaymentRecord } from '@chairside/core/records/payment';
import { CASHIER_ROLES } from '@chairside/core/roles';
import { localParts } from '@chairside/core/zoned-time';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { paymentsCollection } from '../records/payments';
import { readableRecords } from '../records/repository';
import { memberDoc } from '../records/team';

/** A payment's id follows from its kind and idempotency key: a retried request finds it. */
export function paymentIdFor(orgId: string, kind: string, key: string): string {
  return createHash('sha256').update(`payment:${kind}:${orgId}:${key}`).digest('hex').slice(0, 24);
}

type Actor = PaymentRecord['takenBy'];

/**
 * A ledger record with what most payments leave empty filled in: the caller
 * names what it is, how much, for whom, and the first line of its history.
 */
export function ledgerRecord(
  r: Pick<PaymentRecord, 'id' | 'method' | 'purpose' | 'status' | 'amount' | 'currency'> &
    Partial<
      Pick<
        PaymentRecord,
        | 'tip'
        | 'bookingId'
        | 'saleId'
        | 'giftCardId'
        | 'clientId'
        | 'clientName'
        | 'staffId'
        | 'staffName'
        | 'cash'
        | 'stripe'
      >
    > & { timeZone: string; at: Date; by: Actor; note: string; requestHash: string },
): PaymentRecord {
  const { timeZone, at, by, note, ...fields } = r;
  return {
    tip: 0,
    refunded: 0,
    bookingId: null,
    saleId: null,
    clientId: null,
    clientName: '',
    staffId: null,
    staffName: '',
    cash: null,
    stripe: null,
    refunds: [],
    ...fields,
    localDate: localParts(at.getTime(), timeZone).date,
    takenBy: by,
    history: [{ at, status: r.status, by, note }],
    createdAt: at,
    updatedAt: at,
  };
}

/** The caller as the ledger records them, after checking they may take money. */
export async function cashierOf(orgId: string, caller: Caller, action: string) {
  await requireRole(orgId, caller, CASHIER_ROLES, { action });
  const member = (await memberDoc(orgId, caller.uid).get()).data();
  return { uid: caller.uid, name: member?.displayName || caller.email || 'A team member' };
}

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
