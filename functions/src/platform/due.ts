// Work that falls due at a time (a reminder, a deposit hold, a reservation, a
// gift card's delivery day, a calendar's next read, a scheduled post), as each
// slice describes it. The due layer (functions/src/due) turns every such
// document into one Cloud Tasks task scheduled for its time, and sweeps up
// anything a lost task left behind; the slices only say when a document is
// due, how to find what is due at a time, and how to do one item.
import { createHash } from 'node:crypto';
import type { DocumentData } from 'firebase-admin/firestore';

/**
 * Appointment messages, money and calendars run on the transactional queue;
 * a salon's own messages to many clients on the marketing queue, so a large
 * send never delays anyone's reminder.
 */
export type DueQueue = 'transactional' | 'marketing';

export interface DueItem {
  /** '' for platform documents (blog posts). */
  orgId: string;
  id: string;
}

export interface DueKind {
  /** The documents it follows, as a trigger path (`orgs/{orgId}/notifications/{id}`). */
  document: string;
  /** When a document, as stored, falls due; null when it waits for nothing. */
  dueAt(data: DocumentData): Date | null;
  /** Which queue runs it (transactional unless said). */
  queueOf?(data: DocumentData): DueQueue;
  /** What is due at `now`, oldest first: what the sweeper and the emulators run. */
  due(now: Date, limit: number): Promise<(DueItem & { queue?: DueQueue })[]>;
  /**
   * Does one item when it is due at `now` (and only then); answers what it
   * did in a word, or null when nothing was due. Safe to run twice.
   */
  run(item: DueItem, now: Date): Promise<string | null>;
}

/** A stored time as a Date, whether the SDK gave a Timestamp, a Date or nothing. */
export function timeOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && 'toDate' in value) {
    const toDate: unknown = Reflect.get(value, 'toDate');
    if (typeof toDate === 'function') {
      const d: unknown = toDate.call(value);
      if (d instanceof Date) return d;
    }
  }
  return null;
}

/**
 * The task's id: the same item due at the same time always names the same
 * task (planning twice enqueues once; a moved time is a new task and the old
 * one can be deleted by name). Hashed first, as Cloud Tasks advises, so ids
 * do not crowd one key range.
 */
export function dueTaskId(kind: string, item: DueItem, at: Date, round = ''): string {
  const hash = createHash('sha256').update(`${kind}/${item.orgId}/${item.id}`).digest('hex');
  return `${hash.slice(0, 32)}-${kind}-${at.getTime()}${round ? `-${round}` : ''}`;
}

export interface DuePlan {
  /** The task to enqueue, when the document waits for a (new) time. */
  enqueue: Date | null;
  /** The task to delete, when the time it was planned for is gone. */
  withdraw: Date | null;
}

/**
 * What a write of a due document changes in the queue. A document that stops
 * waiting (done, usually by its own task) leaves its task alone: deleting a
 * task that is running is not ours to do, and one that runs late finds
 * nothing due. A moved time or a deleted document withdraws the old task.
 */
export function duePlan(before: Date | null, after: Date | null, deleted: boolean): DuePlan {
  if (deleted) return { enqueue: null, withdraw: before };
  if (after === null) return { enqueue: null, withdraw: null };
  if (before !== null && before.getTime() === after.getTime()) {
    return { enqueue: null, withdraw: null };
  }
  return { enqueue: after, withdraw: before };
}
