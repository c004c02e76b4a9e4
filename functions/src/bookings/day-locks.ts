// Where a stylist's busy time lives, and the bounded transaction that changes it.
//
// Each stylist has one lock document per salon-local date,
// orgs/{orgId}/bookingDays/{date}/staff/{staffId}, holding that stylist's busy
// blocks. A booking write reads and rewrites only the lock documents of the
// stylist it books, inside one transaction, so two requests for the same
// stylist's time cannot both commit, and bookings for different stylists on
// the same day never wait for each other.
//
// The day document above them, orgs/{orgId}/bookingDays/{date}, is the read
// model the slot call reads (one document per day): `blocksByStaff.{staffId}`
// is written in the same transaction, without being read, so it never lags
// the locks and never becomes a point of contention.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { logger } from 'firebase-functions';

export interface DayBlock {
  bookingId: string;
  staffId: string;
  start: number;
  end: number;
}

export const dayRef = (orgId: string, date: string) =>
  db().doc(`orgs/${orgId}/bookingDays/${date}`);

export const staffDayRef = (orgId: string, date: string, staffId: string) =>
  db().doc(`orgs/${orgId}/bookingDays/${date}/staff/${staffId}`);

const isBlock = (b: unknown): b is DayBlock => {
  const x = b as Partial<DayBlock> | null;
  return (
    typeof x?.staffId === 'string' &&
    typeof x.bookingId === 'string' &&
    typeof x.start === 'number' &&
    typeof x.end === 'number'
  );
};

/** Every stylist's blocks on a day document (the read model). */
export function blocksOf(snap: DocumentSnapshot): DayBlock[] {
  const byStaff = snap.get('blocksByStaff') as Record<string, unknown> | undefined;
  return Object.values(byStaff ?? {}).flatMap((list) =>
    Array.isArray(list) ? list.filter(isBlock) : [],
  );
}

