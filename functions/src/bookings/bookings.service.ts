// Booking writes. Every write that takes or frees a stylist's time runs in one
// Firestore transaction that reads and rewrites the bookingDays documents of
// the dates involved, re-checking availability with the slot engine inside
// it: two requests for the same time cannot both commit.
import { createHash } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  SLOT_REASON_MESSAGES,
  canTransition,
  isActive,
  isEditable,
  type BookingSource,
  type BookingStatus,
} from '@chairside/core/booking';
import { newClientFields, ZClientInput } from '@chairside/core/clients';
import {
  checkStart,
  mergeIntervals,
  type Interval,
  type SlotCheck,
  type SlotService,
} from '@chairside/core/slots';
import { LocalDay, addDays, localParts } from '@chairside/core/zoned-time';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import {
  blocksOf,
  dayRef,
  uniqueBlocks,
  type BookableService,
  type BookableStaff,
  type DayBlock,
  type SalonContext,
} from './salon-data';

/** A booking's id follows from its idempotency key: a retried request finds its booking. */
export function bookingIdFor(orgId: string, key: string): string {
  return createHash('sha256').update(`booking:${orgId}:${key}`).digest('hex').slice(0, 24);
}

export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}

/** The salon-local dates that intervals touch. */
export function datesTouched(intervals: readonly Interval[], timeZone: string): string[] {
  const dates = new Set<string>();
  for (const i of intervals) {
    const first = localParts(i.start, timeZone).date;
    const last = localParts(Math.max(i.start, i.end - 1), timeZone).date;
    for (let d = first, n = 0; d <= last && n < 8; d = addDays(d, 1), n++) dates.add(d);
  }
  return [...dates].sort();
}

/**
 * Runs a transaction, starting it again when Firestore aborts it under
 * contention (many people booking the same day at once). Our own errors
 * (slot taken, not allowed) pass straight through.
 */
export async function withContentionRetry<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  // The SDK's own retries back off for seconds; a booking day is contended
  // for milliseconds, so retry here with a short, jittered pause instead.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db().runTransaction(fn, { maxAttempts: 1 });
    } catch (err) {
      const code = (err as { code?: number | string }).code;
      const aborted = code === 10 || code === 'ABORTED' || code === 'aborted';
      if (!aborted || attempt >= 40) throw err;
      await new Promise((r) =>
        setTimeout(r, 10 + Math.random() * Math.min(400, 25 * (attempt + 1))),
      );
    }
  }
}

export interface BookingServiceLine {
  id: string;
  name: string;
  durationMinutes: number;
  price: number;
}

/** The services of a booking as its stylist performs them (their own price and length). */
export function serviceLines(
  services: readonly BookableService[],
  staffId: string,
): BookingServiceLine[] {
  return services.map((s) => ({
    id: s.id,
    name: s.name,
    durationMinutes: s.staffOverrides[staffId]?.durationMinutes ?? s.durationMinutes,
    price: s.staffOverrides[staffId]?.price ?? s.price,
  }));
}

/** The services as a resized appointment of `minutes`: one busy stretch plus the buffers. */
export function resized(
  services: readonly SlotService[],
  staffId: string,
  minutes: number,
): SlotService[] {
  const first = services[0];
  const last = services[services.length - 1];
  return [
    {
      id: 'resized',
      durationMinutes: minutes,
      processingMinutes: 0,
      finishingMinutes: 0,
      bufferBeforeMinutes: first?.bufferBeforeMinutes ?? 0,
      bufferAfterMinutes: last?.bufferAfterMinutes ?? 0,
      staffIds: [staffId],
      staffOverrides: {},
    },
  ];
}

interface Placement {
  salon: SalonContext;
  services: readonly SlotService[];
  /** Stylists to try, in order of preference. */
  candidates: readonly BookableStaff[];
  start: number;
  strict: boolean;
  /** The booking being moved: its own busy time does not count against it. */
  ignoreBookingId?: string;
}

interface Placed {
  staff: BookableStaff;
  end: number;
  segments: Interval[];
  /** bookingDays documents to write, with their new blocks. */
  days: Map<string, { ref: DocumentReference; blocks: DayBlock[] }>;
}

