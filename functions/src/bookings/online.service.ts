// What a visitor does without signing in to the salon: book online (with the
// confirmation e-mail and its calendar file) and, through the signed link in
// that e-mail, see, cancel or move the appointment inside the salon's window.
import type {
  BookingConfirmation,
  BookingSummary,
  ManagedBooking,
  ManagedPayment,
} from '@chairside/core/contracts/booking';
import { balanceDue } from '@chairside/core/payments';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { z } from 'zod';
import type { Caller } from '../http/auth';
import { ApiError } from '../http/api-error';
import { bookingDoc, bookingsCollection } from '../records/bookings';
import { clientDoc } from '../records/clients';
import { userDoc } from '../records/orgs';
import { db } from '../firebase';
import type { CardIntent, CardSetup } from '@chairside/core/contracts/card';
import { askedWhenBooking, type ClientHistory } from '@chairside/core/payment-policy';
import { assessNoShowRisk } from '../platform/no-show-risk';
import {
  changeStatus,
  createBooking,
  findOrCreateClient,
  moveBooking,
  summaryOf,
} from './bookings.service';
import { bookingIcs } from './manage';
import { servicesLabel } from './labels';
import { manageLinksConfigured, manageToken, verifyManageToken } from '../platform/manage-links';
import { candidatesFor, publicSalon } from './public.service';
import { bookingPerks, NO_PERKS } from '../memberships';
import { advanceDaysFor, type ZCreateBooking } from '@chairside/core/booking';
import { loadServices, loadStaff } from './salon-data';
import { resolveSalon, type SalonContext } from '../platform/salon';

export type OnlineBookingInput = z.output<typeof ZCreateBooking>;

/** Where the manage page lives for a token (null when links are not configured). */
export type ManageUrlFor = (token: string | null) => string | null;

/**
 * A visitor books: the services and stylists are checked, the booking is
 * made (idempotent by key), and a new booking's confirmation goes out by
 * e-mail with an .ics attached. A signed-in client whose verified address is
 * the booking's is linked to the client record.
 */
export async function bookOnline(
  input: OnlineBookingInput,
  signedIn: Caller | null,
  manageUrlFor: ManageUrlFor,
  /** Starts the deposit's payment, or the card's saving, on the salon's Stripe account (payments/). */
  payments: {
    deposit: (orgId: string, bookingId: string) => Promise<CardIntent>;
    cardSetup: (orgId: string, bookingId: string) => Promise<CardSetup>;
  },
): Promise<BookingConfirmation> {
  const salon = await resolveSalon(input.orgId);
  const services = await loadServices(salon.id, input.serviceIds, { online: true });
  if (input.staffId === null && !salon.policy.allowAnyStaff) {
    throw new ApiError('validation_failed', 'Please choose a stylist.', [
      { path: 'staffId', message: 'Please choose a stylist.' },
    ]);
  }
  const candidates = await candidatesFor(salon, services, input.staffId);
  const verifiedEmail = signedIn?.emailVerified ? signedIn.email : null;
  const userId =
    signedIn && verifiedEmail?.toLowerCase() === input.contact.email.toLowerCase()
      ? signedIn.uid
      : null;
  const perks = userId ? await bookingPerks(salon.id, signedIn) : NO_PERKS;
  if (input.redeemPoints > 0 && !perks.clientId) {
    const message = userId
      ? 'Your points are kept on your client record, which this salon has not linked to your account yet. Book without points, or ask the salon to redeem them when you pay.'
      : 'Sign in with the e-mail address you book with to redeem your points.';
    throw new ApiError('unprocessable', message, [{ path: 'redeemPoints', message }]);
  }
  const booking = await createBooking({
    membershipId: perks.membershipId,
    redeem:
      input.redeemPoints > 0 && perks.clientId
        ? { clientId: perks.clientId, points: input.redeemPoints }
        : null,
    maxAdvanceDays: advanceDaysFor(salon.policy, perks.priority),
    salon,
    services,
    candidates,
    start: Date.parse(input.start),
    strict: true,
    source: 'online',
    idempotencyKey: input.idempotencyKey,
    request: { ...input, idempotencyKey: undefined },
    notes: input.contact.notes,
    createdBy: signedIn?.uid ?? null,
    client: (tx, staff) => findOrCreateClient(tx, salon.id, staff, input.contact, userId),
    asks: salon.money
      ? async (client, price, end) => {
          const start = Date.parse(input.start);
          const history = await clientHistory(salon.id, client.clientId);
          // Asked only of a salon that takes its deposit when the risk is high.
          const risk =
            salon.money!.depositAudience === 'high_risk' && !history.hasNoShow
              ? await assessNoShowRisk({
                  orgId: salon.id,
                  clientId: client.clientId,
                  start: new Date(start),
                  end: new Date(end),
                  price,
                  source: 'online',
                  timeZone: salon.timeZone,
                })
              : null;
          return askedWhenBooking(
            salon.money!,
            { price, serviceIds: input.serviceIds },
            { ...history, highRisk: risk === 'high' },
          );
        }
      : undefined,
  });
  if (userId && !booking.replayed) await linkClientAccount(salon.id, booking.id, userId);
  const token = manageToken(salon.id, booking.id);
  const manageUrl = manageUrlFor(token);
  // The confirmation e-mail (and text) goes out from the notifications queue
  // once the booking is written, or once its deposit is paid (card saved):
  // never inside this request.
  return {
    booking,
    salon: publicSalon(salon),
    manageToken: token,
    manageUrl,
    manageLinks: manageLinksConfigured(),
    deposit: booking.awaiting === 'deposit' ? await payments.deposit(salon.id, booking.id) : null,
    cardSetup: booking.awaiting === 'card' ? await payments.cardSetup(salon.id, booking.id) : null,
  };
}

