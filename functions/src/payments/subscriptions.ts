// What the payments slice does when other slices' events happen.
import { on } from '../platform/events';

on(
  'appointment.cancelled',
  'payments: give the deposit (and what was paid ahead) back when cancelled inside the policy',
  async ({ orgId, booking, refundWindowHours, by }) => {
    const { refundDepositOnCancel } = await import('./refund.service');
    await refundDepositOnCancel(orgId, booking, refundWindowHours, by);
  },
);
