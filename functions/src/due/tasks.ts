// The task-queue functions that run due work, one per queue: appointment
// messages, holds, reservations, gift cards, posts and calendars on the
// transactional queue; a salon's own messages to many on the marketing queue,
// dispatched more slowly so a 200,000-recipient send never delays a reminder.
// A handler that throws is retried by Cloud Tasks with growing waits.
import { onTaskDispatched, type TaskQueueOptions } from 'firebase-functions/v2/tasks';
import { defineInt } from 'firebase-functions/params';
import { logger } from 'firebase-functions';
import type { DueTask } from './queues';

/**
 * Dispatch rates and concurrency per queue, as parameters: production keeps
 * the defaults; the emulators' project (.env.demo-chairside) runs a few at a
 * time, since each emulated run is a process of its own on a small machine.
 */
export const DUE_RATES = {
  transactional: defineInt('DUE_TRANSACTIONAL_PER_SECOND', {
    default: 500,
    description: 'Due tasks dispatched a second (reminders, holds, calendars)',
  }),
  transactionalConcurrent: defineInt('DUE_TRANSACTIONAL_CONCURRENT', {
    default: 2000,
    description: 'Due tasks running at once (reminders, holds, calendars)',
  }),
  marketing: defineInt('DUE_MARKETING_PER_SECOND', {
    default: 40,
    description: 'Marketing messages dispatched a second',
  }),
  marketingConcurrent: defineInt('DUE_MARKETING_CONCURRENT', {
    default: 200,
    description: 'Marketing messages sending at once',
  }),
  /**
   * The first and longest wait before a failed task is tried again. The
   * emulators' queue keeps a waiting task in its dispatch slot (a real queue
   * does not), so there the waits are seconds: a few tasks failing on a mail
   * server that has gone away must not hold up every other task for minutes.
   */
  minBackoff: defineInt('DUE_MIN_BACKOFF_SECONDS', {
    default: 30,
    description: 'Seconds before a failed due task is first tried again',
  }),
  maxAttempts: defineInt('DUE_MAX_ATTEMPTS', {
    default: 5,
    description: 'Tries of a due task before Cloud Tasks gives it up (the sweeper still finds it)',
  }),
  maxBackoff: defineInt('DUE_MAX_BACKOFF_SECONDS', {
    default: 900,
    description: 'The longest wait between tries of a failed due task',
  }),
};

const common = {
  region: 'us-central1',
  cpu: 1,
  memory: '512MiB',
  // Calendar reads can take minutes; a notification's lease is longer (SENDING_LEASE_MS).
  timeoutSeconds: 300,
  retryConfig: {
    maxAttempts: DUE_RATES.maxAttempts,
    minBackoffSeconds: DUE_RATES.minBackoff,
    maxBackoffSeconds: DUE_RATES.maxBackoff,
    maxDoublings: 4,
  },
} satisfies TaskQueueOptions;

export const DUE_QUEUE_SIZES = {
  /** ~7,000 messages a minute at the target peak, with room for holds and calendars. */
  dueTransactional: {
    ...common,
    concurrency: 80,
    maxInstances: 100,
    rateLimits: {
      maxDispatchesPerSecond: DUE_RATES.transactional,
      maxConcurrentDispatches: DUE_RATES.transactionalConcurrent,
    },
  },
  /** A 200,000-recipient campaign in about an hour and a half, beside the reminders. */
  dueMarketing: {
    ...common,
    concurrency: 40,
    maxInstances: 20,
    rateLimits: {
      maxDispatchesPerSecond: DUE_RATES.marketing,
      maxConcurrentDispatches: DUE_RATES.marketingConcurrent,
    },
  },
} satisfies Record<string, TaskQueueOptions>;

const handler = async (req: { data: DueTask }) => {
  const { runDueTask } = await import('./run');
  const outcome = await runDueTask(req.data);
  if ('did' in outcome && outcome.did) logger.info('Due task', { ...req.data, ...outcome });
};

export const dueTransactional = onTaskDispatched<DueTask>(
  DUE_QUEUE_SIZES.dueTransactional,
  handler,
);
export const dueMarketing = onTaskDispatched<DueTask>(DUE_QUEUE_SIZES.dueMarketing, handler);
