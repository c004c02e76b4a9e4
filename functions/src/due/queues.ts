// Enqueueing and withdrawing due tasks. One task per item and time, named so
// that planning twice enqueues once (platform/due.ts dueTaskId). Cloud Tasks
// holds a task at most 30 days ahead: a later time is reached in hops (the
// task at the horizon plans the next, tasks.ts).
import { z } from 'zod';
import { dueTaskId, type DueItem, type DueQueue } from '../platform/due';
import { errorCode } from '../platform/errors';
import { adminFunctions } from '../firebase';
import { DUE_KIND_NAMES, type DueKindName } from './kinds';

/** The task-queue function that runs each queue (tasks.ts). */
export const QUEUE_FUNCTIONS: Record<DueQueue, 'dueTransactional' | 'dueMarketing'> = {
  transactional: 'dueTransactional',
  marketing: 'dueMarketing',
};

/** How far ahead Cloud Tasks keeps a task (30 days, less a day's margin). */
export const HORIZON_MS = 29 * 86_400_000;

export const ZDueTask = z.object({
  kind: z.enum(DUE_KIND_NAMES as [DueKindName, ...DueKindName[]]),
  orgId: z.string(),
  id: z.string().min(1),
  /** When the item falls due (ms since the epoch). */
  at: z.number().int(),
  queue: z.enum(['transactional', 'marketing']).default('transactional'),
});
export type DueTask = z.input<typeof ZDueTask>;

const queue = (q: DueQueue) =>
  adminFunctions().taskQueue<DueTask>(`locations/us-central1/functions/${QUEUE_FUNCTIONS[q]}`);

/**
 * Where a time beyond the horizon is reached in hops: hop n runs n horizons
 * before the time and plans hop n-1; hop 0 is the item's own task. The same
 * item and time name the same task whenever they are planned (or withdrawn)
 * while it waits.
 */
export function taskFor(kind: DueKindName, item: DueItem, at: Date, now: Date, round = '') {
  const hops = Math.max(0, Math.ceil((at.getTime() - now.getTime()) / HORIZON_MS) - 1);
  const runAt = new Date(at.getTime() - hops * HORIZON_MS);
  const name = [hops ? `hop${hops}` : '', round].filter(Boolean).join('-');
  return { hops, runAt, id: dueTaskId(kind, item, at, name) };
}

/**
 * Plans the item's task at `at` (or its next hop). Answers false when that
 * task was already planned. `round` names another task for the same time
 * (the sweeper's).
 */
export async function enqueueDue(
  kind: DueKindName,
  item: DueItem,
  at: Date,
  q: DueQueue = 'transactional',
  options: { now?: Date; round?: string } = {},
): Promise<boolean> {
  const task = taskFor(kind, item, at, options.now ?? new Date(), options.round);
  try {
    await queue(q).enqueue(
      { kind, orgId: item.orgId, id: item.id, at: at.getTime(), queue: q },
      { id: task.id, scheduleTime: task.runAt, dispatchDeadlineSeconds: 300 },
    );
    return true;
  } catch (err) {
    if (errorCode(err) === 'functions/task-already-exists') return false;
    throw err;
  }
}

/** Deletes the item's waiting task for `at` (nothing happens when it ran or never was). */
export async function withdrawDue(
  kind: DueKindName,
  item: DueItem,
  at: Date,
  q: DueQueue = 'transactional',
  now: Date = new Date(),
): Promise<void> {
  await queue(q).delete(taskFor(kind, item, at, now).id);
}
