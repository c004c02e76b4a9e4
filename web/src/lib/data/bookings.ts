import {
  ZBookingNotes,
  type BookingStatus,
  type RecurringCreate,
  type StaffCreateBooking,
} from '@chairside/core/booking';
import { appointmentContracts } from '@chairside/core/contracts/booking';
import { call } from '../api/api';
import { parsedInput } from './parse-input';
import { useLiveDoc, useLiveQuery } from './live';
import { firestoreSdk } from './sdk';

/**
 * Appointments starting in [from, to), live, by start time. `staffId` limits
 * them to one column (what a stylist or booth renter may read). One indexed
 * range query: reads are the appointments on screen, nothing else.
 */
export function useBookings(orgId: string, from: Date, to: Date, staffId: string | null) {
  return useLiveQuery(
    'bookings',
    `orgs/${orgId}/bookings:${staffId ?? '*'}:${from.getTime()}:${to.getTime()}`,
    (f) =>
      f.query(
        f.collection(f.db, 'orgs', orgId, 'bookings'),
        ...(staffId ? [f.where('staffId', '==', staffId)] : []),
        f.where('startTime', '>=', from),
        f.where('startTime', '<', to),
        f.orderBy('startTime'),
      ),
    (r) => r.ZBookingRecord,
  );
}

/** One appointment, live (null when it does not exist or may not be read). */
export function useBooking(orgId: string, bookingId: string) {
  return useLiveDoc('bookings', ['orgs', orgId, 'bookings', bookingId], (r) => r.ZBookingRecord);
}

/** A client's appointments, newest first (a stylist's view: only their own column). */
export function useClientBookings(orgId: string, clientId: string, staffId: string | null) {
  return useLiveQuery(
    'bookings',
    `orgs/${orgId}/bookings:client:${clientId}:${staffId ?? '*'}`,
    (f) =>
      f.query(
        f.collection(f.db, 'orgs', orgId, 'bookings'),
        f.where('clientId', '==', clientId),
        ...(staffId ? [f.where('staffId', '==', staffId)] : []),
        f.orderBy('startTime', 'desc'),
        f.limit(50),
      ),
    (r) => r.ZBookingRecord,
  );
}

export const createStaffBooking = (input: StaffCreateBooking) =>
  call(appointmentContracts.create, { body: input, secure: true });

export const createRecurringBookings = (input: RecurringCreate) =>
  call(appointmentContracts.recurring, { body: input, secure: true });

export const moveBooking = (
  orgId: string,
  bookingId: string,
  change: { start: string; staffId: string; durationMinutes?: number },
) =>
  call(appointmentContracts.move, {
    params: { bookingId },
    body: { orgId, ...change },
    secure: true,
  });

export const changeBookingStatus = (
  orgId: string,
  bookingId: string,
  status: BookingStatus,
  reason = '',
) =>
  call(appointmentContracts.status, {
    params: { bookingId },
    body: { orgId, status, reason },
    secure: true,
  });

export async function saveBookingNotes(orgId: string, bookingId: string, notes: string) {
  const f = await firestoreSdk();
  return f.updateDoc(f.doc(f.db, 'orgs', orgId, 'bookings', bookingId), {
    notes: parsedInput(ZBookingNotes, notes),
    updatedAt: f.serverTimestamp(),
  });
}

/** Waitlist entries for the dates on screen (owners, managers and the front desk). */
export function useWaitlist(orgId: string, from: string, to: string) {
  return useLiveQuery(
    'bookings',
    `orgs/${orgId}/waitlist:${from}:${to}`,
    (f) =>
      f.query(
        f.collection(f.db, 'orgs', orgId, 'waitlist'),
        f.where('date', '>=', from),
        f.where('date', '<=', to),
        f.orderBy('date'),
        f.orderBy('createdAt'),
      ),
    (r) => r.ZWaitlistRecord,
  );
}

export async function setWaitlistStatus(
  orgId: string,
  id: string,
  status: 'waiting' | 'contacted' | 'booked' | 'closed',
) {
  const f = await firestoreSdk();
  return f.updateDoc(f.doc(f.db, 'orgs', orgId, 'waitlist', id), {
    status,
    updatedAt: f.serverTimestamp(),
  });
}
