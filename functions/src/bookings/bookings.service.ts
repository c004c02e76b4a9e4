// Booking writes. Every write that takes or frees a stylist's time runs in one
// bounded Firestore transaction that reads and rewrites that stylist's lock
// documents for the dates involved (day-locks.ts), re-checking availability
// with the slot engine inside it: two requests for the same time cannot both
// commit, and a request that cannot get through in time answers 503 with
// nothing saved.
import { DEPOSIT_HOLD_MINUTES, type BookingAwaits } from '@chairside/core/payment-policy';
import { createHash } from 'node:crypto';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
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
  occupancyFor,
  staffDayOn,
  startCost,
  type Interval,
  type SlotCheck,
  type SlotService,
} from '@chairside/core/slots';
import { LocalDay, addDays, localParts } from '@chairside/core/zoned-time';
import type { BookingSummary } from '@chairside/core/contracts/booking';
import type { BookingRecord, BookingServiceLine } from '@chairside/core/records/booking';
import { bookingDoc } from '../records/bookings';
import { requestHash } from '../platform/ids';
import { priceAppointment, settleStatusChange } from '../platform/appointment-adjusters';
import { clientDoc, clientsCollection } from '../records/clients';
import { getAll } from '../records/repository';
import { ApiError } from '../http/api-error';
import {
  BOOKING_WRITE_BUDGET_MS,
  StaffDays,
  boundedWrite,
  type BookingWrite,
  busyFrom,
  dayRef,
} from './day-locks';
import type { BookableService, BookableStaff } from './salon-data';
import { gapTablesOf } from './gap-ranking';
import type { SalonContext } from '../platform/salon';

/** A booking's id follows from its idempotency key: a retried request finds its booking. */
export function bookingIdFor(orgId: string, key: string): string {
  return createHash('sha256').update(`booking:${orgId}:${key}`).digest('hex').slice(0, 24);
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

export type { BookingServiceLine, BookingSummary };

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
  staff: BookableStaff;
  start: number;
  strict: boolean;
  /** The booking being moved: its own busy time does not count against it. */
  ignoreBookingId?: string;
  /** How far ahead it may be (a member with priority booking sees further); the salon's by default. */
  maxAdvanceDays?: number;
}

interface Placed {
  end: number;
  segments: Interval[];
  /** The stylist's lock documents, with the new booking's blocks added. */
  days: StaffDays;
  /** The dates the new blocks are on. */
  touched: string[];
}

type Refusal = Extract<SlotCheck, { ok: false }>['reason'];

/** The answer for a start that does not fit. */
function refusal(reason: Refusal): ApiError {
  if (reason === 'taken') return new ApiError('slot_taken', SLOT_REASON_MESSAGES.taken);
  return new ApiError('unprocessable', SLOT_REASON_MESSAGES[reason], [
    { path: 'start', message: SLOT_REASON_MESSAGES[reason], reason },
  ]);
}

/**
 * Checks a start for one stylist against their lock documents (read inside
 * the transaction) and adds the booking's blocks, or throws the refusal.
 * Only the dates the booking's busy time touches are read and locked: a
 * block that crosses midnight is stored on both of its dates, so those
 * documents hold everything that could overlap.
 */
