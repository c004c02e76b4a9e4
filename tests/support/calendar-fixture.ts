// The salon the calendar sync tests share: in New York, an owner and two
// stylists with accounts (Leo and Ana, staff s-leo and s-ana), and a
// 60-minute cut both perform.
import type { Caller } from '../../functions/src/http/auth';
import { admin } from './api';
import { serviceDocument } from './booking-fixture';

export async function calendarSalon(
  orgId: string,
  name: string,
  people: { owner: Caller; leo: Caller; ana: Caller },
) {
  const db = admin().db;
  const now = new Date();
  await db.doc(`orgs/${orgId}`).set({
    name,
    slug: orgId,
    ownerId: people.owner.uid,
    email: 'hello@calendar.test',
    address: '12 Court St, Brooklyn',
    timeZone: 'America/New_York',
    currency: 'USD',
    createdAt: now,
    updatedAt: now,
  });
  for (const [who, role, staffId] of [
    [people.owner, 'owner', null],
    [people.leo, 'staff', 's-leo'],
    [people.ana, 'staff', 's-ana'],
  ] as const) {
    await db
      .doc(`orgs/${orgId}/members/${who.uid}`)
      .set({ uid: who.uid, role, staffId, displayName: role });
  }
  for (const [id, staffName] of [
    ['s-leo', 'Leo Martins'],
    ['s-ana', 'Ana Costa'],
  ]) {
    await db
      .doc(`orgs/${orgId}/staff/${id}`)
      .set({ displayName: staffName, role: 'staff', status: 'active', weeklyHours: null });
  }
  await db
    .doc(`orgs/${orgId}/services/cut`)
    .set(
      serviceDocument('Cut', { staffIds: ['s-leo', 's-ana'], price: 5000, durationMinutes: 60 }),
    );
}

/** Online bookings in these salons ask for no deposit and no card. */
export const none = {
  deposit: () => Promise.reject(new Error('no deposit expected')),
  cardSetup: () => Promise.reject(new Error('no card expected')),
};

/** What a call refused with (code and message), or 'none' when it went through. */
export const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ code: 'none', message: 'it went through' }),
    (e: { code?: string; message: string }) => ({ code: e.code, message: e.message }),
  );
