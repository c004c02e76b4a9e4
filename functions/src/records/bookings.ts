// orgs/{orgId}/bookings, orgs/{orgId}/waitlist and the booking day documents
// (orgs/{orgId}/bookingDays/{date} and .../staff/{staffId}).
import { ZBookingDayRecord, ZStaffDayRecord } from '@chairside/core/records/booking-days';
import { ZBookingRecord, ZWaitlistRecord } from '@chairside/core/records/booking';
import { db } from '../firebase';
import { converterFor } from './repository';

const bookings = converterFor(ZBookingRecord);
const waitlist = converterFor(ZWaitlistRecord);
const days = converterFor(ZBookingDayRecord);
const staffDays = converterFor(ZStaffDayRecord);

export const bookingsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/bookings`).withConverter(bookings);
export const bookingDoc = (orgId: string, bookingId: string) =>
  db().doc(`orgs/${orgId}/bookings/${bookingId}`).withConverter(bookings);
export const waitlistCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/waitlist`).withConverter(waitlist);
export const dayDoc = (orgId: string, date: string) =>
  db().doc(`orgs/${orgId}/bookingDays/${date}`).withConverter(days);
export const staffDayDoc = (orgId: string, date: string, staffId: string) =>
  db().doc(`orgs/${orgId}/bookingDays/${date}/staff/${staffId}`).withConverter(staffDays);
