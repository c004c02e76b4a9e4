import { FieldValue } from 'firebase-admin/firestore';
import type { CashCheckoutAnswer } from '@chairside/core/contracts/payments';
import { balanceDue, changeDue, type ZCashCheckout } from '@chairside/core/payments';
import { formatMinorUnits } from '@chairside/core/money';
import type { PaymentRecord } from '@chairside/core/records/payment';
import { localParts } from '@chairside/core/zoned-time';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { bookingDoc } from '../records/bookings';
import { orgDoc } from '../records/orgs';
import { paymentDoc } from '../records/payments';
import { requestHash } from '../platform/ids';
import { paymentView } from './ledger';
import { cashierOf, paymentIdFor } from '../platform/ledger';

const CHECKOUT_FROM = ['booked', 'confirmed', 'checked_in', 'completed'];

/**
 * Checks an appointment out in cash, in one transaction: the balance is what
 * the appointment's price less what was paid says (the screen's figure must
 * match it), the payment goes into the ledger with the cash handed over and
 * the change, and the appointment is marked paid and completed. The same
 * idempotency key answers the same payment again and takes nothing more.
 */
export async function cashCheckout(
  caller: Caller,
  input: z.output<typeof ZCashCheckout>,
  now: () => Date = () => new Date(),
): Promise<CashCheckoutAnswer> {
  const { orgId, bookingId } = input;
  const cashier = await cashierOf(orgId, caller, 'take payments');
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon no longer exists.');
  const ref = paymentDoc(orgId, paymentIdFor(orgId, 'cash', input.idempotencyKey));
  const hash = requestHash({ ...input, idempotencyKey: undefined });

  return db().runTransaction(async (tx) => {
    const [existing, booking] = await Promise.all([
      tx.get(ref),
      tx.get(bookingDoc(orgId, bookingId)),
    ]);
    const previous = existing.data();
    if (previous) {
      if (previous.requestHash !== hash) {
        throw new ApiError(
          'unprocessable',
          'This idempotency key was already used for a different payment. Use a new key for a new payment.',
        );
      }
      return { payment: paymentView(previous), change: previous.cash?.change ?? 0, replayed: true };
    }
    const appointment = booking.data();
    if (!appointment) throw new ApiError('not_found', 'That appointment no longer exists.');
    if (!CHECKOUT_FROM.includes(appointment.status)) {
      throw new ApiError(
        'conflict',
        appointment.status === 'no_show'
          ? 'This appointment was marked as a no-show: charge a no-show fee instead.'
          : 'This appointment was cancelled, so there is nothing to check out.',
      );
    }
    const due = balanceDue(appointment.price, appointment.paid);
    const money = (n: number) => formatMinorUnits(n, appointment.currency);
    if (due === 0) throw new ApiError('conflict', 'This appointment is already paid in full.');
    if (input.expectedAmount !== due) {
      throw new ApiError(
        'conflict',
        `The balance is now ${money(due)}, not ${money(input.expectedAmount)}. Check the amount and try again.`,
        [{ path: 'expectedAmount', message: `The balance is ${money(due)}` }],
      );
    }
    const at = now();
    const change = changeDue(input.tendered, due, input.tip);
    const record: PaymentRecord = {
      id: ref.id,
      method: 'cash',
      purpose: 'balance',
      status: 'succeeded',
      amount: due,
      tip: input.tip,
      refunded: 0,
      currency: appointment.currency,
      bookingId,
      saleId: null,
      clientId: appointment.clientId,
      clientName: appointment.clientName,
      staffId: appointment.staffId,
      staffName: appointment.staffName,
      cash: { tendered: input.tendered, change },
      stripe: null,
      refunds: [],
      refundDays: [],
      localDate: localParts(at.getTime(), salon.timeZone).date,
      takenBy: cashier,
      history: [{ at, status: 'succeeded', by: cashier, note: 'Cash taken' }],
      requestHash: hash,
      createdAt: at,
      updatedAt: at,
    };
    tx.create(ref, record);
    tx.update(booking.ref, {
      paid: appointment.paid + due,
      tips: appointment.tips + input.tip,
      paymentStatus: 'paid',
      ...(appointment.status === 'completed'
        ? {}
        : { status: 'completed', statusChangedAt: FieldValue.serverTimestamp() }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { payment: paymentView(record), change, replayed: false };
  });
}
