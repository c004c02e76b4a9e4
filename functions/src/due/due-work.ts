// Every kind of due work at once, with the caller's clock, in the emulators:
// `npm start` calls it every minute through the emulator-only route (the
// emulators run tasks at once and never fire schedules), and tests drive it
// with their own clock. Production runs each item from its own task.
import { logger } from 'firebase-functions';
import { DUE_KIND_NAMES, DUE_KINDS } from './kinds';

export interface DueWorkReport {
  at: string;
  /** What was done of each kind, counted by what happened. */
  kinds: Record<string, Record<string, number>>;
}

export async function runDueWork(now: Date = new Date()): Promise<DueWorkReport> {
  const kinds: DueWorkReport['kinds'] = {};
  for (const name of DUE_KIND_NAMES) {
    const counts: Record<string, number> = {};
    for (const item of await DUE_KINDS[name].due(now, 500)) {
      const did = await DUE_KINDS[name].run(item, now).catch((err: unknown) => {
        logger.error('Due work failed; it is tried again next round', { name, ...item, err });
        return 'failed';
      });
      if (did) counts[did] = (counts[did] ?? 0) + 1;
    }
    kinds[name] = counts;
  }
  return { at: now.toISOString(), kinds };
}
