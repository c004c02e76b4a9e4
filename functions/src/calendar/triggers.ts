import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';

/**
 * Every five minutes: imported calendars whose next fetch has come are read
 * again, and connected Google and Outlook calendars are reconciled (push
 * delivery is not guaranteed) and their channels renewed before they lapse.
 */
export const calendarRefreshFeeds = onSchedule(
  { schedule: 'every 5 minutes', region: 'us-central1', timeZone: 'UTC', timeoutSeconds: 300 },
  async () => {
    const [{ refreshDueFeeds }, { reconcileDueConnections }] = await Promise.all([
      import('./ical.service'),
      import('./connect.service'),
    ]);
    const now = new Date();
    const refreshed = await refreshDueFeeds(now);
    const reconciled = await reconcileDueConnections(now);
    if (refreshed || reconciled) logger.info('Calendars refreshed', { refreshed, reconciled });
  },
);

/** A booking's event follows it into the connected Google or Outlook calendar of the member it is with. */
export const calendarOnBookingWrite = onDocumentWritten(
  { document: 'orgs/{orgId}/bookings/{bookingId}', region: 'us-central1', retry: true },
  async (event) => {
    const [{ ZBookingRecord }, { pushBooking }, { recordFrom }] = await Promise.all([
      import('@chairside/core/records/booking'),
      import('./connect.service'),
      import('../records/repository'),
    ]);
    await pushBooking(
      event.params.orgId,
      recordFrom(ZBookingRecord, event.data?.before),
      recordFrom(ZBookingRecord, event.data?.after),
    );
  },
);