/**
 * A client who booked signed in, with the verified address their client
 * record holds: the record is linked to their account (when it has none) and
 * the salon to their profile (users/{uid}.clientOf), so their dashboard, their
 * messages and rebooking know them from now on.
 */
async function linkClientAccount(orgId: string, bookingId: string, uid: string) {
  const clientId = (await bookingDoc(orgId, bookingId).get()).data()?.clientId;
  if (!clientId) return;
  await db().runTransaction(async (tx) => {
    const [client, profile] = await Promise.all([
      tx.get(clientDoc(orgId, clientId)),
      tx.get(userDoc(uid)),
    ]);
    const record = client.data();
    if (!record || (record.userId && record.userId !== uid)) return;
    if (!record.userId) tx.update(client.ref, { userId: uid });
    if (!profile.data()?.clientOf[orgId]) {
      tx.set(userDoc(uid), { clientOf: { [orgId]: clientId } }, { merge: true });
    }
  });
}

/** Whether a client has been here before, and whether they ever missed an appointment. */
async function clientHistory(orgId: string, clientId: string | null): Promise<ClientHistory> {
  if (!clientId) return { hasVisited: false, hasNoShow: false };
  const mine = bookingsCollection(orgId).where('clientId', '==', clientId);
  const [visited, missed] = await Promise.all([
    mine.where('status', '==', 'completed').limit(1).get(),
    mine.where('status', '==', 'no_show').limit(1).get(),
  ]);
  return { hasVisited: !visited.empty, hasNoShow: !missed.empty };
}

// ---------------------------------------------------------------------------
// The manage link

/** The salon and the appointment a manage link points at. */
export async function managedBooking(token: string) {
  const { orgId, bookingId } = verifyManageToken(token);
  const [salon, snap] = await Promise.all([
    resolveSalon(orgId),
    bookingDoc(orgId, bookingId).get(),
  ]);
  const booking = snap.data();
  if (!booking) {
    throw new ApiError(
      'not_found',
      'We could not find this appointment. It may have been removed by the salon.',
    );
  }
  return { salon, booking };
}

/** Changes close the salon's cancellation notice before the start. */
export function changeDeadline(salon: SalonContext, start: Date): Date {
  return new Date(start.getTime() - salon.policy.cancellationHours * 3_600_000);
}

export function canChange(
  salon: SalonContext,
  booking: Pick<BookingRecord, 'status' | 'startTime'>,
  now = Date.now(),
): boolean {
  return (
    (booking.status === 'booked' || booking.status === 'confirmed') &&
    now <= changeDeadline(salon, booking.startTime).getTime()
  );
}

export function managedView(
  salon: SalonContext,
  summary: BookingSummary,
  serviceIds: string[],
  due = 0,
  proposed: BookingRecord['proposedMove'] = null,
): ManagedBooking {
  const start = new Date(summary.start);
  const live = summary.status === 'booked' || summary.status === 'confirmed';
  return {
    proposal:
      proposed && live
        ? {
            start: proposed.start.toISOString(),
            end: proposed.end.toISOString(),
            status: proposed.status,
          }
        : null,
    salon: publicSalon(salon),
    booking: { ...summary, serviceIds },
    canChange: canChange(salon, { status: summary.status, startTime: start }),
    canConfirm: summary.status === 'booked' && start.getTime() > Date.now(),
    changeDeadline: changeDeadline(salon, start).toISOString(),
    due: summary.status === 'cancelled' || summary.status === 'no_show' ? 0 : due,
  };
}

