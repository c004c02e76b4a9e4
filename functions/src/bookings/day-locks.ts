// Where a stylist's busy time lives, and the bounded transaction that changes it.
//
// Each stylist has one lock document per salon-local date,
// orgs/{orgId}/bookingDays/{date}/staff/{staffId}, holding that stylist's busy
// blocks. A booking write reads and rewrites only the lock documents of the
// stylist it books, committed with preconditions (BookingWrite below), so two
// requests for the same stylist's time cannot both commit, and bookings for
// different stylists on the same day never wait for each other.
//
// The day document above them, orgs/{orgId}/bookingDays/{date}, is the read
// model the slot call reads (one document per day): `blocksByStaff.{staffId}`
// is projected from each lock document by a trigger (day-view.ts), not in
// the booking's commit, so a rush of bookings for different stylists never
// queues on it. It may lag a booking by a moment; the booking write checks
// the locks themselves, so a slot shown free a moment too long is refused
// ("just taken"), never double-booked.
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type PartialWithFieldValue,
  type Timestamp,
  type UpdateData,
  type WithFieldValue,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type {
  BookingDayRecord,
  DayBlock,
  StaffDayRecord,
} from '@chairside/core/records/booking-days';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { dayDoc, staffDayDoc } from '../records/bookings';
import { getAll } from '../records/repository';
import { errorCode } from '../platform/errors';

export type { DayBlock };
export { dayDoc as dayRef };

/** Every stylist's blocks on a day document (the read model). */
export function blocksOf(snap: DocumentSnapshot<BookingDayRecord>): DayBlock[] {
  return Object.values(snap.data()?.blocksByStaff ?? {}).flat();
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
export const busyFrom = (snaps: readonly DocumentSnapshot<BookingDayRecord>[]): DayBlock[] =>
  uniqueBlocks(snaps.flatMap(blocksOf));

/** One stylist's lock documents for some dates, read inside a transaction. */
export class StaffDays {
  private constructor(
    readonly orgId: string,
    readonly staffId: string,
    private readonly days: Map<
      string,
      { ref: DocumentReference<StaffDayRecord>; blocks: DayBlock[] }
    >,
  ) {}

  static async read(tx: BookingWrite, orgId: string, staffId: string, dates: readonly string[]) {
    const unique = [...new Set(dates)].sort();
    const refs = unique.map((d) => staffDayDoc(orgId, d, staffId));
    const snaps = await tx.getAll(...refs);
    const days = new Map(
      snaps.map((snap, i) => {
        const blocks = snap.data()?.blocks ?? [];
        return [unique[i]!, { ref: refs[i]!, blocks }] as const;
      }),
    );
    return new StaffDays(orgId, staffId, days);
  }

  has(date: string): boolean {
    return this.days.has(date);
  }

  /** Reads dates not read yet (a booking that runs past midnight). */
  async extend(tx: BookingWrite, dates: readonly string[]) {
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

  remove(bookingId: string) {
    for (const day of this.days.values())
      day.blocks = day.blocks.filter((b) => b.bookingId !== bookingId);
  }

  add(dates: readonly string[], blocks: readonly DayBlock[]) {
    for (const date of dates) this.days.get(date)?.blocks.push(...blocks);
  }

  /** Writes the lock documents of `dates` (the day read model follows them, day-view.ts). */
  write(w: BookingWrite, dates: Iterable<string>) {
    for (const date of new Set(dates)) {
      const day = this.days.get(date);
      if (!day) continue;
      day.blocks.sort((a, b) => a.start - b.start);
      const updatedAt = FieldValue.serverTimestamp();
      w.update(day.ref, { date, staffId: this.staffId, blocks: day.blocks, updatedAt });
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

/**
 * The reads and writes of one booking change, committed together or not at
 * all. It is optimistic: reads take no locks, and the commit is one batch in
 * which every document that was read and is written carries a precondition
 * (unchanged since it was read, or still absent). If another change got
 * there first, the whole batch fails and nothing of it is saved; the change
 * is then worked out again from fresh reads. Under a rush for one stylist
 * each round lets one writer through at once, instead of everyone queueing
 * on locks held by the others.
 */
export class BookingWrite {
  private readonly seen = new Map<string, Timestamp | null>();
  private readonly writes: ((batch: WriteBatch) => void)[] = [];

  private remember<T>(snap: DocumentSnapshot<T>) {
    this.seen.set(snap.ref.path, snap.exists ? (snap.updateTime ?? null) : null);
    return snap;
  }

  async get<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>> {
    return this.remember(await ref.get());
  }

  async getAll<T>(...refs: DocumentReference<T>[]): Promise<DocumentSnapshot<T>[]> {
    return (await getAll(refs)).map((snap) => this.remember(snap));
  }

  /** A new document: the commit fails if it exists by then. */
  create<T>(ref: DocumentReference<T>, data: WithFieldValue<T>) {
    this.writes.push((b) => b.create(ref, data));
  }

  /**
   * Writes the fields given on a document read before: created if it was
   * absent, else updated only if it is unchanged since it was read.
   */
  update<T>(ref: DocumentReference<T>, data: UpdateData<T> & PartialWithFieldValue<T>) {
    this.writes.push((b) => this.guarded(b, ref, data));
  }

  private guarded<T>(
    batch: WriteBatch,
    ref: DocumentReference<T>,
    data: UpdateData<T> & PartialWithFieldValue<T>,
  ) {
    if (!this.seen.has(ref.path)) throw new Error(`Write to ${ref.path} without reading it first`);
    const version = this.seen.get(ref.path);
    if (version) batch.update(ref, data as UpdateData<DocumentData>, { lastUpdateTime: version });
    // Absent when read: the commit fails if someone created it since.
    else batch.create(ref, data as WithFieldValue<T>);
  }

  async commit() {
    if (!this.writes.length) return;
    const batch = db().batch();
    for (const write of this.writes) write(batch);
    await batch.commit();
  }
}

/** Another change committed between our reads and our commit. */
const isRace = (err: unknown) => {
  const code = errorCode(err);
  return (
    code === 6 ||
    code === 9 ||
    code === 10 ||
    code === 'ALREADY_EXISTS' ||
    code === 'FAILED_PRECONDITION' ||
    code === 'ABORTED'
  );
};

/**
 * Works out a booking change and commits it, again from fresh reads whenever
 * another change got there first, until `deadline`: then it answers 503 with
 * nothing saved. The deadline is checked before each commit and a commit is
 * always waited for, so an error answer never hides a booking.
 */
export async function boundedWrite<T>(
  fn: (w: BookingWrite) => Promise<T>,
  deadline: number,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    if (Date.now() >= deadline) throw busyError();
    const w = new BookingWrite();
    const result = await fn(w);
    if (Date.now() >= deadline) throw busyError();
    try {
      await w.commit();
      return result;
    } catch (err) {
      if (!isRace(err)) throw err;
      const pause = 5 + Math.random() * Math.min(200, 10 * (attempt + 1));
      if (Date.now() + pause >= deadline) throw busyError();
      await new Promise((r) => setTimeout(r, pause));
    }
  }
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
