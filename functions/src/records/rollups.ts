// Rollups (a day's retail totals, a salon's gift card liability, each
// person's unread messages) kept out of the money and message transactions.
// A sale, a return, a gift card entry or a message writes one new change
// document (orgs/{orgId}/rollupChanges/{id}) in its transaction, which
// contends with nothing; the aggregator trigger (rollupsOnChange) applies it
// to its rollups once (it deletes the change in the same transaction), so two
// sales of one salon never wait for each other on a totals document, and a
// retried trigger counts nothing twice.
import { randomUUID } from 'node:crypto';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firebase';

/** Numbers to add, nested as the rollup's fields are. */
export interface AddTree {
  [field: string]: number | AddTree;
}

export interface RollupChange {
  /** The rollup's path: `orgs/{orgId}/retailDaily/2026-11-26`, `unreadCounts/{uid}`. */
  target: string;
  /** Amounts added to the rollup's fields (negative to take off). */
  add: AddTree;
  /** Fields set as given (a day's date, a product's name). */
  set?: Record<string, unknown>;
}

export const rollupChangeDoc = (orgId: string, id: string) =>
  db().doc(`orgs/${orgId}/rollupChanges/${id}`);

/** Records changes to rollups in the caller's transaction (one document for them all). */
export function queueRollup(
  tx: Transaction,
  orgId: string,
  ...changes: readonly RollupChange[]
): void {
  if (!changes.length) return;
  tx.create(rollupChangeDoc(orgId, randomUUID()), {
    changes: changes.map((c) => ({ target: c.target, add: c.add, set: c.set ?? {} })),
    at: FieldValue.serverTimestamp(),
  });
}

const isTree = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The merge that applies a change: set fields, and increments for the amounts. */
export function rollupWrite(add: unknown, set: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = isTree(set) ? { ...set } : {};
  if (!isTree(add)) return out;
  for (const [field, value] of Object.entries(add)) {
    if (typeof value === 'number') {
      if (value !== 0) out[field] = FieldValue.increment(value);
    } else if (isTree(value)) {
      const inner = rollupWrite(value, out[field]);
      if (Object.keys(inner).length) out[field] = inner;
    }
  }
  return out;
}

/** Applies one recorded change, once: answers false when it was applied already. */
export async function applyRollupChange(orgId: string, id: string): Promise<boolean> {
  const ref = rollupChangeDoc(orgId, id);
  return db().runTransaction(async (tx) => {
    const recorded: unknown = (await tx.get(ref)).get('changes');
    if (!Array.isArray(recorded)) return false;
    for (const change of recorded as unknown[]) {
      if (!isTree(change) || typeof change['target'] !== 'string') continue;
      const write = rollupWrite(change['add'], change['set']);
      if (Object.keys(write).length) tx.set(db().doc(change['target']), write, { merge: true });
    }
    tx.delete(ref);
    return true;
  });
}