/** Each block once (a block crossing midnight is stored on both days). */
export function uniqueBlocks<B extends DayBlock>(blocks: readonly B[]): B[] {
  const seen = new Set<string>();
  return blocks.filter((b) => {
    const key = `${b.bookingId}:${b.staffId}:${b.start}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Busy time of several days. */
export const busyFrom = (snaps: readonly DocumentSnapshot[]): DayBlock[] =>
  uniqueBlocks(snaps.flatMap(blocksOf));

/** One stylist's lock documents for some dates, read inside a transaction. */
export class StaffDays {
  private constructor(
    readonly orgId: string,
    readonly staffId: string,
    private readonly days: Map<string, { ref: DocumentReference; blocks: DayBlock[] }>,
  ) {}

  static async read(tx: Transaction, orgId: string, staffId: string, dates: readonly string[]) {
    const unique = [...new Set(dates)].sort();
    const refs = unique.map((d) => staffDayRef(orgId, d, staffId));
    const snaps = refs.length ? await tx.getAll(...refs) : [];
    const days = new Map(
      snaps.map((snap, i) => {
        const blocks = ((snap.get('blocks') as unknown[] | undefined) ?? []).filter(isBlock);
        return [unique[i]!, { ref: refs[i]!, blocks }] as const;
      }),
    );
    return new StaffDays(orgId, staffId, days);
  }

  /** Reads dates not read yet (a booking that runs past midnight). */
  async extend(tx: Transaction, dates: readonly string[]) {
    const missing = [...new Set(dates)].filter((d) => !this.days.has(d));
    if (!missing.length) return;
    const more = await StaffDays.read(tx, this.orgId, this.staffId, missing);
    for (const [date, day] of more.days) this.days.set(date, day);
  }

  /** The stylist's busy time on the dates read, each block once. */
  busy(ignoreBookingId?: string): DayBlock[] {
    return uniqueBlocks([...this.days.values()].flatMap((d) => d.blocks)).filter(
      (b) => b.bookingId !== ignoreBookingId,
    );
  }

  bookedMinutes(): number {
    return this.busy().reduce((m, b) => m + (b.end - b.start), 0);
  }

  remove(bookingId: string) {
    for (const day of this.days.values())
      day.blocks = day.blocks.filter((b) => b.bookingId !== bookingId);
  }

  add(dates: readonly string[], blocks: readonly DayBlock[]) {
    for (const date of dates) this.days.get(date)?.blocks.push(...blocks);
  }

  /** Writes the lock documents of `dates` and the same lists into the day read model. */
  write(tx: Transaction, dates: Iterable<string>) {
    for (const date of new Set(dates)) {
      const day = this.days.get(date);
      if (!day) continue;
      day.blocks.sort((a, b) => a.start - b.start);
      const updatedAt = FieldValue.serverTimestamp();
      tx.set(day.ref, { date, staffId: this.staffId, blocks: day.blocks, updatedAt });
      tx.set(
        dayRef(this.orgId, date),
        { date, blocksByStaff: { [this.staffId]: day.blocks }, updatedAt },
        { merge: true },
      );
    }
  }
}

/** How long a booking write may keep trying before it answers "please try again". */
export const BOOKING_WRITE_BUDGET_MS = 8_000;

export const busyError = () =>
  new ApiError(
    'unavailable',
    'Many people are booking this stylist right now and we could not save yours. Nothing was booked: please try again.',
  );

const isAborted = (err: unknown) => {
  const code = (err as { code?: number | string }).code;
  return code === 10 || code === 'ABORTED' || code === 'aborted';
};

/**
 * Runs a transaction that must finish, or give up with nothing committed,
 * before `deadline`. Aborts under contention are retried with a short,
 * jittered pause (the SDK's own retries back off for seconds). The deadline
 * is checked as the last step before commit, so a transaction that was given
 * up on rolls itself back however long its reads were kept waiting; a commit
 * already under way is waited for, so an error answer never hides a booking.
 */
export async function boundedTransaction<T>(
  fn: (tx: Transaction) => Promise<T>,
  deadline: number,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    if (Date.now() >= deadline) throw busyError();
    try {
      return await attemptOnce(fn, deadline);
    } catch (err) {
      if (!isAborted(err)) throw err;
      const pause = 10 + Math.random() * Math.min(300, 20 * (attempt + 1));
      if (Date.now() + pause >= deadline) throw busyError();
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}

function attemptOnce<T>(fn: (tx: Transaction) => Promise<T>, deadline: number): Promise<T> {
  let committing = false;
  const run = db().runTransaction(
    async (tx) => {
      const result = await fn(tx);
      if (Date.now() >= deadline) throw busyError();
      committing = true;
      return result;
    },
    { maxAttempts: 1 },
  );
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => {
        // Still reading: stop waiting. The attempt rolls back when its reads return.
        if (!committing) {
          run.catch((err: unknown) => {
            if (!(err instanceof ApiError)) logger.warn('Abandoned booking transaction', err);
          });
          reject(busyError());
        }
      },
      Math.max(0, deadline - Date.now()),
    );
    run.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * The documents that hold a day's busy time, for writers outside a
 * transaction (the demo seed, benchmarks): the day read model and one lock
 * document per stylist.
 */
export function dayDocuments(orgId: string, date: string, blocks: readonly DayBlock[]) {
  const byStaff: Record<string, DayBlock[]> = {};
  for (const b of [...blocks].sort((x, y) => x.start - y.start))
    (byStaff[b.staffId] ??= []).push(b);
  return [
    { path: `orgs/${orgId}/bookingDays/${date}`, data: { date, blocksByStaff: byStaff } },
    ...Object.entries(byStaff).map(([staffId, list]) => ({
      path: `orgs/${orgId}/bookingDays/${date}/staff/${staffId}`,
      data: { date, staffId, blocks: list },
    })),
  ];
}