/**
 * Reads the days a placement needs (inside the transaction), tries each
 * candidate and answers the first who fits, or the clearest refusal.
 */
async function place(
  tx: Transaction,
  p: Placement,
  extraDates: readonly string[] = [],
): Promise<Placed> {
  const startDate = localParts(p.start, p.salon.timeZone).date;
  // The busy time a candidate could need: the start's date, the next (a late
  // appointment running past midnight), the day before (a buffer before).
  const dates = [
    ...new Set([addDays(startDate, -1), startDate, addDays(startDate, 1), ...extraDates]),
  ].sort();
  const refs = dates.map((d) => dayRef(p.salon.id, d));
  const snaps = await tx.getAll(...refs);
  const days = new Map(
    snaps.map((snap, i) => [
      dates[i]!,
      {
        ref: refs[i]!,
        blocks: blocksOf(snap).filter((b) => b.bookingId !== p.ignoreBookingId),
      },
    ]),
  );
  const busy = [...days.values()].flatMap((d) => d.blocks);
  const uniqueBusy = uniqueBlocks(busy);
  // Least-booked first, so "anyone" spreads the day fairly.
  const bookedMinutes = (id: string) =>
    uniqueBusy.filter((b) => b.staffId === id).reduce((m, b) => m + (b.end - b.start), 0);
  const ordered =
    p.candidates.length > 1
      ? [...p.candidates].sort((a, b) => bookedMinutes(a.id) - bookedMinutes(b.id))
      : p.candidates;
  let refusal: Extract<SlotCheck, { ok: false }>['reason'] | null = null;
  for (const staff of ordered) {
    const check = checkStart(
      {
        timeZone: p.salon.timeZone,
        businessHours: p.salon.businessHours,
        staff: [staff],
        services: p.services,
        busy: uniqueBusy,
        now: Date.now(),
        leadMinutes: p.salon.policy.leadMinutes,
        maxAdvanceDays: p.salon.policy.maxAdvanceDays,
        intervalMinutes: p.salon.policy.slotIntervalMinutes,
      },
      staff.id,
      p.start,
      { strict: p.strict },
    );
    if (check.ok) return { staff, end: check.end, segments: mergeIntervals(check.segments), days };
    // "Taken" is the answer people need most; otherwise keep the first reason.
    if (check.reason === 'taken' || refusal === null) refusal = check.reason;
  }
  const reason = refusal ?? 'not_performed';
  if (reason === 'taken') throw new ApiError('slot_taken', SLOT_REASON_MESSAGES.taken);
  throw new ApiError('unprocessable', SLOT_REASON_MESSAGES[reason], [
    { path: 'start', message: SLOT_REASON_MESSAGES[reason], reason },
  ]);
}

/** Adds a booking's busy parts to the days it touches (reading any day not yet read). */
async function addBlocks(
  tx: Transaction,
  salon: SalonContext,
  days: Placed['days'],
  bookingId: string,
  staffId: string,
  segments: readonly Interval[],
) {
  const touched = datesTouched(segments, salon.timeZone);
  const missing = touched.filter((d) => !days.has(d));
  if (missing.length) {
    const refs = missing.map((d) => dayRef(salon.id, d));
    const snaps = await tx.getAll(...refs);
    snaps.forEach((snap, i) => days.set(missing[i]!, { ref: refs[i]!, blocks: blocksOf(snap) }));
  }
  for (const date of touched) {
    days
      .get(date)!
      .blocks.push(...segments.map((s) => ({ bookingId, staffId, start: s.start, end: s.end })));
  }
  return touched;
}

function writeDays(tx: Transaction, days: Placed['days'], dates: Iterable<string>) {
  for (const date of new Set(dates)) {
    const day = days.get(date);
    if (!day) continue;
    day.blocks.sort((a, b) => a.start - b.start);
    tx.set(day.ref, { date, blocks: day.blocks, updatedAt: FieldValue.serverTimestamp() });
  }
}

const ts = (ms: number) => Timestamp.fromMillis(ms);

export interface BookingSummary {
  id: string;
  orgId: string;
  staffId: string;
  staffName: string;
  start: string;
  end: string;
  status: BookingStatus;
  services: BookingServiceLine[];
  price: number;
  currency: string;
  clientName: string;
  replayed?: boolean;
}

