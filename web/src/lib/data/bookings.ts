import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  ZBookingNotes,
  type BookingStatus,
  type RecurringCreate,
  type StaffCreateBooking,
} from '@chairside/core/booking';
import { appointmentContracts } from '@chairside/core/contracts/booking';
import { call } from '../api/api';
import { ZBookingRecord, ZWaitlistRecord } from './converters';
import { parsedInput } from './parse-input';
import { useLiveDoc, useLiveQuery } from './live';

type Db = ReturnType<typeof useFirestore>;

/**
 * Appointments starting in [from, to), live, by start time. `staffId` limits
 * them to one column (what a stylist or booth renter may read). One indexed
 * range query: reads are the appointments on screen, nothing else.
 */
export function useBookings(orgId: string, from: Date, to: Date, staffId: string | null) {
  const db = useFirestore();
  const constraints: QueryConstraint[] = [
    ...(staffId ? [where('staffId', '==', staffId)] : []),
    where('startTime', '>=', from),
    where('startTime', '<', to),
    orderBy('startTime'),
  ];
  const q = query(collection(db, 'orgs', orgId, 'bookings'), ...constraints);
  return useLiveQuery(
    'bookings',
    `orgs/${orgId}/bookings:${staffId ?? '*'}:${from.getTime()}:${to.getTime()}`,
    q,
    ZBookingRecord,
  );
}

/** One appointment, live (null when it does not exist or may not be read). */
export function useBooking(orgId: string, bookingId: string) {
  return useLiveDoc(
    'bookings',
    doc(useFirestore(), 'orgs', orgId, 'bookings', bookingId),
    ZBookingRecord,
  );
}

/** A client's appointments, newest first (a stylist's view: only their own column). */
export function useClientBookings(orgId: string, clientId: string, staffId: string | null) {
  const db = useFirestore();
  const q = query(
    collection(db, 'orgs', orgId, 'bookings'),
    where('clientId', '==', clientId),
    ...(staffId ? [where('staffId', '==', staffId)] : []),
    orderBy('startTime', 'desc'),
    limit(50),
  );
  return useLiveQuery(
    'bookings',
    `orgs/${orgId}/bookings:client:${clientId}:${staffId ?? '*'}`,
    q,
    ZBookingRecord,
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

export async function saveBookingNotes(db: Db, orgId: string, bookingId: string, notes: string) {
  return updateDoc(doc(db, 'orgs', orgId, 'bookings', bookingId), {
    notes: parsedInput(ZBookingNotes, notes),
    updatedAt: serverTimestamp(),
  });
}

/** Waitlist entries for the dates on screen (owners, managers and the front desk). */
export function useWaitlist(orgId: string, from: string, to: string) {
  const db = useFirestore();
  const q = query(
    collection(db, 'orgs', orgId, 'waitlist'),
    where('date', '>=', from),
    where('date', '<=', to),
    orderBy('date'),
    orderBy('createdAt'),
  );
  return useLiveQuery('bookings', `orgs/${orgId}/waitlist:${from}:${to}`, q, ZWaitlistRecord);
}

export const setWaitlistStatus = (
  db: Db,
  orgId: string,
  id: string,
  status: 'waiting' | 'contacted' | 'booked' | 'closed',
) => updateDoc(doc(db, 'orgs', orgId, 'waitlist', id), { status, updatedAt: serverTimestamp() });
