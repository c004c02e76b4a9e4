// What the payment services share: ids from idempotency keys, who is acting,
// and a payment as the calls answer it.
import { createHash } from 'node:crypto';
import type { PaymentView } from '@chairside/core/contracts/payments';
import type { PaymentRecord } from '@chairside/core/records/payment';
import type { Role } from '@chairside/core/roles';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { memberDoc } from '../records/team';

/** Who takes money and counts the drawer. */
export const CASHIER_ROLES: readonly Role[] = ['owner', 'manager', 'front_desk'];

/** A payment's id follows from its kind and idempotency key: a retried request finds it. */
export function paymentIdFor(orgId: string, kind: string, key: string): string {
  return createHash('sha256').update(`payment:${kind}:${orgId}:${key}`).digest('hex').slice(0, 24);
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
