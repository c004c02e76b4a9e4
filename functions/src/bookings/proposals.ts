// A new time the salon asks a client about (smart scheduling's proposals),
// and the client's answer from their manage link. Nothing moves without the
// client's yes: asking only records the request (the booking's write trigger
// sends it by e-mail or text), and the yes moves the appointment with the
// same checks as any move, in one transaction.
import type { BookingRecord } from '@chairside/core/records/booking';
import type { ManagedBooking } from '@chairside/core/contracts/booking';
import { formatAppointmentTime } from '@chairside/core/format';
import { checkStart, type SlotService } from '@chairside/core/slots';
import { addDays, localParts } from '@chairside/core/zoned-time';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { countReads } from '../http/read-count';
import { bookingDoc } from '../records/bookings';
import { getAll } from '../records/repository';
import type { SalonContext } from '../platform/salon';
import { moveBooking, summaryOf } from './bookings.service';
import { busyFrom, dayRef } from './day-locks';
import { managedBooking, managedView } from './online.service';
import { balanceDue } from '@chairside/core/payments';
import { loadServices, loadStaff, type BookableStaff } from './salon-data';

const LIVE = new Set(['booked', 'confirmed']);

/** The appointment's stylist and services, as they perform it (the menu may have changed since). */
async function performerOf(salon: SalonContext, booking: BookingRecord) {
  const [staff] = await loadStaff(salon.id, [booking.staffId]);
  if (!staff) throw new ApiError('unprocessable', 'The stylist is no longer taking bookings.');
  const services = (
    await loadServices(salon.id, booking.serviceIds, { online: false }).catch(() => {
      throw new ApiError(
        'unprocessable',
        'A service of this appointment has been archived, so it cannot be moved.',
      );
    })
  ).map((s) => (s.staffIds.includes(staff.id) ? s : { ...s, staffIds: [...s.staffIds, staff.id] }));
  return { staff, services };
}

/** Where the appointment would end at `start`, or why it cannot go there. */
async function fitAt(
  salon: SalonContext,
  booking: BookingRecord,
  staff: BookableStaff,
  services: readonly SlotService[],
  start: number,
): Promise<number> {
  const date = localParts(start, salon.timeZone).date;
  const snaps = await getAll(
    [addDays(date, -1), date, addDays(date, 1)].map((d) => dayRef(salon.id, d)),
  );
  countReads(snaps.length);
  const busy = busyFrom(snaps).filter((b) => b.bookingId !== booking.id);
  const check = checkStart(
    {
      timeZone: salon.timeZone,
      businessHours: salon.businessHours,
      staff: [staff],
      services,
      busy,
      now: Date.now(),
      leadMinutes: 0,
      maxAdvanceDays: 100_000,
      intervalMinutes: salon.policy.slotIntervalMinutes,
    },
    staff.id,
    start,
    { strict: false },
  );
  if (!check.ok) {
    throw new ApiError(
      'conflict',
      check.reason === 'taken'
        ? `${staff.displayName} is no longer free then.`
        : `That time is outside ${staff.displayName}'s hours.`,
    );
  }
  return check.end;
}

/**
 * Asks the client whether their appointment may move to `start` (same
 * stylist), or withdraws a request they have not answered (`start` null).
 * Answers the appointment with the request as stored.
 */
export async function askToMove(
  salon: SalonContext,
  bookingId: string,
  start: number | null,
  by: string,
): Promise<BookingRecord> {
  const ref = bookingDoc(salon.id, bookingId);
  const booking = (await ref.get()).data();
  countReads(1);
  if (!booking) throw new ApiError('not_found', 'That appointment no longer exists.');
  if (!LIVE.has(booking.status) || booking.startTime.getTime() <= Date.now())
    throw new ApiError('conflict', 'Only an upcoming appointment can be moved.');
  if (start === null) {
    if (booking.proposedMove?.status !== 'pending') return booking;
    await ref.update({ proposedMove: null, updatedAt: FieldValue.serverTimestamp() });
    return { ...booking, proposedMove: null };
  }
  if (!booking.clientEmail && !booking.clientPhone)
    throw new ApiError(
      'unprocessable',
      `${booking.clientName || 'This client'} has no e-mail address or mobile number on the appointment: call them instead.`,
    );
  if (start <= Date.now()) throw new ApiError('validation_failed', 'Choose a time still to come.');
  if (start === booking.startTime.getTime())
    throw new ApiError('validation_failed', 'That is the time it is booked for already.');
  const { staff, services } = await performerOf(salon, booking);
  const end = await fitAt(salon, booking, staff, services, start);
  const proposedMove = {
    start: new Date(start),
    end: new Date(end),
    status: 'pending' as const,
    requestedAt: new Date(),
    requestedBy: by,
  };
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current || current.startTime.getTime() !== booking.startTime.getTime())
      throw new ApiError('conflict', 'The appointment changed meanwhile. Look again.');
    tx.update(ref, { proposedMove, updatedAt: FieldValue.serverTimestamp() });
  });
  return { ...booking, proposedMove };
}

const noLongerAsked = () =>
  new ApiError('conflict', 'The salon no longer asks to move this appointment.');

/** The client's yes (the appointment moves) or no (it stays, and the salon sees the answer). */
export async function answerProposal(token: string, accept: boolean): Promise<ManagedBooking> {
  const { salon, booking } = await managedBooking(token);
  const asked = booking.proposedMove;
  if (!asked || asked.status !== 'pending' || !LIVE.has(booking.status)) throw noLongerAsked();
  const due = balanceDue(booking.price, booking.paid);
  const stillAsked = (current: BookingRecord) => {
    const now = current.proposedMove;
    if (now?.status !== 'pending' || now.start.getTime() !== asked.start.getTime())
      throw noLongerAsked();
  };
  if (!accept) {
    const ref = bookingDoc(salon.id, booking.id);
    await db().runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      if (!current) throw noLongerAsked();
      stillAsked(current);
      tx.update(ref, {
        'proposedMove.status': 'declined',
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
    const declined = { ...asked, status: 'declined' as const };
    return managedView(salon, summaryOf(booking, salon.id), booking.serviceIds, due, declined);
  }
  if (asked.start.getTime() <= Date.now())
    throw new ApiError('conflict', 'That time has passed. Your appointment stays as it was.');
  const { staff, services } = await performerOf(salon, booking);
  const summary = await moveBooking(salon, {
    bookingId: booking.id,
    start: asked.start.getTime(),
    staff,
    services,
    ...(booking.durationOverride ? { durationMinutes: booking.durationOverride } : {}),
    strict: false,
    actor: { uid: null, ownStaffId: null },
    guard: stillAsked,
  }).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === 'conflict' && !/no longer asks/.test(err.message))
      throw new ApiError(
        'conflict',
        `That time was taken since the salon asked. Your appointment stays at ${formatAppointmentTime(booking.startTime, salon.timeZone)}.`,
      );
    throw err;
  });
  return managedView(salon, summary, booking.serviceIds, due);
}
