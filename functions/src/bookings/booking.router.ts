// Public booking: GET booking/services/{orgId}, booking/staff/{orgId},
// booking/available-slots/{orgId}; POST booking/create; and the client's
// manage link (booking/manage/{token}: view, .ics, cancel, reschedule).
// No sign-in; every call is rate limited per visitor. The work is in
// online.service.ts; the contracts are in @chairside/core/contracts/booking.
import { publish } from '../platform/events';
import { depositIntent, openCardSetup, prepayIntent } from '../payments';
import { payDepositWithGiftCard } from '../gift-cards';
import { Router, type Request } from 'express';
import { advanceDaysFor, onlineDateProblem } from '@chairside/core/booking';
import { bookingContracts as c } from '@chairside/core/contracts/booking';
import { zDocId } from '@chairside/core/ids';
import { localParts } from '@chairside/core/zoned-time';
import { appOrigin } from '../config';
import { bookingPerks } from '../memberships';
import { ApiError } from '../http/api-error';
import { optionalCaller } from '../http/auth';
import { reply } from '../http/contract';
import { clientIp, perVisitor, rateLimit } from '../http/rate-limit';
import { appCheck } from '../http/app-check';
import { readCounter } from '../http/read-count';
import { parse } from '../http/validate';
import {
  bookOnline,
  cancelManaged,
  confirmManaged,
  managedIcs,
  payManaged,
  rescheduleManaged,
  viewManaged,
} from './online.service';
import { bookingMenu, findSlots } from './public.service';
import { answerProposal } from './proposals';
import { resolveSalon } from '../platform/salon';

export const router = Router();
router.use(readCounter);

const ZOrgParam = zDocId('Not a valid salon');

// Public reads are answered by the CDN first (slots for 15 s, menus for a
// minute) and checked by App Check; what reaches us is counted in this
// instance's memory, never with a Firestore write. Writes are counted per
// visitor (their address and their browser's id), with an address-wide
// ceiling: people behind one carrier address do not share one budget.
const readLimit = [
  appCheck,
  rateLimit({
    name: 'booking-read:ip',
    limit: 600,
    windowSeconds: 600,
    key: (req) => clientIp(req),
    store: 'instance',
  }),
];
const writeLimit = [appCheck, ...perVisitor('booking-write', 100, 600)];

/** How long a shared cache may serve an anonymous slot answer. */
export const SLOTS_CDN_CACHE = 'public, max-age=0, s-maxage=15';

const orgParam = (req: Request) => parse(ZOrgParam, req.params['orgId'], 'salon');

/** GET /api/booking/services/{orgId}: the menu a visitor can book, and the salon's booking rules. */
router.get(c.services.path, ...readLimit, async (req, res) => {
  const salon = await resolveSalon(orgParam(req));
  const menu = await bookingMenu(salon, true);
  res.set('Cache-Control', 'public, max-age=60');
  reply(res, c.services, { salon: menu.salon, services: menu.services });
});

/** GET /api/booking/staff/{orgId}: the stylists who take online bookings, with what they perform. */
router.get(c.staff.path, ...readLimit, async (req, res) => {
  const salon = await resolveSalon(orgParam(req));
  const menu = await bookingMenu(salon, true);
  res.set('Cache-Control', 'public, max-age=60');
  reply(res, c.staff, { staff: menu.staff });
});

/** GET /api/booking/available-slots/{orgId}?date=|from=&to=&serviceIds=a,b&staffId= */
router.get(c.slots.path, ...readLimit, async (req, res) => {
  const salon = await resolveSalon(orgParam(req));
  const query = parse(c.slots.query, req.query, 'query');
  // A signed-in member whose plan has priority booking sees further ahead (anonymous calls read nothing more).
  const caller = await optionalCaller(req);
  const perks = await bookingPerks(salon.id, caller);
  const max = advanceDaysFor(salon.policy, perks.priority);
  // A range wholly outside the days open online is a clear refusal, not an empty week.
  const today = localParts(Date.now(), salon.timeZone).date;
  const problem =
    query.to < today
      ? onlineDateProblem(query.to, today, max)
      : onlineDateProblem(query.from < today ? today : query.from, today, max);
  if (problem) throw new ApiError('unprocessable', problem, [{ path: 'date', message: problem }]);
  // Anonymous answers are the same for every visitor: the CDN holds them for
  // 15 seconds (a Monday-morning rush reads each day once per 15 seconds,
  // not once per visitor), and a time taken meanwhile is refused by the
  // booking itself (409, "just taken"). A member's answer is theirs alone.
  res.set('Cache-Control', caller ? 'private, no-store' : SLOTS_CDN_CACHE);
  reply(res, c.slots, await findSlots(salon, query, { online: true, maxAdvanceDays: max }));
});

