// Money movement every slice shares: a payment's id from its idempotency key,
// a ledger record with what most payments leave empty filled in, and the
// cashier as the ledger names them. Only functions write the ledger.
import { createHash } from 'node:crypto';
import type { PaymentRecord } from '@chairside/core/records/payment';
import { CASHIER_ROLES } from '@chairside/core/roles';
import { localParts } from '@chairside/core/zoned-time';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { actorOf } from './actor';

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
    refundDays: [],
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
  return actorOf(orgId, caller);
}
