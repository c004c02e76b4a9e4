// What a due task does when Cloud Tasks delivers it: the item's next hop when
// its time is still beyond the horizon, else the item itself, checked against
// the document as it is now (a task that runs late, twice, or after its item
// moved does nothing wrong).
import { logger } from 'firebase-functions';
import { isEmulator } from '../config';
import { DUE_KINDS } from './kinds';
import { enqueueDue, taskFor, ZDueTask } from './queues';

/** Cloud Tasks never runs a task early, but clocks differ by a little. */
const CLOCK_MARGIN_MS = 60_000;

export type DueTaskOutcome = { hop: number } | { did: string | null } | { invalid: string };

export async function runDueTask(data: unknown, now: Date = new Date()): Promise<DueTaskOutcome> {
  const parsed = ZDueTask.safeParse(data);
  if (!parsed.success) {
    // Not ours to retry: a task of an older shape, or none of ours.
    logger.error('A due task was not understood', { data, issues: parsed.error.issues });
    return { invalid: parsed.error.issues.map((i) => i.message).join('; ') };
  }
  const task = parsed.data;
  const kind = DUE_KINDS[task.kind];
  const item = { orgId: task.orgId, id: task.id };
  const at = new Date(task.at);
  // The emulators run every task at once: there the clock-driven due work
  // (due-work.ts) does what is not due yet, and a hop would loop.
  const { hops } = taskFor(task.kind, item, at, now);
  if (hops > 0 && !isEmulator()) {
    await enqueueDue(task.kind, item, at, task.queue, { now });
    return { hop: hops };
  }
  const clock =
    at.getTime() > now.getTime() && at.getTime() - now.getTime() <= CLOCK_MARGIN_MS ? at : now;
  return { did: await kind.run(item, clock) };
}
