// A booking's reminders and notices follow each write of it; due ones go out
// from their own tasks (due/kinds.ts). Both are safe to run twice (deterministic ids, claimed sends).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
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