async function place(
  tx: BookingWrite,
  p: Placement,
  bookingId: string,
  alsoRead: readonly string[] = [],
): Promise<Placed> {
  const startDate = localParts(p.start, p.salon.timeZone).date;
  const days = await StaffDays.read(tx, p.salon.id, p.staff.id, [startDate, ...alsoRead]);
  if (p.ignoreBookingId) days.remove(p.ignoreBookingId);
  for (;;) {
    const check = checkStart(
      {
        timeZone: p.salon.timeZone,
        businessHours: p.salon.businessHours,
        staff: [p.staff],
        services: p.services,
        busy: days.busy(),
        now: Date.now(),
        leadMinutes: p.salon.policy.leadMinutes,
        maxAdvanceDays: p.maxAdvanceDays ?? p.salon.policy.maxAdvanceDays,
        intervalMinutes: p.salon.policy.slotIntervalMinutes,
      },
      p.staff.id,
      p.start,
      { strict: p.strict },
    );
    if (!check.ok) throw refusal(check.reason);
    const segments = mergeIntervals(check.segments);
    const touched = datesTouched(segments, p.salon.timeZone);
    const unread = touched.filter((d) => !days.has(d));
    if (unread.length) {
      // Busy time reaches another date: read it too and check again.
      await days.extend(tx, unread);
      if (p.ignoreBookingId) days.remove(p.ignoreBookingId);
      continue;
    }
    days.add(
      touched,
      segments.map((s) => ({ bookingId, staffId: p.staff.id, start: s.start, end: s.end })),
    );
    return { end: check.end, segments, days, touched };
  }
}

/**
 * The order to try stylists for "anyone": the one whose day the start suits
 * best first (it leaves the smallest gap nothing fits, as the slot call's
 * recommendation said), then the least booked around that day, so the day is
 * shared fairly. Read from the day documents, outside any transaction: only
 * the chosen stylist's locks are taken.
 */
async function fairOrder(
  salon: SalonContext,
  candidates: readonly BookableStaff[],
  services: readonly SlotService[],
  start: number,
): Promise<readonly BookableStaff[]> {
  if (candidates.length < 2) return candidates;
  const date = localParts(start, salon.timeZone).date;
  const [snaps, tables] = await Promise.all([
    getAll([dayRef(salon.id, date)]),
    gapTablesOf(
      salon.id,
      candidates.map((c) => c.id),
    ),
  ]);
  const busy = busyFrom(snaps);
  const minutes = (id: string) =>
    busy.filter((b) => b.staffId === id).reduce((m, b) => m + (b.end - b.start), 0);
  const cost = (member: BookableStaff) => {
    const table = tables?.get(member.id);
    const occupancy = occupancyFor(services, member.id);
    const day = staffDayOn(
      member,
      salon.businessHours,
      salon.timeZone,
      date,
      busy.filter((b) => b.staffId === member.id),
    );
    return table && occupancy && day ? startCost(day, occupancy, start, table) : 0;
  };
  const costs = new Map(candidates.map((c) => [c.id, cost(c)]));
  return [...candidates].sort(
    (a, b) => costs.get(a.id)! - costs.get(b.id)! || minutes(a.id) - minutes(b.id),
  );
}

const at = (ms: number) => new Date(ms);

export function summaryOf(b: BookingRecord, orgId: string): BookingSummary {
  return {
    id: b.id,
    orgId,
    staffId: b.staffId,
    staffName: b.staffName,
    start: b.startTime.toISOString(),
    end: b.endTime.toISOString(),
    status: b.status,
    services: b.services,
    price: b.price,
    currency: b.currency,
    clientName: b.clientName,
    deposit: b.deposit,
    awaiting: b.awaiting,
    holdUntil: b.holdUntil?.toISOString() ?? null,
    member: b.member && memberView(b.member),
    pointsRedeemed: b.pointsRedeemed,
  };
}

