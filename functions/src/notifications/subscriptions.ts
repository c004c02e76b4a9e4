// What the notifications slice does when other slices publish (platform/events.ts).
import { logger } from 'firebase-functions';
import { on } from '../platform/events';

// A booking's reminders and notices follow each write of it; due ones go out
// from their own tasks (due/kinds.ts). Safe to run twice (deterministic ids, claimed sends).
on('appointment.written', 'notifications: plan reminders and notices', async (e) => {
  const { syncBookingNotifications } = await import('./queue.service');
  const result = await syncBookingNotifications(e.orgId, e.before, e.after);
  if (result.added || result.withdrawn) logger.info('Booking notifications planned', result);
});

on(
  'appointment.high-risk',
  'notifications: ask the client of a high-risk appointment to confirm',
  async (e) => {
    const { queueConfirmRequest } = await import('./queue.service');
    await queueConfirmRequest(e.orgId, e.bookingId, new Date());
  },
);
