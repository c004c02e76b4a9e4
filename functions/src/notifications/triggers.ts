// A booking's reminders and notices follow each write of it; due ones go out
// every minute. Both are safe to run twice (deterministic ids, claimed sends).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';

export const notificationsOnBookingWrite = onDocumentWritten(
  { document: 'orgs/{orgId}/bookings/{bookingId}', region: 'us-central1', retry: true },
  async (event) => {
    const [{ ZBookingRecord }, { syncBookingNotifications }, { recordFrom }] = await Promise.all([
      import('@chairside/core/records/booking'),
      import('./queue.service'),
      import('../records/repository'),
    ]);
    const result = await syncBookingNotifications(
      event.params.orgId,
      recordFrom(ZBookingRecord, event.data?.before),
      recordFrom(ZBookingRecord, event.data?.after),
    );
    if (result.added || result.withdrawn) logger.info('Booking notifications planned', result);
  },
);

/** Every minute: reminders and notices whose time has come. */
export const notificationsSendDue = onSchedule(
  { schedule: 'every 1 minutes', region: 'us-central1', timeZone: 'UTC' },
  async () => {
    const { deliverDue } = await import('./queue.service');
    const report = await deliverDue();
    if (report.sent || report.failed) logger.info('Notifications sent', report);
  },
);
