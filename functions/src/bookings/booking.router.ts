// Public booking: GET booking/services/{orgId}, booking/staff/{orgId},
// booking/available-slots/{orgId}; POST booking/create; and the client's
// manage link (booking/manage/{token}: view, .ics, cancel, reschedule).
// No sign-in; every call is rate limited per visitor.
import { Router, type Request } from 'express';
import {
  onlineDateProblem,
  ZCreateBooking,
  ZManageReschedule,
  ZSlotsQuery,
  type BookingStatus,
} from '@chairside/core/booking';
import { formatMinorUnits } from '@chairside/core/money';
import { adminAuth, db } from '../firebase';
import { appOrigin } from '../config';
import { ApiError } from '../http/api-error';
import { clientIp, rateLimit } from '../http/rate-limit';
import { readCounter } from '../http/read-count';
import { parse } from '../http/validate';
import { trySendMail } from '../mail/mailer';
import { bookingConfirmationMail } from '../mail/templates';
import {
  changeStatus,
  createBooking,
  findOrCreateClient,
  moveBooking,
  summaryOf,
  type BookingSummary,
} from './bookings.service';
import {
  bookingIcs,
  instant,
  manageLinksConfigured,
  manageToken,
  servicesLabel,
  verifyManageToken,
} from './manage';
import { bookingMenu, candidatesFor, findSlots, publicSalon } from './public.service';
import { loadServices, loadStaff, resolveSalon, type SalonContext } from './salon-data';
import { zDocId } from '@chairside/core/ids';
import { localParts } from '@chairside/core/zoned-time';

export const router = Router();
router.use(readCounter);

const ZOrgParam = zDocId('Not a valid salon');

const readLimit = rateLimit({
  name: 'booking-read:ip',
  limit: 600,
  windowSeconds: 600,
  key: (req) => clientIp(req),
});
const writeLimit = rateLimit({
  name: 'booking-write:ip',
  limit: 100,
  windowSeconds: 600,
  key: (req) => clientIp(req),
});

const orgParam = (req: Request) => parse(ZOrgParam, req.params['orgId'], 'salon');

/** GET /api/booking/services/{orgId}: the menu a visitor can book, and the salon's booking rules. */
router.get('/services/:orgId', readLimit, async (req, res) => {
  const salon = await resolveSalon(orgParam(req));
  const menu = await bookingMenu(salon, true);
  res
    .set('Cache-Control', 'public, max-age=60')
    .json({ salon: menu.salon, services: menu.services });
});

/** GET /api/booking/staff/{orgId}: the stylists who take online bookings, with what they perform. */
router.get('/staff/:orgId', readLimit, async (req, res) => {
  const salon = await resolveSalon(orgParam(req));
  const menu = await bookingMenu(salon, true);
  res.set('Cache-Control', 'public, max-age=60').json({ staff: menu.staff });
});

/** GET /api/booking/available-slots/{orgId}?date=|from=&to=&serviceIds=a,b&staffId= */
router.get('/available-slots/:orgId', readLimit, async (req, res) => {
  const salon = await resolveSalon(orgParam(req));
  const query = parse(ZSlotsQuery, req.query, 'query');
  // A range wholly outside the days open online is a clear refusal, not an empty week.
  const today = localParts(Date.now(), salon.timeZone).date;
  const max = salon.policy.maxAdvanceDays;
  const problem =
    query.to < today
      ? onlineDateProblem(query.to, today, max)
      : onlineDateProblem(query.from < today ? today : query.from, today, max);
  if (problem) throw new ApiError('unprocessable', problem, [{ path: 'date', message: problem }]);
  res.set('Cache-Control', 'no-store').json(await findSlots(salon, query, { online: true }));
});

/** The signed-in client, if the visitor sent a valid token (optional on public calls). */
async function optionalUid(req: Request): Promise<{ uid: string; email: string | null } | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (!match?.[1]) return null;
  try {
    const token = await adminAuth().verifyIdToken(match[1]);
    return { uid: token.uid, email: token.email_verified ? (token.email ?? null) : null };
  } catch {
    return null;
  }
}

function whenLabel(salon: SalonContext, start: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: salon.timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(start);
}

const manageUrlFor = (req: Request, token: string | null) =>
  token ? `${appOrigin(req)}/book-now?manage=${encodeURIComponent(token)}` : null;

/** POST /api/booking/create: a visitor books. 201 with the booking, 409 when the time was just taken. */
router.post('/create', writeLimit, async (req, res) => {
  const input = parse(ZCreateBooking, req.body, 'booking');
  const salon = await resolveSalon(input.orgId);
  const services = await loadServices(salon.id, input.serviceIds, { online: true });
  if (input.staffId === null && !salon.policy.allowAnyStaff) {
    throw new ApiError('validation_failed', 'Please choose a stylist.', [
      { path: 'staffId', message: 'Please choose a stylist.' },
    ]);
  }
  const candidates = await candidatesFor(salon, services, input.staffId);
  const signedIn = await optionalUid(req);
  const userId =
    signedIn && signedIn.email?.toLowerCase() === input.contact.email.toLowerCase()
      ? signedIn.uid
      : null;
  const booking = await createBooking({
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
  });
  const token = manageToken(salon.id, booking.id);
  const manageUrl = manageUrlFor(req, token);
  if (!booking.replayed) {
    const start = new Date(booking.start);
    await trySendMail(
      bookingConfirmationMail({
        to: input.contact.email,
        clientName: input.contact.firstName,
        salonName: salon.name,
        when: whenLabel(salon, start),
        what: booking.services.map((s) => s.name).join(' + '),
        withWhom: booking.staffName,
        address: salon.address,
        manageUrl,
        cancellationHours: salon.policy.cancellationHours,
        ics: bookingIcs({
          bookingId: booking.id,
          salonName: salon.name,
          address: salon.address,
          start,
          end: new Date(booking.end),
          summary: `${booking.services.map((s) => s.name).join(' + ')} at ${salon.name}`,
          description: `With ${booking.staffName}. ${formatMinorUnits(booking.price, booking.currency)}.${manageUrl ? ` Manage: ${manageUrl}` : ''}`,
          cancelled: false,
          url: manageUrl,
        }),
      }),
    );
  }
  res.status(booking.replayed ? 200 : 201).json({
    booking,
    salon: publicSalon(salon),
    manageToken: token,
    manageUrl,
    manageLinks: manageLinksConfigured(),
  });
});

