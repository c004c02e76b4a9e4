// Each due job (jobs.ts) as a deployed schedule; index.ts exports every one
// (a test fails for a job that is not).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { DUE_JOBS, type DueJob, type DueJobName } from './jobs';

function scheduleOf(name: DueJobName) {
  const job: DueJob = DUE_JOBS[name];
  return onSchedule(
    {
      schedule: job.every,
      region: 'us-central1',
      timeZone: 'UTC',
      ...(job.timeoutSeconds ? { timeoutSeconds: job.timeoutSeconds } : {}),
    },
    async () => {
      const report = await job.run(new Date());
      if (Object.values(report).some((n) => n > 0)) logger.info(`Due work: ${name}`, report);
    },
  );
}

export const paymentsReleaseHolds = scheduleOf('paymentsReleaseHolds');
export const blogPublishScheduled = scheduleOf('blogPublishScheduled');
export const notificationsSendDue = scheduleOf('notificationsSendDue');
export const retailExpireReservations = scheduleOf('retailExpireReservations');
export const giftCardsDeliverDue = scheduleOf('giftCardsDeliverDue');
export const calendarRefreshFeeds = scheduleOf('calendarRefreshFeeds');
