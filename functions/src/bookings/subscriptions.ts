// What the bookings slice does when other slices' events happen.
import { on } from '../platform/events';

on(
  'appointment.secured',
  'bookings: confirm the held online booking to the client',
  async ({ orgId, bookingId }) => {
    const { confirmPaidBooking } = await import('./online.service');
    await confirmPaidBooking(orgId, bookingId);
  },
);
