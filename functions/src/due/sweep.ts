// The sweeper: what was due more than SWEEP_GRACE_MS before `now` and is
// still waiting gets a task of its own, named for this sweep's round (so a
// second sweeper run in the same round adds nothing).
import { DUE_KIND_NAMES, DUE_KINDS } from './kinds';
import { enqueueDue } from './queues';

/** What is this late and still waiting counts as lost (its own task should have run). */
export const SWEEP_GRACE_MS = 2 * 60_000;
const PAGE = 1000;
const ROUND_MS = 5 * 60_000;

export async function sweepDue(now: Date): Promise<Record<string, number>> {
  const report: Record<string, number> = {};
  const before = new Date(now.getTime() - SWEEP_GRACE_MS);
  const roundStart = Math.floor(now.getTime() / ROUND_MS) * ROUND_MS;
  const round = 'sweep';
  const at = new Date(roundStart);
  for (const name of DUE_KIND_NAMES) {
    const items = await DUE_KINDS[name].due(before, PAGE);
    const planned = await Promise.all(
      items.map((item) => enqueueDue(name, item, at, item.queue, { now, round })),
    );
    report[name] = planned.filter(Boolean).length;
  }
  return report;
}