export interface ClientDetails {
  clientId: string | null;
  clientUserId: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  /** The visitor's details differ from the linked client record's. */
  detailsDiffer?: boolean;
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
  /** What this booking asks of the client (a deposit, or a card to save), once its client and price are known (online booking). */
  asks?: (
    client: ClientDetails,
    price: number,
    end: number,
  ) => Promise<{ deposit: number; awaiting: BookingAwaits }>;
  /** The signed-in client's live membership: its benefits price the booking (checked inside the write). */
  membershipId?: string | null;
  /** How far ahead it may be booked, when not the salon's own limit (priority booking). */
  maxAdvanceDays?: number;
  /** A signed-in client redeems loyalty points off the price (checked and taken inside the write). */
  redeem?: { clientId: string; points: number } | null;
  /** Finds or makes the client record inside the transaction, once a stylist is chosen. */
  client: (
    tx: BookingWrite,
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
  const ref = bookingDoc(salon.id, bookingId);
  const hash = requestHash(input.request);
  const deadline = Date.now() + BOOKING_WRITE_BUDGET_MS;
  const candidates = await fairOrder(salon, input.candidates, input.services, input.start);
  let firstRefusal: ApiError | null = null;
  for (const staff of candidates) {
    try {
      return await boundedWrite(
        (tx) => bookOne(tx, input, staff, { ref, bookingId, hash }),
        deadline,
      );
    } catch (err) {
      // Another candidate may still be free; "taken" is the answer people need most.
      if (!(err instanceof ApiError) || (err.code !== 'slot_taken' && err.code !== 'unprocessable'))
        throw err;
      if (!firstRefusal || err.code === 'slot_taken') firstRefusal = err;
    }
  }
  throw firstRefusal ?? refusal('not_performed');
}

async function bookOne(
  tx: BookingWrite,
  input: NewBooking,
  staff: BookableStaff,
  target: { ref: DocumentReference<BookingRecord>; bookingId: string; hash: string },
): Promise<BookingSummary> {
  const { salon } = input;
  const { ref, bookingId, hash } = target;
  const existing = (await tx.get(ref)).data();
  if (existing) {
    if (existing.requestHash !== hash) {
      throw new ApiError(
        'unprocessable',
        'This idempotency key was already used for a different booking. Use a new key for a new booking.',
      );
    }
    return { ...summaryOf(existing, salon.id), replayed: true };
  }
  const placed = await place(
    tx,
    {
      salon,
      services: input.services,
      staff,
      start: input.start,
      strict: input.strict,
      maxAdvanceDays: input.maxAdvanceDays,
    },
    bookingId,
  );
  const client = await input.client(tx, staff);
  const startDate = localParts(input.start, salon.timeZone).date;
  // The adjusters' reads, prices and writes (a member's benefits, points redeemed).
  const { lines, price, perks } = await priceAppointment(tx, {
    salon,
    bookingId,
    clientId: client.clientId,
    membershipId: input.membershipId ?? null,
    redeem: input.redeem ?? null,
    lines: serviceLines(input.services, staff.id),
    localDate: startDate,
    by: { uid: input.createdBy, name: 'Booked online' },
  });
  const { member, pointsRedeemed } = perks;
  const { deposit, awaiting } = input.asks
    ? await input.asks(client, price, placed.end)
    : { deposit: 0, awaiting: null };
  const holdUntil = awaiting ? at(Date.now() + DEPOSIT_HOLD_MINUTES * 60_000) : null;
  client.write?.();
  tx.create(ref, {
    id: bookingId,
    proposedMove: null,
    date: at(new LocalDay(startDate, salon.timeZone).lenient(0)),
    localDate: startDate,
    startTime: at(input.start),
    endTime: at(placed.end),
    busy: placed.segments.map((s) => ({ start: at(s.start), end: at(s.end) })),
    staffId: staff.id,
    staffName: staff.displayName,
    serviceIds: input.services.map((s) => s.id),
    services: lines,
    price,
    currency: salon.currency,
    deposit,
    paid: 0,
    tips: 0,
    paymentStatus: 'unpaid',
    awaiting,
    holdUntil,
    card: null,
    member,
    pointsRedeemed,
    feePayments: {},
    clientId: client.clientId,
    clientUserId: client.clientUserId,
    clientName: client.clientName,
    clientEmail: client.clientEmail,
    clientPhone: client.clientPhone,
    clientDetailsToConfirm: client.detailsDiffer ?? false,
    notes: input.notes,
    status: 'booked',
    source: input.source,
    recurrenceId: input.recurrenceId ?? null,
    durationOverride: null,
    statusChangedAt: null,
    confirmedAt: null,
    cancelReason: '',
    requestHash: hash,
    createdBy: input.createdBy,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  placed.days.write(tx, placed.touched);
  return {
    id: bookingId,
    orgId: salon.id,
    staffId: staff.id,
    staffName: staff.displayName,
    start: new Date(input.start).toISOString(),
    end: new Date(placed.end).toISOString(),
    status: 'booked' as const,
    services: lines,
    price,
    currency: salon.currency,
    clientName: client.clientName,
    deposit,
    awaiting,
    holdUntil: holdUntil?.toISOString() ?? null,
    member: member && memberView(member),
    pointsRedeemed,
  };
}

const memberView = (m: NonNullable<BookingRecord['member']>) => ({
  planName: m.planName,
  included: m.included,
  discount: m.discount,
});

/**
 * The client record an online booking belongs to: the one with this e-mail
 * address (a booth renter's own when the stylist is a renter), or a new one.
 * The search runs outside the transaction's locks (a query would lock a range
 * of the client list for every booking); a new record gets an id that follows
 * from the address, read by id inside the transaction, so two bookings of the
 * same newcomer make one record.
 */
export async function findOrCreateClient(
  tx: BookingWrite,
  orgId: string,
  staff: BookableStaff,
  contact: { firstName: string; lastName: string; email: string; phone: string },
  userId: string | null,
): Promise<ClientDetails & { write?: () => void }> {
  const owner = staff.role === 'booth_renter' ? staff.id : null;
  const email = contact.email.toLowerCase();
  const clients = clientsCollection(orgId);
  const found = await clients
    .where('email', '==', email)
    .where('ownerStaffId', '==', owner)
    .limit(1)
    .get();
  const details = {
    clientUserId: userId,
    clientName: `${contact.firstName} ${contact.lastName}`.trim(),
    clientEmail: email,
    clientPhone: contact.phone,
  };
  const existing = found.docs[0];
  if (existing) {
    // A visitor is not signed in as this client: the booking is linked, the
    // record is never changed, and details that differ are flagged for the
    // salon to check with the client.
    const digits = (v: unknown) => String(v ?? '').replace(/\D/g, '');
    const stored = existing.data();
    const storedName = `${stored.firstName} ${stored.lastName}`;
    const detailsDiffer =
      digits(stored.phone) !== digits(contact.phone) ||
      storedName.trim().toLowerCase() !== details.clientName.toLowerCase();
    return { ...details, clientId: existing.id, detailsDiffer };
  }
  const ref = clients.doc(
    `online-${createHash('sha256')
      .update(`${owner ?? ''}:${email}`)
      .digest('hex')
      .slice(0, 24)}`,
  );
  if ((await tx.get(ref)).exists) return { ...details, clientId: ref.id };
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
        id: ref.id,
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

function bookingBusy(b: BookingRecord): Interval[] {
  return b.busy.map((i) => ({ start: i.start.getTime(), end: i.end.getTime() }));
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
  guard?: (booking: BookingRecord) => void;
}

/** Moves (or resizes) a booking with the same checks as a new one, in one transaction. */
export async function moveBooking(salon: SalonContext, input: MoveInput): Promise<BookingSummary> {
  const ref = bookingDoc(salon.id, input.bookingId);
  const deadline = Date.now() + BOOKING_WRITE_BUDGET_MS;
  return boundedWrite(async (tx) => {
    const snap = (await tx.get(ref)).data();
    if (!snap) throw new ApiError('not_found', 'That appointment no longer exists.');
    const { status, staffId: fromStaffId } = snap;
    assertOwn(input.actor, fromStaffId);
    assertOwn(input.actor, input.staff.id);
    if (!isEditable(status)) {
      throw new ApiError('conflict', `A ${status.replace('_', '-')} appointment cannot be moved.`);
    }
    input.guard?.(snap);
    const oldDates = datesTouched(bookingBusy(snap), salon.timeZone);
    const services = input.durationMinutes
      ? resized(input.services, input.staff.id, input.durationMinutes)
      : input.services;
    const sameStaff = fromStaffId === input.staff.id;
    // The old stylist's locks first (all reads before any write), then the new one's.
    const previous = sameStaff ? null : await StaffDays.read(tx, salon.id, fromStaffId, oldDates);
    const placed = await place(
      tx,
      {
        salon,
        services,
        staff: input.staff,
        start: input.start,
        strict: input.strict,
        ignoreBookingId: input.bookingId,
      },
      input.bookingId,
      sameStaff ? oldDates : [],
    );
    if (previous) {
      previous.remove(input.bookingId);
      previous.write(tx, oldDates);
    }
    const startDate = localParts(input.start, salon.timeZone).date;
    const lines = snap.services;
    tx.update(ref, {
      date: at(new LocalDay(startDate, salon.timeZone).lenient(0)),
      localDate: startDate,
      startTime: at(input.start),
      endTime: at(placed.end),
      busy: placed.segments.map((s) => ({ start: at(s.start), end: at(s.end) })),
      staffId: input.staff.id,
      staffName: input.staff.displayName,
      durationOverride: input.durationMinutes ?? null,
      // A new time answers any the salon asked about.
      proposedMove: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    placed.days.write(tx, sameStaff ? [...oldDates, ...placed.touched] : placed.touched);
    return {
      ...summaryOf(snap, salon.id),
      staffId: input.staff.id,
      staffName: input.staff.displayName,
      start: new Date(input.start).toISOString(),
      end: new Date(placed.end).toISOString(),
      services: lines,
    };
  }, deadline);
}

export interface StatusInput {
  bookingId: string;
  status: BookingStatus;
  reason: string;
  actor: BookingActor;
  guard?: (booking: BookingRecord) => void;
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
  const ref = bookingDoc(salon.id, input.bookingId);
  const deadline = Date.now() + BOOKING_WRITE_BUDGET_MS;
  return boundedWrite(async (tx) => {
    const snap = (await tx.get(ref)).data();
    if (!snap) throw new ApiError('not_found', 'That appointment no longer exists.');
    assertOwn(input.actor, snap.staffId);
    const from = snap.status;
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
    const { staffId } = snap;
    const cancelling = input.status === 'cancelled' && isActive(from);
    // A completed visit is counted on the client's record.
    const clientRef =
      input.status === 'completed' && snap.clientId ? clientDoc(salon.id, snap.clientId) : null;
    const [days, client] = await Promise.all([
      StaffDays.read(tx, salon.id, staffId, dates),
      clientRef ? tx.get(clientRef) : Promise.resolve(null),
    ]);
    const freed = isActive(from) && !isActive(input.status);
    const retaken = !isActive(from) && isActive(input.status);
    if (freed) days.remove(input.bookingId);
    if (retaken) {
      const others = days.busy(input.bookingId);
      if (others.some((b) => busy.some((s) => s.start < b.end && b.start < s.end))) {
        throw new ApiError('slot_taken', 'That time has been booked by someone else since.');
      }
      days.add(
        dates,
        busy.map((s) => ({ bookingId: input.bookingId, staffId, start: s.start, end: s.end })),
      );
    }
    const visited = client?.data();
    // The adjusters' part: included services and points given back, points earned.
    const changed = await settleStatusChange(tx, {
      salon,
      booking: snap,
      to: input.status,
      cancelling,
      visited,
      by: { uid: input.actor.uid, name: `Appointment ${input.status.replace('_', '-')}` },
      at: new Date(),
    });
    if (client && visited) {
      const start = snap.startTime;
      const last = visited.lastVisitAt;
      tx.update(client.ref, {
        ...changed,
        visitCount: FieldValue.increment(1),
        totalSpent: FieldValue.increment(snap.price),
        ...(!last || last.getTime() < start.getTime() ? { lastVisitAt: start } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    tx.update(ref, {
      status: input.status,
      statusChangedAt: FieldValue.serverTimestamp(),
      ...(input.status === 'cancelled' ? { cancelReason: input.reason } : {}),
      ...(input.status === 'confirmed' ? { confirmedAt: FieldValue.serverTimestamp() } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (freed || retaken) days.write(tx, dates);
    return { ...summaryOf(snap, salon.id), status: input.status };
  }, deadline);
}
