import { isoDateIn } from '@chairside/core/staff-profile';
import { addDays, weekdayIndex } from '@chairside/core/zoned-time';
import { ZBookingRecord, type BookingRecord } from '@chairside/core/records/booking';
import { admin, callApi, salonInput } from './api';

/** A service document as the services screen writes it (30 minutes, $45), with changes. */
export const serviceDocument = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  category: 'Cuts',
  description: '',
  durationMinutes: 30,
  price: 4500,
  currency: 'USD',
  processingMinutes: 0,
  finishingMinutes: 0,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  onlineBookable: true,
  staffIds: [] as string[],
  staffOverrides: {},
  imageUrl: '',
  status: 'active',
  sortOrder: 0,
  ...extra,
});

/**
 * The first Tuesday (open 09:00–18:00 in the default hours) at least `after`
 * days from today in a zone, `weeks` weeks later.
 */
export function nextTuesday(timeZone: string, after = 3, weeks = 0): string {
  let d = addDays(isoDateIn(new Date(), timeZone), after);
  while (weekdayIndex(d) !== 1) d = addDays(d, 1);
  return addDays(d, weeks * 7);
}

/** A salon-local date as the booking page names its day ("Tuesday, March 2"). */
export const longDateOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

/**
 * Leo Martins (s-leo) joins a salon as a stylist with his own account: his
 * team record, membership and profile, as accepting an invitation leaves them.
 */
export async function leoJoins(orgId: string, uid: string) {
  const { db } = admin();
  const common = { displayName: 'Leo Martins', role: 'staff', status: 'active' };
  await db.doc(`orgs/${orgId}/staff/s-leo`).set({ ...common, userId: uid, color: '#0D9488' });
  await db.doc(`orgs/${orgId}/members/${uid}`).set({ ...common, uid, staffId: 's-leo' });
  await db.doc(`users/${uid}`).set({
    displayName: 'Leo Martins',
    memberships: { [orgId]: 'staff' },
    activeOrgId: orgId,
  });
}

/**
 * A new salon of the signed-in founder's (`token`), with Leo Martins, a senior
 * stylist, who does a Men's cut ($45, 30 minutes; `cut` changes it). Answers its id.
 */
export async function salonWithLeo(
  token: string,
  name: string,
  slug: string,
  cut: Record<string, unknown> = {},
): Promise<string> {
  const created = await callApi('/orgs', { token, body: salonInput(name, slug) });
  const orgId = created.body.orgId as string;
  const { db } = admin();
  await db.doc(`orgs/${orgId}/staff/s-leo`).set({
    displayName: 'Leo Martins',
    title: 'Senior stylist',
    role: 'staff',
    status: 'active',
    userId: null,
    color: '#0D9488',
  });
  await db
    .doc(`orgs/${orgId}/services/mens-cut`)
    .set(serviceDocument('Men’s cut', { staffIds: ['s-leo'], ...cut }));
  return orgId;
}

/** An hour's appointment as stored, for tests that write bookings directly (changes in `extra`). */
export function bookingRecord(
  id: string,
  email: string,
  at: Date,
  extra: Partial<BookingRecord> = {},
): BookingRecord {
  const HOUR = 3_600_000;
  return ZBookingRecord.parse({
    id,
    localDate: at.toISOString().slice(0, 10),
    startTime: at,
    endTime: new Date(at.getTime() + HOUR),
    staffId: 's-leo',
    staffName: 'Leo Martins',
    services: [{ id: 'cut', name: 'Cut & finish', durationMinutes: 60, price: 6500 }],
    price: 6500,
    currency: 'USD',
    clientId: null,
    clientName: 'Sam Rivera',
    clientEmail: email,
    clientPhone: '(718) 555-0199',
    status: 'booked',
    source: 'online',
    createdAt: new Date(),
    updatedAt: new Date(),
    ...extra,
  });
}
