// The appointment book's writes (signed in): POST bookings (staff and
// walk-ins), bookings/recurring-create, bookings/{id}/move, bookings/{id}/status.
// Owners, managers and the front desk work on every stylist's column; a
// stylist or booth renter only on their own.
import { publish } from '../platform/events';
import { Router } from 'express';
import { appointmentContracts as c } from '@chairside/core/contracts/booking';
import { zDocId } from '@chairside/core/ids';
import type { Role } from '@chairside/core/roles';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth, type Caller } from '../http/auth';
import { reply } from '../http/contract';
import { requireRole, type Membership } from '../http/membership';
import { parse } from '../http/validate';
import { bookSeries, moveAppointment, staffBooking } from './appointments.service';
import { changeStatus, type BookingActor } from './bookings.service';
import { resolveSalon } from '../platform/salon';

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

/** POST /api/bookings: the front desk or a stylist books (a walk-in too). */
router.post(c.create.path, requireAuth, async (req, res) => {
  const input = parse(c.create.body, req.body, 'booking');
  const who = await member(res, input.orgId, 'book appointments');
  ownOnly(who.actor, input.staffId);
  const booking = await staffBooking(input, who);
  reply(res, c.create, { booking }, booking.replayed ? 200 : 201);
});

/**
 * POST /api/bookings/recurring-create: the same appointment weekly, every N
 * weeks or monthly. Each occurrence is its own transaction; the answer lists
 * which were booked and which conflicted, and why.
 */
router.post(c.recurring.path, requireAuth, async (req, res) => {
  const input = parse(c.recurring.body, req.body, 'recurring booking');
  const who = await member(res, input.orgId, 'book appointments');
  ownOnly(who.actor, input.staffId);
  const series = await bookSeries(input, who);
  reply(res, c.recurring, series, series.booked > 0 ? 201 : 409);
});

/** POST /api/bookings/{id}/move: drag to another time or stylist, or resize. */
router.post(c.move.path, requireAuth, async (req, res) => {
  const bookingId = parse(ZId, req.params['bookingId'], 'appointment');
  const input = parse(c.move.body, req.body, 'move');
  const who = await member(res, input.orgId, 'move appointments');
  reply(res, c.move, { booking: await moveAppointment(bookingId, input, who.actor) });
});

/** POST /api/bookings/{id}/status: confirm, check in, complete, cancel, no-show. */
router.post(c.status.path, requireAuth, async (req, res) => {
  const bookingId = parse(ZId, req.params['bookingId'], 'appointment');
  const input = parse(c.status.body, req.body, 'status');
  const who = await member(res, input.orgId, 'change appointments');
  const salon = await resolveSalon(input.orgId);
  const booking = await changeStatus(salon, {
    bookingId,
    status: input.status,
    reason: input.reason,
    actor: who.actor,
  });
  if (input.status === 'cancelled') {
    await publish('appointment.cancelled', {
      orgId: salon.id,
      booking,
      refundWindowHours: salon.policy.cancellationHours,
      by: { uid: callerOf(res).uid, name: 'Cancelled at the salon' },
    });
  }
  reply(res, c.status, { booking });
});