// ---------------------------------------------------------------------------
// The manage link

async function managed(req: Request) {
  const { orgId, bookingId } = verifyManageToken(String(req.params['token'] ?? ''));
  const [salon, snap] = await Promise.all([
    resolveSalon(orgId),
    db().doc(`orgs/${orgId}/bookings/${bookingId}`).get(),
  ]);
  if (!snap.exists) {
    throw new ApiError(
      'not_found',
      'We could not find this appointment. It may have been removed by the salon.',
    );
  }
  return { salon, snap, bookingId };
}

function changeDeadline(salon: SalonContext, start: Date): Date {
  return new Date(start.getTime() - salon.policy.cancellationHours * 3_600_000);
}

function canChange(salon: SalonContext, status: BookingStatus, start: Date): boolean {
  return (
    (status === 'booked' || status === 'confirmed') &&
    Date.now() <= changeDeadline(salon, start).getTime()
  );
}

function view(salon: SalonContext, summary: BookingSummary, serviceIds: string[]) {
  const start = new Date(summary.start);
  return {
    salon: publicSalon(salon),
    booking: { ...summary, serviceIds },
    canChange: canChange(salon, summary.status, start),
    changeDeadline: changeDeadline(salon, start).toISOString(),
  };
}

const windowClosed = (salon: SalonContext) =>
  new ApiError(
    'unprocessable',
    `This appointment can no longer be changed online (changes close ${salon.policy.cancellationHours} hours before). Please call the salon${salon.phone ? ` on ${salon.phone}` : ''}.`,
  );

/** GET /api/booking/manage/{token}: the appointment behind a manage link. */
router.get('/manage/:token', readLimit, async (req, res) => {
  const { salon, snap } = await managed(req);
  res
    .set('Cache-Control', 'no-store')
    .json(view(salon, summaryOf(snap, salon.id), snap.get('serviceIds') as string[]));
});

/** GET /api/booking/manage/{token}/ics: the add-to-calendar file. */
router.get('/manage/:token/ics', readLimit, async (req, res) => {
  const { salon, snap, bookingId } = await managed(req);
  const summary = summaryOf(snap, salon.id);
  const ics = bookingIcs({
    bookingId,
    salonName: salon.name,
    address: salon.address,
    start: instant(snap, 'startTime'),
    end: instant(snap, 'endTime'),
    summary: `${servicesLabel(snap)} at ${salon.name}`,
    description: `With ${summary.staffName}.`,
    cancelled: summary.status === 'cancelled',
    url: manageUrlFor(req, String(req.params['token'])),
  });
  res
    .set({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="appointment.ics"',
      'Cache-Control': 'no-store',
    })
    .send(ics);
});

/** POST /api/booking/manage/{token}/cancel: the client cancels inside the salon's window. */
router.post('/manage/:token/cancel', writeLimit, async (req, res) => {
  const { salon, bookingId } = await managed(req);
  const summary = await changeStatus(salon, {
    bookingId,
    status: 'cancelled',
    reason: 'Cancelled by the client online',
    actor: { uid: null, ownStaffId: null },
    guard: (snap) => {
      if (!canChange(salon, snap.get('status') as BookingStatus, instant(snap, 'startTime'))) {
        throw windowClosed(salon);
      }
    },
  });
  res.json(view(salon, summary, []));
});

/** POST /api/booking/manage/{token}/reschedule: a new time with the same stylist. */
router.post('/manage/:token/reschedule', writeLimit, async (req, res) => {
  const { salon, snap, bookingId } = await managed(req);
  const { start } = parse(ZManageReschedule, req.body, 'new time');
  const staffId = snap.get('staffId') as string;
  const [staff] = await loadStaff(salon.id, [staffId]);
  if (!staff)
    throw new ApiError(
      'unprocessable',
      'Your stylist is no longer taking bookings. Please call the salon.',
    );
  const services = await loadServices(salon.id, snap.get('serviceIds') as string[], {
    online: true,
  });
  const summary = await moveBooking(salon, {
    bookingId,
    start: Date.parse(start),
    staff,
    services,
    strict: true,
    actor: { uid: null, ownStaffId: null },
    guard: (current) => {
      if (
        !canChange(salon, current.get('status') as BookingStatus, instant(current, 'startTime'))
      ) {
        throw windowClosed(salon);
      }
    },
  });
  res.json(view(salon, summary, snap.get('serviceIds') as string[]));
});
