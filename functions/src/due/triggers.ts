import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';

/** Every five minutes: online bookings whose deposit was not paid in time are released. */
export const paymentsReleaseHolds = onSchedule(
  { schedule: 'every 5 minutes', region: 'us-central1', timeZone: 'UTC' },
  async () => {
    const { releaseExpiredHolds } = await import('../payments/holds');
    const result = await releaseExpiredHolds();
    if (result.released || result.paid) logger.info('Deposit holds ended', result);
  },
);

/**
 * Every five minutes: imported calendars whose next fetch has come are read
 * again, and connected Google and Outlook calendars are reconciled (push
 * delivery is not guaranteed) and their channels renewed before they lapse.
 */
export const calendarRefreshFeeds = onSchedule(
  { schedule: 'every 5 minutes', region: 'us-central1', timeZone: 'UTC', timeoutSeconds: 300 },
  async () => {
    const [{ refreshDueFeeds }, { reconcileDueConnections }] = await Promise.all([
      import('../calendar/ical.service'),
      import('../calendar/connect.service'),
    ]);
    const now = new Date();
    const refreshed = await refreshDueFeeds(now);
    const reconciled = await reconcileDueConnections(now);
    if (refreshed || reconciled) logger.info('Calendars refreshed', { refreshed, reconciled });
  },
);
