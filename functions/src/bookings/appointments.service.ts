// The appointment book's work (signed in): a staff booking or walk-in, a
// series, a move. Owners, managers and the front desk work on every
// stylist's column; a stylist or booth renter only on their own (the router
// passes the actor it worked out from the caller's membership).
import type { z } from 'zod';
import {
  recurrenceDates,
  type ZMoveBooking,
  type ZRecurringCreate,
  type ZStaffCreateBooking,
} from '@chairside/core/booking';
import type { BookingSummary, RecurringOccurrence } from '@chairside/core/contracts/booking';
import { LocalDay, localParts, minutesOf } from '@chairside/core/zoned-time';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import type { Membership } from '../http/membership';
import { bookingDoc } from '../records/bookings';
import { clientDoc } from '../records/clients';
import {
  bookingIdFor,
  createBooking,
  moveBooking,
  type BookingActor,
  type ClientDetails,
} from './bookings.service';
import type { BookingWrite } from './day-locks';
import { candidatesFor } from './public.service';
import { loadServices, loadStaff } from './salon-data';
import { resolveSalon, type SalonContext } from '../platform/salon';

export interface Booker {
  caller: Caller;
  membership: Membership;
  actor: BookingActor;
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
    const client = (await tx.get(clientDoc(salon.id, input.clientId))).data();
    if (!client) throw new ApiError('not_found', 'That client no longer exists.');
    if (membership.role === 'booth_renter' && client.ownerStaffId !== membership.staffId) {
      throw new ApiError('forbidden', 'You can book only your own clients.');
    }
    // A booth renter's clients are the renter's: the front desk and stylists book the salon's.
    if (['front_desk', 'staff'].includes(membership.role) && client.ownerStaffId) {
      throw new ApiError('forbidden', 'That client belongs to a booth renter’s own book.');
    }
    return {
      clientId: client.id,
      clientUserId: client.userId,
      clientName: `${client.firstName} ${client.lastName}`.trim(),
      clientEmail: client.email,
      clientPhone: client.phone,
    };
  };
}

export async function staffBooking(
  input: z.output<typeof ZStaffCreateBooking>,
  extra: Booker & {
    idempotencyKey?: string;
    start?: number;
    recurrenceId?: string | null;
  },
): Promise<BookingSummary> {
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

/**
 * The same appointment weekly, every N weeks or monthly. Each occurrence is
 * its own transaction; the answer lists which were booked and which
 * conflicted, and why.
 */
export async function bookSeries(input: z.output<typeof ZRecurringCreate>, booker: Booker) {
  const salon = await resolveSalon(input.orgId);
  const first = Date.parse(input.start);
  const { date, time } = localParts(first, salon.timeZone);
  const recurrenceId = bookingIdFor(salon.id, `recurrence:${input.idempotencyKey}`);
  const occurrences: RecurringOccurrence[] = [];
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
      const booking = await staffBooking(input, {
        ...booker,
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
  return { recurrenceId, booked, conflicted: occurrences.length - booked, occurrences };
}

/** Drag to another time or stylist, or resize. */
export async function moveAppointment(
  bookingId: string,
  input: z.output<typeof ZMoveBooking>,
  actor: BookingActor,
): Promise<BookingSummary> {
  const salon = await resolveSalon(input.orgId);
  const current = (await bookingDoc(salon.id, bookingId).get()).data();
  if (!current) throw new ApiError('not_found', 'That appointment no longer exists.');
  const [staff] = await loadStaff(salon.id, [input.staffId]);
  if (!staff) throw new ApiError('not_found', 'That stylist is not on the team any more.');
  const services = (
    await loadServices(salon.id, current.serviceIds, { online: false }).catch(() => {
      throw new ApiError(
        'unprocessable',
        'A service of this appointment has been archived, so it cannot be moved. Cancel it and book again.',
      );
    })
  ).map((s) =>
    // The appointment's own stylist keeps performing it even if the menu changed since.
    s.staffIds.includes(staff.id) || staff.id !== current.staffId
      ? s
      : { ...s, staffIds: [...s.staffIds, staff.id] },
  );
  return moveBooking(salon, {
    bookingId,
    start: Date.parse(input.start),
    staff,
    services,
    durationMinutes: input.durationMinutes,
    strict: false,
    actor,
  });
}
