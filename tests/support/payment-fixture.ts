import { isoDateIn } from '@chairside/core/staff-profile';
import { admin } from './api';

/**
 * An appointment as the booking calls leave it, started 20 minutes ago in the
 * salon's zone: a $45 cut with Leo for Sam Client, checked in. `extra` changes it.
 */
export async function checkedInAppointment(
  orgId: string,
  bookingId: string,
  extra: Record<string, unknown> = {},
) {
  const { db } = admin();
  const timeZone = (await db.doc(`orgs/${orgId}`).get()).get('timeZone') as string;
  const start = new Date(Date.now() - 20 * 60_000);
  await db.doc(`orgs/${orgId}/bookings/${bookingId}`).set({
    localDate: isoDateIn(start, timeZone),
    date: start,
    startTime: start,
    endTime: new Date(start.getTime() + 30 * 60_000),
    staffId: 's-leo',
    staffName: 'Leo Martins',
    serviceIds: ['cut'],
    services: [{ id: 'cut', name: 'Men’s cut', durationMinutes: 30, price: 4500 }],
    price: 4500,
    currency: 'USD',
    clientId: null,
    clientName: 'Sam Client',
    status: 'checked_in',
    source: 'staff',
    createdAt: start,
    updatedAt: start,
    ...extra,
  });
}
