// What the notifications slice does when other slices publish (platform/events.ts).
import { on } from '../platform/events';

on(
  'appointment.high-risk',
  'notifications: ask the client of a high-risk appointment to confirm',
  async (e) => {
    const { queueConfirmRequest } = await import('./queue.service');
    await queueConfirmRequest(e.orgId, e.bookingId, new Date());
  },
);
