// A client's own figures at a salon (/client-dashboard): their coming
// appointments with the link to change or cancel each, their last visit to
// book again, and the gift cards sent to their confirmed address. Only the
// client the salon linked to this account (users/{uid}.clientOf) gets them.
import type { ClientSummary } from '@chairside/core/dashboard-summary';
import { appOriginForSites } from '../config';
import { balanceDue } from '@chairside/core/payments';
import type { Caller } from '../http/auth';
import { ApiError } from '../http/api-error';
import { countReads } from '../http/read-count';
import { clientIdOf } from '../platform/actor';
import { manageToken } from '../platform/manage-links';
import { resolveSalon } from '../platform/salon';
import { bookingsCollection } from '../records/bookings';
import { clientsCollection } from '../records/clients';
import { giftCardsCollection } from '../records/gift-cards';
import { readableRecords } from '../records/repository';

const COMING = ['booked', 'confirmed', 'checked_in'];

export async function clientSummary(
  caller: Caller,
  orgId: string,
  now = new Date(),
): Promise<ClientSummary> {
  const clientId = await clientIdOf(caller, orgId);
  countReads(1);
  if (!clientId) throw new ApiError('forbidden', 'This account is not a client of that salon.');
  const salon = await resolveSalon(orgId);
  const mine = bookingsCollection(orgId).where('clientUserId', '==', caller.uid);
  const [coming, past, cards, record] = await Promise.all([
    mine
      .where('status', 'in', COMING)
      .where('startTime', '>=', now)
      .orderBy('startTime')
      .limit(3)
      .get(),
    mine
      .where('status', '==', 'completed')
      .where('startTime', '<', now)
      .orderBy('startTime', 'desc')
      .limit(5)
      .get(),
    caller.email && caller.emailVerified
      ? giftCardsCollection(orgId)
          .where('recipient.email', '==', caller.email.toLowerCase())
          .limit(10)
          .get()
      : Promise.resolve(null),
    clientsCollection(orgId).doc(clientId).get(),
  ]);
  countReads(coming.size + past.size + (cards?.size ?? 0) + 1);
  const me = record.data();
  const origin = appOriginForSites();
  const visits = readableRecords(past.docs);
  const last = visits[0];
  const slug = salon.slug || salon.id;
  /** The booking page with that visit's services and stylist chosen (their details pre-filled). */
  const again = (b: (typeof visits)[number]) =>
    `/book-now?salon=${encodeURIComponent(slug)}&services=${encodeURIComponent(
      b.services.map((s) => s.id).join(','),
    )}&staff=${encodeURIComponent(b.staffId)}`;
  return {
    orgId,
    salonName: salon.name,
    currency: salon.currency,
    timeZone: salon.timeZone,
    next: readableRecords(coming.docs).map((b) => {
      const token = manageToken(orgId, b.id);
      return {
        bookingId: b.id,
        start: b.startTime.toISOString(),
        services: b.services.map((s) => s.name).join(', '),
        staffName: b.staffName,
        manageUrl: token ? `${origin}/book-now?manage=${encodeURIComponent(token)}` : null,
        due: balanceDue(b.price, b.paid),
      };
    }),
    rebook: last
      ? {
          services: last.services.map((s) => s.name).join(', '),
          staffName: last.staffName,
          url: again(last),
        }
      : null,
    me: { firstName: me?.firstName ?? '', lastName: me?.lastName ?? '', phone: me?.phone ?? '' },
    past: visits.map((b) => ({
      bookingId: b.id,
      start: b.startTime.toISOString(),
      services: b.services.map((s) => s.name).join(', '),
      staffName: b.staffName,
      url: again(b),
    })),
    giftCards: cards
      ? readableRecords(cards.docs)
          .filter((g) => !g.cancelled && g.balance > 0)
          .map((g) => ({
            id: g.id,
            last4: g.code.slice(-4),
            balance: g.balance,
            expiresAt: g.expiresAt?.toISOString() ?? null,
          }))
      : [],
  };
}