const windowClosed = (salon: SalonContext) =>
  new ApiError(
    'unprocessable',
    `This appointment can no longer be changed online (changes close ${salon.policy.cancellationHours} hours before). Please call the salon${salon.phone ? ` on ${salon.phone}` : ''}.`,
  );

function assertChangeable(salon: SalonContext, booking: BookingRecord) {
  if (!canChange(salon, booking)) throw windowClosed(salon);
}

export async function viewManaged(token: string): Promise<ManagedBooking> {
  const { salon, booking } = await managedBooking(token);
  return managedView(
    salon,
    summaryOf(booking, salon.id),
    booking.serviceIds,
    balanceDue(booking.price, booking.paid),
    booking.proposedMove,
  );
}

/**
 * POST manage/{token}/pay: what is due, by card on the salon's Stripe account
 * (the card is saved for the salon); where the salon takes no cards online,
 * how to pay instead.
 */
export async function payManaged(
  token: string,
  open: (orgId: string, bookingId: string) => Promise<CardIntent>,
): Promise<ManagedPayment> {
  const { salon, booking } = await managedBooking(token);
  const due = balanceDue(booking.price, booking.paid);
  if (!['booked', 'confirmed', 'checked_in', 'completed'].includes(booking.status)) {
    throw new ApiError('conflict', 'This appointment was cancelled: there is nothing to pay.');
  }
  if (due === 0) throw new ApiError('conflict', 'This appointment is already paid in full.');
  const atSalon = `Pay at ${salon.name} when you come in, by card or cash.`;
  try {
    return {
      due,
      currency: booking.currency,
      intent: await open(salon.id, booking.id),
      howToPay: null,
    };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'not_configured') {
      return {
        due,
        currency: booking.currency,
        intent: null,
        howToPay: `${salon.name} does not take payments online yet. ${atSalon}`,
      };
    }
    throw err;
  }
}

/** The add-to-calendar file of a managed appointment (cancelled ones say so). */
export async function managedIcs(token: string, manageUrl: string | null): Promise<string> {
  const { salon, booking } = await managedBooking(token);
  return bookingIcs({
    bookingId: booking.id,
    salonName: salon.name,
    address: salon.address,
    start: booking.startTime,
    end: booking.endTime,
    summary: `${servicesLabel(booking.services)} at ${salon.name}`,
    description: `With ${booking.staffName}.`,
    cancelled: booking.status === 'cancelled',
    url: manageUrl,
  });
}

export async function cancelManaged(token: string): Promise<ManagedBooking> {
  const { salon, booking } = await managedBooking(token);
  const summary = await changeStatus(salon, {
    bookingId: booking.id,
    status: 'cancelled',
    reason: 'Cancelled by the client online',
    actor: { uid: null, ownStaffId: null },
    guard: (current) => assertChangeable(salon, current),
  });
  return managedView(salon, summary, []);
}

/**
 * The client says they are coming (the "please confirm" message's answer,
 * or unasked): booked becomes confirmed, once; a confirmed one stays so.
 */
export async function confirmManaged(token: string): Promise<ManagedBooking> {
  const { salon, booking } = await managedBooking(token);
  const summary = await changeStatus(salon, {
    bookingId: booking.id,
    status: 'confirmed',
    reason: 'Confirmed by the client online',
    actor: { uid: null, ownStaffId: null },
    guard: (current) => {
      if (current.status !== 'booked' || current.startTime.getTime() <= Date.now())
        throw new ApiError(
          'unprocessable',
          'This appointment can no longer be confirmed online. Please call the salon if anything changed.',
        );
    },
  });
  return managedView(
    salon,
    summary,
    booking.serviceIds,
    balanceDue(booking.price, booking.paid),
    booking.proposedMove,
  );
}

/** A new time with the same stylist, checked like a new online booking. */
export async function rescheduleManaged(token: string, start: string): Promise<ManagedBooking> {
  const { salon, booking } = await managedBooking(token);
  const [staff] = await loadStaff(salon.id, [booking.staffId]);
  if (!staff)
    throw new ApiError(
      'unprocessable',
      'Your stylist is no longer taking bookings. Please call the salon.',
    );
  const services = await loadServices(salon.id, booking.serviceIds, { online: true });
  const summary = await moveBooking(salon, {
    bookingId: booking.id,
    start: Date.parse(start),
    staff,
    services,
    strict: true,
    actor: { uid: null, ownStaffId: null },
    guard: (current) => assertChangeable(salon, current),
  });
  return managedView(salon, summary, booking.serviceIds, balanceDue(booking.price, booking.paid));
}