export function summaryOf(snap: DocumentSnapshot, orgId: string): BookingSummary {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    orgId,
    staffId: String(d['staffId'] ?? ''),
    staffName: String(d['staffName'] ?? ''),
    start: (d['startTime'] as Timestamp).toDate().toISOString(),
    end: (d['endTime'] as Timestamp).toDate().toISOString(),
    status: d['status'] as BookingStatus,
    services: (d['services'] ?? []) as BookingServiceLine[],
    price: Number(d['price'] ?? 0),
    currency: String(d['currency'] ?? 'USD'),
    clientName: String(d['clientName'] ?? ''),
  };
}

export interface ClientDetails {
  clientId: string | null;
  clientUserId: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
}

export interface NewBooking {
  salon: SalonContext;
  services: readonly BookableService[];
  candidates: readonly BookableStaff[];
  start: number;
  strict: boolean;
  source: BookingSource;
  idempotencyKey: string;
  /** What the request asked, to tell a retry from a different request with the same key. */
  request: unknown;
  notes: string;
  createdBy: string | null;
  recurrenceId?: string | null;
  /** Finds or makes the client record inside the transaction, once a stylist is chosen. */
  client: (
    tx: Transaction,
    staff: BookableStaff,
  ) => Promise<ClientDetails & { write?: () => void }>;
}

/**
 * Creates a booking in one transaction: idempotent by key, availability
 * re-checked against the day's busy time, the day documents rewritten.
 */
export async function createBooking(input: NewBooking): Promise<BookingSummary> {
  const { salon } = input;
  const bookingId = bookingIdFor(salon.id, input.idempotencyKey);
  const ref = db().doc(`orgs/${salon.id}/bookings/${bookingId}`);
  const hash = requestHash(input.request);
  return withContentionRetry(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) {
      if (existing.get('requestHash') !== hash) {
        throw new ApiError(
          'unprocessable',
          'This idempotency key was already used for a different booking. Use a new key for a new booking.',
        );
      }
      return { ...summaryOf(existing, salon.id), replayed: true };
    }
    const placed = await place(tx, {
      salon,
      services: input.services,
      candidates: input.candidates,
      start: input.start,
      strict: input.strict,
    });
    const client = await input.client(tx, placed.staff);
    const touched = await addBlocks(
      tx,
      salon,
      placed.days,
      bookingId,
      placed.staff.id,
      placed.segments,
    );
    const lines = serviceLines(input.services, placed.staff.id);
    const startDate = localParts(input.start, salon.timeZone).date;
    client.write?.();
    tx.create(ref, {
      date: ts(new LocalDay(startDate, salon.timeZone).lenient(0)),
      localDate: startDate,
      startTime: ts(input.start),
      endTime: ts(placed.end),
      busy: placed.segments.map((s) => ({ start: ts(s.start), end: ts(s.end) })),
      staffId: placed.staff.id,
      staffName: placed.staff.displayName,
      serviceIds: input.services.map((s) => s.id),
      services: lines,
      price: lines.reduce((sum, l) => sum + l.price, 0),
      currency: salon.currency,
      deposit: 0,
      clientId: client.clientId,
      clientUserId: client.clientUserId,
      clientName: client.clientName,
      clientEmail: client.clientEmail,
      clientPhone: client.clientPhone,
      notes: input.notes,
      status: 'booked',
      source: input.source,
      recurrenceId: input.recurrenceId ?? null,
      requestHash: hash,
      createdBy: input.createdBy,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeDays(tx, placed.days, touched);
    return {
      id: bookingId,
      orgId: salon.id,
      staffId: placed.staff.id,
      staffName: placed.staff.displayName,
      start: new Date(input.start).toISOString(),
      end: new Date(placed.end).toISOString(),
      status: 'booked' as const,
      services: lines,
      price: lines.reduce((sum, l) => sum + l.price, 0),
      currency: salon.currency,
      clientName: client.clientName,
    };
  });
}

/**
 * The client record an online booking belongs to: the one with this e-mail
 * address (a booth renter's own when the stylist is a renter), or a new one.
 */
