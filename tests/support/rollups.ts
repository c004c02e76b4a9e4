// Rollups (retail day totals, gift card liability, unread counts) follow a
// change document a moment after the write that queued it
// (functions/src/records/rollups.ts). Tests that read a rollup right after a
// write wait until the salon has no change left to apply.
import { expect, vi } from 'vitest';
import { admin } from './api';

/** Waits until every queued rollup change of the salon has been applied. */
export async function rollupsSettled(orgId: string): Promise<void> {
  const { db } = admin();
  await vi.waitFor(
    async () => {
      const pending = await db.collection(`orgs/${orgId}/rollupChanges`).limit(1).get();
      expect(pending.size).toBe(0);
    },
    { timeout: 20_000, interval: 100 },
  );
}
