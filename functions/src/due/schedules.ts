// The one schedule of due work, and it only dispatches: every few minutes
// the sweeper finds what should have run a while ago and did not (a task
// lost, a handler that gave up, a send whose run died) and enqueues a task
// for each. Everything else runs from its own task (followers.ts).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';

/** How often the sweeper runs (Cloud Scheduler's words); sweep.ts says what counts as lost. */
export const SWEEP_EVERY = 'every 5 minutes';

export const dueSweep = onSchedule(
  { schedule: SWEEP_EVERY, region: 'us-central1', timeZone: 'UTC', timeoutSeconds: 300 },
  async () => {
    const { sweepDue } = await import('./sweep');
    const report = await sweepDue(new Date());
    if (Object.values(report).some((n) => n > 0)) logger.warn('Due work swept up', report);
  },
);