const manageUrlFor = (req: Request) => (token: string | null) =>
  token ? `${appOrigin(req)}/book-now?manage=${encodeURIComponent(token)}` : null;

/** POST /api/booking/create: a visitor books. 201 with the booking, 409 when the time was just taken. */
router.post(c.create.path, ...writeLimit, async (req, res) => {
  const input = parse(c.create.body, req.body, 'booking');
  const confirmation = await bookOnline(input, await optionalCaller(req), manageUrlFor(req), {
    deposit: depositIntent,
    cardSetup: openCardSetup,
  });
  reply(res, c.create, confirmation, confirmation.booking.replayed ? 200 : 201);
});

/** A gift card code is a secret: 10 tries an hour per address, like checking a balance. */
const giftCodeLimit = rateLimit({
  name: 'deposit-gift:ip',
  limit: 10,
  windowSeconds: 3600,
  key: (req) => clientIp(req),
});

/** POST /api/booking/deposit-gift-card: pay a held booking's deposit, in whole or in part, with a gift card. */
router.post(c.depositGiftCard.path, giftCodeLimit, async (req, res) => {
  const input = parse(c.depositGiftCard.body, req.body, 'gift card');
  res.set('Cache-Control', 'no-store');
  reply(res, c.depositGiftCard, await payDepositWithGiftCard(input));
});

// ---------------------------------------------------------------------------
// The manage link

const tokenOf = (req: Request) => String(req.params['token'] ?? '');

/** GET /api/booking/manage/{token}: the appointment behind a manage link. */
router.get(c.manage.path, ...readLimit, async (req, res) => {
  res.set('Cache-Control', 'no-store');
  reply(res, c.manage, await viewManaged(tokenOf(req)));
});

/** GET /api/booking/manage/{token}/ics: the add-to-calendar file. */
router.get('/manage/:token/ics', ...readLimit, async (req, res) => {
  const ics = await managedIcs(tokenOf(req), manageUrlFor(req)(tokenOf(req)));
  res
    .set({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="appointment.ics"',
      'Cache-Control': 'no-store',
    })
    .send(ics);
});

/** POST /api/booking/manage/{token}/pay: what is due, by card (or how to pay at the salon). */
router.post(c.payManaged.path, ...writeLimit, async (req, res) => {
  res.set('Cache-Control', 'no-store');
  reply(res, c.payManaged, await payManaged(tokenOf(req), prepayIntent));
});

/** POST /api/booking/manage/{token}/cancel: the client cancels inside the salon's window. */
router.post(c.cancel.path, ...writeLimit, async (req, res) => {
  const managed = await cancelManaged(tokenOf(req));
  // Cancelling online is only possible inside the window: a deposit comes back.
  await publish('appointment.cancelled', {
    orgId: managed.salon.id,
    booking: managed.booking,
    refundWindowHours: 0,
    by: { uid: null, name: 'Cancelled by the client online' },
  });
  reply(res, c.cancel, managed);
});

/** POST /api/booking/manage/{token}/confirm: the client says they are coming. */
router.post(c.confirm.path, ...writeLimit, async (req, res) => {
  res.set('Cache-Control', 'no-store');
  reply(res, c.confirm, await confirmManaged(tokenOf(req)));
});

/** POST /api/booking/manage/{token}/proposal: yes or no to the time the salon asked about. */
router.post(c.answerProposal.path, ...writeLimit, async (req, res) => {
  const { accept } = parse(c.answerProposal.body, req.body, 'answer');
  res.set('Cache-Control', 'no-store');
  reply(res, c.answerProposal, await answerProposal(tokenOf(req), accept));
});

/** POST /api/booking/manage/{token}/reschedule: a new time with the same stylist. */
router.post(c.reschedule.path, ...writeLimit, async (req, res) => {
  const { start } = parse(c.reschedule.body, req.body, 'new time');
  reply(res, c.reschedule, await rescheduleManaged(tokenOf(req), start));
});
