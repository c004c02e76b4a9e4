import { isoDateIn } from '@chairside/core/staff-profile';
import { zonedInstant } from '@chairside/core/zoned-time';
import { admin } from './api';
import { signUp } from './emulators';

/**
 * An appointment document as the booking calls leave it: a $45 cut with Leo
 * for Sam Client, 30 minutes from `start`, checked in. `extra` changes it.
 */
export function appointmentDocument(
  start: Date,
  timeZone: string,
  extra: Record<string, unknown> = {},
) {
  return {
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
  };
}

/**
 * That appointment, started 20 minutes ago in the salon's zone, or at the
 * salon's midnight when 20 minutes ago was yesterday there: the front desk
 * sees today's appointments, whatever the hour the tests run at.
 */
export async function checkedInAppointment(
  orgId: string,
  bookingId: string,
  extra: Record<string, unknown> = {},
) {
  const { db } = admin();
  const timeZone = (await db.doc(`orgs/${orgId}`).get()).get('timeZone') as string;
  const now = Date.now();
  const midnight = zonedInstant(isoDateIn(new Date(now), timeZone), '00:00', timeZone);
  const start = new Date(Math.max(now - 20 * 60_000, midnight));
  await db
    .doc(`orgs/${orgId}/bookings/${bookingId}`)
    .set(appointmentDocument(start, timeZone, extra));
}

/** The salon's own Stripe account, onboarded (onboarding has its own tests). */
export async function connectedStripe(orgId: string, accountId: string) {
  const now = new Date();
  await admin().db.doc(`orgs/${orgId}/paymentSettings/stripe`).set({
    id: 'stripe',
    accountId,
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    lastEventCreated: 0,
    createdAt: now,
    updatedAt: now,
  });
}

/** A front desk who signs in with e-mail and password, as the invitation flow leaves them. */
export async function frontDeskMember(orgId: string, email: string, password: string) {
  const { db } = admin();
  const ava = await signUp(email, password);
  await db.doc(`orgs/${orgId}/members/${ava.uid}`).set({
    uid: ava.uid,
    role: 'front_desk',
    staffId: null,
    displayName: 'Ava Desk',
    status: 'active',
  });
  await db.doc(`users/${ava.uid}`).set({
    displayName: 'Ava Desk',
    memberships: { [orgId]: 'front_desk' },
    activeOrgId: orgId,
  });
  return ava;
}

/**
 * A gift card of `amount` issued straight into the salon's ledger (as the desk
 * would give one), handed over in person so no due work ever e-mails it.
 */
export async function handedOverGiftCard(orgId: string, id: string, amount: number) {
  const { writeNewCard } = await import('../../functions/src/gift-cards/gift-cards.service');
  const { db } = admin();
  const timeZone = (await db.doc(`orgs/${orgId}`).get()).get('timeZone') as string;
  const card = await db.runTransaction(async (tx) =>
    writeNewCard(tx, orgId, {
      id,
      product: { id: 'gp-any', name: 'Gift card', design: 'classic' },
      amount,
      salon: { currency: 'USD', timeZone, giftCardSettings: { expiryMonths: null } },
      buyer: { name: 'Gus Giver', email: `gus-${id}@example.test` },
      recipient: { name: '', email: '' },
      message: '',
      deliverOn: '',
      source: 'given',
      paymentId: null,
      saleId: null,
      by: { uid: null, name: 'Test' },
      at: new Date(),
      note: 'Given',
      handedOver: true,
    }),
  );
  return { id, code: card.code };
}
