import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';

/** Every five minutes: online bookings whose deposit was not paid in time are released. */
export const paymentsReleaseHolds = onSchedule(
  { schedule: 'every 5 minutes', region: 'us-central1', timeZone: 'UTC' },
  async () => {
    const { releaseExpiredHolds } = await import('./holds');
    const result = await releaseExpiredHolds();
    if (result.released || result.paid) logger.info('Deposit holds ended', result);
  },
);
