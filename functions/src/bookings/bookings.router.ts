// The appointment book's writes (signed in): POST bookings (staff and
// walk-ins), bookings/recurring-create, bookings/{id}/move, bookings/{id}/status.
// Owners, managers and the front desk work on every stylist's column; a
// stylist or booth renter only on their own.
import { Router, type Request } from 'express';
import type { z } from 'zod';
import {
  ZBookingStatusChange,
  ZMoveBooking,
  ZRecurringCreate,
  ZStaffCreateBooking,
  recurrenceDates,
  type StaffCreateBooking,
} from '@chairside/core/booking';
import type { Role } from '@chairside/core/roles';
import { LocalDay, localParts, minutesOf } from '@chairside/core/zoned-time';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth, type Caller } from '../http/auth';
import { requireRole, type Membership } from '../http/membership';
import { parse } from '../http/validate';
import {
  bookingIdFor,
  changeStatus,
  createBooking,
  moveBooking,
  type BookingActor,
  type ClientDetails,
} from './bookings.service';
import type { BookingWrite } from './day-locks';
import { candidatesFor } from './public.service';
import { loadServices, loadStaff, resolveSalon, type SalonContext } from './salon-data';
import { zDocId } from '@chairside/core/ids';

export const router = Router();

/** Who works in the appointment book. */
export const BOOK_ROLES: readonly Role[] = [
  'owner',
  'manager',
  'front_desk',
  'staff',
  'booth_renter',
];
const ALL_COLUMNS: readonly Role[] = ['owner', 'manager', 'front_desk'];

const ZId = zDocId('Not a valid id');

export function actorOf(caller: Caller, m: Membership): BookingActor {
  return {
    uid: caller.uid,
    ownStaffId: ALL_COLUMNS.includes(m.role) ? null : (m.staffId ?? '__none__'),
  };
}

async function member(res: Parameters<typeof callerOf>[0], orgId: string, action: string) {
  const caller = callerOf(res);
  const m = await requireRole(orgId, caller, BOOK_ROLES, { action });
  return { caller, membership: m!, actor: actorOf(caller, m!) };
}

function ownOnly(actor: BookingActor, staffId: string) {
  if (actor.ownStaffId !== null && actor.ownStaffId !== staffId) {
    throw new ApiError('forbidden', 'You can book only into your own column.');
  }
}

/** The client of a staff booking: a record (a renter's own), a walk-in name, or none. */
function staffClient(
  salon: SalonContext,
  input: z.output<typeof ZStaffCreateBooking>,
  membership: Membership,
) {
  return async (tx: BookingWrite): Promise<ClientDetails> => {
    if (!input.clientId) {
      return {
        clientId: null,
        clientUserId: null,
        clientName: input.walkInName || (input.walkIn ? 'Walk-in' : 'No client'),
        clientEmail: '',
        clientPhone: '',
      };
    }
    const snap = await tx.get(db().doc(`orgs/${salon.id}/clients/${input.clientId}`));
    if (!snap.exists) throw new ApiError('not_found', 'That client no longer exists.');
    if (membership.role === 'booth_renter' && snap.get('ownerStaffId') !== membership.staffId) {
      throw new ApiError('forbidden', 'You can book only your own clients.');
    }
    // A booth renter's clients are the renter's: the front desk and stylists book the salon's.
    if (['front_desk', 'staff'].includes(membership.role) && snap.get('ownerStaffId')) {
      throw new ApiError('forbidden', 'That client belongs to a booth renter’s own book.');
    }
    return {
      clientId: snap.id,
      clientUserId: (snap.get('userId') as string | null) ?? null,
      clientName:
        `${String(snap.get('firstName') ?? '')} ${String(snap.get('lastName') ?? '')}`.trim(),
      clientEmail: String(snap.get('email') ?? ''),
      clientPhone: String(snap.get('phone') ?? ''),
    };
  };
}

async function staffBooking(
  req: Request,
  input: z.output<typeof ZStaffCreateBooking>,
  extra: {
    caller: Caller;
    membership: Membership;
    actor: BookingActor;
    idempotencyKey?: string;
    start?: number;
    recurrenceId?: string | null;
  },
) {
  const salon = await resolveSalon(input.orgId);
  const services = await loadServices(salon.id, input.serviceIds, { online: false });
  const candidates = await candidatesFor(salon, services, input.staffId);
  return createBooking({
    salon,
    services,
    candidates,
    start: extra.start ?? Date.parse(input.start),
    strict: false,
    source: extra.recurrenceId ? 'recurring' : input.walkIn ? 'walk_in' : 'staff',
    idempotencyKey: extra.idempotencyKey ?? input.idempotencyKey,
    request: { ...input, start: extra.start ?? input.start, idempotencyKey: undefined },
    notes: input.notes,
    createdBy: extra.caller.uid,
    recurrenceId: extra.recurrenceId ?? null,
    client: staffClient(salon, input, extra.membership),
  });
}