export async function findOrCreateClient(
  tx: Transaction,
  orgId: string,
  staff: BookableStaff,
  contact: { firstName: string; lastName: string; email: string; phone: string },
  userId: string | null,
): Promise<ClientDetails & { write?: () => void }> {
  const owner = staff.role === 'booth_renter' ? staff.id : null;
  const email = contact.email.toLowerCase();
  const clients = db().collection(`orgs/${orgId}/clients`);
  const found = await tx.get(
    clients.where('email', '==', email).where('ownerStaffId', '==', owner).limit(1),
  );
  const details = {
    clientUserId: userId,
    clientName: `${contact.firstName} ${contact.lastName}`.trim(),
    clientEmail: email,
    clientPhone: contact.phone,
  };
  const existing = found.docs[0];
  if (existing) {
    return {
      ...details,
      clientId: existing.id,
      write: () => {
        if (!existing.get('phone') && contact.phone) {
          tx.update(existing.ref, {
            phone: contact.phone,
            updatedAt: FieldValue.serverTimestamp(),
          });
        }
      },
    };
  }
  const ref = clients.doc();
  const input = ZClientInput.parse({
    firstName: contact.firstName.slice(0, 50),
    lastName: contact.lastName.slice(0, 50),
    email,
    phone: contact.phone,
    preferredStaffId: staff.id,
  });
  return {
    ...details,
    clientId: ref.id,
    write: () =>
      tx.create(ref, {
        ...newClientFields(input, owner),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      }),
  };
}

export interface BookingActor {
  uid: string | null;
  /** Null: may act on every stylist's bookings. Else only this staff id's. */
  ownStaffId: string | null;
}

function assertOwn(actor: BookingActor, staffId: string) {
  if (actor.ownStaffId !== null && actor.ownStaffId !== staffId) {
    throw new ApiError('forbidden', 'You can change only your own appointments.');
  }
}

function bookingBusy(snap: DocumentSnapshot): Interval[] {
  const busy = (snap.get('busy') ?? []) as { start: Timestamp; end: Timestamp }[];
  return busy.map((b) => ({ start: b.start.toMillis(), end: b.end.toMillis() }));
}

async function readBookingDays(tx: Transaction, salon: SalonContext, dates: readonly string[]) {
  const refs = dates.map((d) => dayRef(salon.id, d));
  const snaps = refs.length ? await tx.getAll(...refs) : [];
  return new Map(snaps.map((snap, i) => [dates[i]!, { ref: refs[i]!, blocks: blocksOf(snap) }]));
}

export interface MoveInput {
  bookingId: string;
  start: number;
  staff: BookableStaff;
  /** Services as the new stylist performs them. */
  services: readonly SlotService[];
  durationMinutes?: number;
  strict: boolean;
  actor: BookingActor;
  /** For the manage link: only an appointment still inside the change window. */
  guard?: (snap: DocumentSnapshot) => void;
}

/** Moves (or resizes) a booking with the same checks as a new one, in one transaction. */
export async function moveBooking(salon: SalonContext, input: MoveInput): Promise<BookingSummary> {
  const ref = db().doc(`orgs/${salon.id}/bookings/${input.bookingId}`);
  return withContentionRetry(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('not_found', 'That appointment no longer exists.');
    const status = snap.get('status') as BookingStatus;
    assertOwn(input.actor, snap.get('staffId') as string);
    assertOwn(input.actor, input.staff.id);
    if (!isEditable(status)) {
      throw new ApiError('conflict', `A ${status.replace('_', '-')} appointment cannot be moved.`);
    }
    input.guard?.(snap);
    const oldDates = datesTouched(bookingBusy(snap), salon.timeZone);
    const services = input.durationMinutes
      ? resized(input.services, input.staff.id, input.durationMinutes)
      : input.services;
    const placed = await place(
      tx,
      {
        salon,
        services,
        candidates: [input.staff],
        start: input.start,
        strict: input.strict,
        ignoreBookingId: input.bookingId,
      },
      oldDates,
    );
    // `place` read the old dates and dropped this booking's blocks from them.
    const touched = await addBlocks(
      tx,
      salon,
      placed.days,
      input.bookingId,
      input.staff.id,
      placed.segments,
    );
    const startDate = localParts(input.start, salon.timeZone).date;
    const lines = (snap.get('services') ?? []) as BookingServiceLine[];
    const update: Record<string, unknown> = {
      date: ts(new LocalDay(startDate, salon.timeZone).lenient(0)),
      localDate: startDate,
      startTime: ts(input.start),
      endTime: ts(placed.end),
      busy: placed.segments.map((s) => ({ start: ts(s.start), end: ts(s.end) })),
      staffId: input.staff.id,
      staffName: input.staff.displayName,
      durationOverride: input.durationMinutes ?? null,
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.update(ref, update);
    writeDays(tx, placed.days, [...oldDates, ...touched]);
    return {
      ...summaryOf(snap, salon.id),
      staffId: input.staff.id,
      staffName: input.staff.displayName,
      start: new Date(input.start).toISOString(),
      end: new Date(placed.end).toISOString(),
      services: lines,
    };
  });
}

