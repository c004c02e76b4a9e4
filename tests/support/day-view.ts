// The day read model (orgs/{orgId}/bookingDays/{date}) follows each stylist's
// lock document a moment after it is written (functions/src/bookings/day-view.ts).
// Tests that read busy time through it wait until it has caught up.
import { expect, vi } from 'vitest';
import { addDays } from '@chairside/core/zoned-time';
import { admin } from './api';

/** Waits until the read model of each date (and the day either side) shows its lock documents. */
export async function dayViewSettled(
  orgId: string,
  dates: readonly string[],
  timeout = 45_000,
): Promise<void> {
  const all = [...new Set(dates.flatMap((d) => [addDays(d, -1), d, addDays(d, 1)]))];
  const { db } = admin();
  await vi.waitFor(
    async () => {
      for (const date of all) {
        const [locks, day] = await Promise.all([
          db.collection(`orgs/${orgId}/bookingDays/${date}/staff`).get(),
          db.doc(`orgs/${orgId}/bookingDays/${date}`).get(),
        ]);
        const shown = (day.get('blocksByStaff') ?? {}) as Record<string, unknown[]>;
        const truth = Object.fromEntries(
          locks.docs
            .map((l) => [l.id, (l.get('blocks') ?? []) as unknown[]] as const)
            .filter(([, blocks]) => blocks.length),
        );
        const nonEmpty = Object.fromEntries(Object.entries(shown).filter(([, b]) => b.length));
        expect(JSON.parse(JSON.stringify(nonEmpty))).toEqual(JSON.parse(JSON.stringify(truth)));
      }
    },
    // The trigger that keeps it queues behind every other trigger of the emulators' one
    // functions process: under the full suite that can take a while.
    { timeout, interval: 200 },
  );
}