/** POST /api/bookings: the front desk or a stylist books (a walk-in too). */
router.post('/', requireAuth, async (req, res) => {
  const input = parse(ZStaffCreateBooking, req.body, 'booking');
  const who = await member(res, input.orgId, 'book appointments');
  ownOnly(who.actor, input.staffId);
  const booking = await staffBooking(req, input, who);
  res.status(booking.replayed ? 200 : 201).json({ booking });
});

/**
 * POST /api/bookings/recurring-create: the same appointment weekly, every N
 * weeks or monthly. Each occurrence is its own transaction; the answer lists
 * which were booked and which conflicted, and why.
 */
router.post('/recurring-create', requireAuth, async (req, res) => {
  const input = parse(ZRecurringCreate, req.body as StaffCreateBooking, 'recurring booking');
  const who = await member(res, input.orgId, 'book appointments');
  ownOnly(who.actor, input.staffId);
  const salon = await resolveSalon(input.orgId);
  const first = Date.parse(input.start);
  const { date, time } = localParts(first, salon.timeZone);
  const recurrenceId = bookingIdFor(salon.id, `recurrence:${input.idempotencyKey}`);
  const occurrences = [];
  for (const [i, occurrence] of recurrenceDates(
    date,
    input.frequency,
    input.every,
    input.count,
  ).entries()) {
    if (occurrence.skipped) {
      occurrences.push({
        date: occurrence.date,
        status: 'conflict' as const,
        reason: 'This month has no such date.',
      });
      continue;
    }
    const start = new LocalDay(occurrence.date, salon.timeZone).exact(minutesOf(time));
    if (start === null) {
      occurrences.push({
        date: occurrence.date,
        status: 'conflict' as const,
        reason: 'That time does not exist on this date (the clocks change).',
      });
      continue;
    }
    try {
      const booking = await staffBooking(req, input, {
        ...who,
        start,
        idempotencyKey: `${input.idempotencyKey}:${i}`,
        recurrenceId,
      });
      occurrences.push({
        date: occurrence.date,
        status: 'booked' as const,
        start: booking.start,
        bookingId: booking.id,
      });
    } catch (err) {
      if (!(err instanceof ApiError) || !['slot_taken', 'unprocessable'].includes(err.code))
        throw err;
      occurrences.push({
        date: occurrence.date,
        status: 'conflict' as const,
        start: new Date(start).toISOString(),
        reason: err.message,
      });
    }
  }
  const booked = occurrences.filter((o) => o.status === 'booked').length;
  res
    .status(booked > 0 ? 201 : 409)
    .json({ recurrenceId, booked, conflicted: occurrences.length - booked, occurrences });
});

/** POST /api/bookings/{id}/move: drag to another time or stylist, or resize. */
router.post('/:bookingId/move', requireAuth, async (req, res) => {
  const bookingId = parse(ZId, req.params['bookingId'], 'appointment');
  const input = parse(ZMoveBooking, req.body, 'move');
  const who = await member(res, input.orgId, 'move appointments');
  const salon = await resolveSalon(input.orgId);
  const snap = await db().doc(`orgs/${salon.id}/bookings/${bookingId}`).get();
  if (!snap.exists) throw new ApiError('not_found', 'That appointment no longer exists.');
  const [staff] = await loadStaff(salon.id, [input.staffId]);
  if (!staff) throw new ApiError('not_found', 'That stylist is not on the team any more.');
  const services = (
    await loadServices(salon.id, snap.get('serviceIds') as string[], { online: false }).catch(
      () => {
        throw new ApiError(
          'unprocessable',
          'A service of this appointment has been archived, so it cannot be moved. Cancel it and book again.',
        );
      },
    )
  ).map((s) =>
    // The appointment's own stylist keeps performing it even if the menu changed since.
    s.staffIds.includes(staff.id) || staff.id !== snap.get('staffId')
      ? s
      : { ...s, staffIds: [...s.staffIds, staff.id] },
  );
  const booking = await moveBooking(salon, {
    bookingId,
    start: Date.parse(input.start),
    staff,
    services,
    durationMinutes: input.durationMinutes,
    strict: false,
    actor: who.actor,
  });
  res.json({ booking });
});

/** POST /api/bookings/{id}/status: confirm, check in, complete, cancel, no-show. */
router.post('/:bookingId/status', requireAuth, async (req, res) => {
  const bookingId = parse(ZId, req.params['bookingId'], 'appointment');
  const input = parse(ZBookingStatusChange, req.body, 'status');
  const who = await member(res, input.orgId, 'change appointments');
  const salon = await resolveSalon(input.orgId);
  const booking = await changeStatus(salon, {
    bookingId,
    status: input.status,
    reason: input.reason,
    actor: who.actor,
  });
  res.json({ booking });
});