export interface StatusInput {
  bookingId: string;
  status: BookingStatus;
  reason: string;
  actor: BookingActor;
  guard?: (snap: DocumentSnapshot) => void;
}

/**
 * Changes a booking's status along the allowed transitions. Cancelling or a
 * no-show frees the time; undoing a no-show takes it back (if still free);
 * completing counts the visit on the client record.
 */
export async function changeStatus(
  salon: SalonContext,
  input: StatusInput,
): Promise<BookingSummary> {
  const ref = db().doc(`orgs/${salon.id}/bookings/${input.bookingId}`);
  return withContentionRetry(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('not_found', 'That appointment no longer exists.');
    assertOwn(input.actor, snap.get('staffId') as string);
    const from = snap.get('status') as BookingStatus;
    if (from === input.status) return summaryOf(snap, salon.id);
    if (!canTransition(from, input.status)) {
      throw new ApiError(
        'conflict',
        `An appointment that is ${from.replace('_', '-')} cannot become ${input.status.replace('_', '-')}.`,
        { from, to: input.status },
      );
    }
    input.guard?.(snap);
    const busy = bookingBusy(snap);
    const dates = datesTouched(busy, salon.timeZone);
    const clientRef =
      input.status === 'completed' && snap.get('clientId')
        ? db().doc(`orgs/${salon.id}/clients/${snap.get('clientId') as string}`)
        : null;
    const [days, client] = await Promise.all([
      readBookingDays(tx, salon, dates),
      clientRef ? tx.get(clientRef) : Promise.resolve(null),
    ]);
    const staffId = snap.get('staffId') as string;
    if (isActive(from) && !isActive(input.status)) {
      for (const d of days.values())
        d.blocks = d.blocks.filter((b) => b.bookingId !== input.bookingId);
    } else if (!isActive(from) && isActive(input.status)) {
      const others = uniqueBlocks([...days.values()].flatMap((d) => d.blocks)).filter(
        (b) => b.staffId === staffId && b.bookingId !== input.bookingId,
      );
      if (others.some((b) => busy.some((s) => s.start < b.end && b.start < s.end))) {
        throw new ApiError('slot_taken', 'That time has been booked by someone else since.');
      }
      for (const date of dates) {
        days.get(date)!.blocks.push(
          ...busy.map((s) => ({
            bookingId: input.bookingId,
            staffId,
            start: s.start,
            end: s.end,
          })),
        );
      }
    }
    if (client?.exists) {
      const start = snap.get('startTime') as Timestamp;
      const last = client.get('lastVisitAt') as Timestamp | null | undefined;
      tx.update(client.ref, {
        visitCount: FieldValue.increment(1),
        totalSpent: FieldValue.increment(Number(snap.get('price') ?? 0)),
        ...(!last || last.toMillis() < start.toMillis() ? { lastVisitAt: start } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    tx.update(ref, {
      status: input.status,
      statusChangedAt: FieldValue.serverTimestamp(),
      ...(input.status === 'cancelled' ? { cancelReason: input.reason } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeDays(tx, days, dates);
    return { ...summaryOf(snap, salon.id), status: input.status };
  });
}
