// Reviews: every completed visit asked the same way (the salon's setting, or
// the desk asking now), the client's review through a signed link (once a
// visit, within 30 days, no sign-in), the salon's public reply (the client
// is told), a flag asking for removal (the review stays on record), the
// list, and the figures kept as rollups that each review changes by its delta.
import type { z } from 'zod';
import type {
  ReviewSettingsView,
  ReviewStatsView,
  ReviewView,
  ReviewVisitView,
  ZReviewTemplate,
} from '@chairside/core/contracts/reviews';
import { fillPlaceholders } from '@chairside/core/campaigns';
import { toE164 } from '@chairside/core/phone';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { ReviewRecord, ReviewSettingsRecord } from '@chairside/core/records/review';
import {
  REVIEW_LINK_DAYS,
  ZReviewSettings,
  applyReview,
  emptyFigures,
  reviewRequestDue,
  reviewRequestId,
  summarise,
  type CountedReview,
  type ReviewFigures,
  type ReviewSubmit,
  type ZReviewReply,
} from '@chairside/core/reviews';
import type { Role } from '@chairside/core/roles';
import { localParts } from '@chairside/core/zoned-time';
import { appOriginForSites } from '../config';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { newNotification, type Outcome } from '../notifications';
import { bookingDoc } from '../records/bookings';
import { clientDoc } from '../records/clients';
import { notificationDoc } from '../records/notifications';
import { orgDoc } from '../records/orgs';
import {
  reviewAskDoc,
  reviewDoc,
  reviewFiguresDoc,
  reviewRequestDoc,
  reviewSettingsDoc,
  reviewsCollection,
} from '../records/reviews';
import type { NotificationRecord } from '@chairside/core/records/notification';
import type { OrgRecord } from '@chairside/core/records/org';
import { reviewToken, verifyReviewToken } from './links';

const DAY = 86_400_000;
const MANAGERS: readonly Role[] = ['owner', 'manager'];
const DESK: readonly Role[] = ['owner', 'manager', 'front_desk'];
const READERS: readonly Role[] = ['owner', 'manager', 'front_desk', 'staff'];

const DEFAULTS = (): ReviewSettingsRecord => ({
  ...ZReviewSettings.parse({}),
  id: 'settings',
  subject: 'How was your visit to {{salon}}?',
  body: 'Hi {{first_name}}, thank you for coming in. Would you tell us how it went? It takes a minute.',
  updatedAt: null,
});

export async function reviewSettingsOf(orgId: string): Promise<ReviewSettingsRecord> {
  return (await reviewSettingsDoc(orgId).get()).data() ?? DEFAULTS();
}

const settingsView = (s: ReviewSettingsRecord): ReviewSettingsView => ({
  autoRequest: s.autoRequest,
  channel: s.channel,
  delayHours: s.delayHours,
  showOnSite: s.showOnSite,
  googleReviewUrl: s.googleReviewUrl,
  subject: s.subject,
  body: s.body,
});

export async function getReviewSettings(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'change review requests' });
  return settingsView(await reviewSettingsOf(orgId));
}

export async function saveReviewSettings(
  caller: Caller,
  orgId: string,
  input: Pick<
    ReviewSettingsRecord,
    'autoRequest' | 'channel' | 'delayHours' | 'showOnSite' | 'googleReviewUrl'
  >,
) {
  await requireRole(orgId, caller, MANAGERS, { action: 'change review requests' });
  const next = { ...(await reviewSettingsOf(orgId)), ...input, updatedAt: new Date() };
  await reviewSettingsDoc(orgId).set(next);
  return settingsView(next);
}

export async function saveReviewTemplate(caller: Caller, input: z.output<typeof ZReviewTemplate>) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'change review requests' });
  const next = {
    ...(await reviewSettingsOf(input.orgId)),
    subject: input.subject,
    body: input.body,
    updatedAt: new Date(),
  };
  await reviewSettingsDoc(input.orgId).set(next);
  return { subject: next.subject, body: next.body };
}

// ── Asking ──────────────────────────────────────────────────────────────────

/**
 * Asks a completed visit's client for a review, once a visit: automatically
 * (the salon's delay; not if asked in the last 30 days) or by the desk now.
 */
export async function askAbout(
  orgId: string,
  booking: BookingRecord,
  { now = Date.now(), manual = false } = {},
): Promise<{ requested: boolean; reason: string }> {
  const settings = await reviewSettingsOf(orgId);
  if (!manual && !settings.autoRequest)
    return { requested: false, reason: 'Review requests are off.' };
  if (booking.status !== 'completed')
    return { requested: false, reason: 'The appointment is not completed yet.' };
  const clientId = booking.clientId;
  if (!clientId) return { requested: false, reason: 'The appointment has no client record.' };
  const [org, client] = await Promise.all([
    orgDoc(orgId)
      .get()
      .then((s) => s.data()),
    clientDoc(orgId, clientId)
      .get()
      .then((s) => s.data()),
  ]);
  const email = booking.clientEmail || client?.email || '';
  const phone = toE164(booking.clientPhone || client?.phone || '', org?.country ?? 'US') ?? '';
  const channels = (['email', 'sms'] as const).filter(
    (ch) =>
      (settings.channel === 'both' || settings.channel === ch) && (ch === 'email' ? email : phone),
  );
  if (!channels.length)
    return {
      requested: false,
      reason: 'The client has no address for the salon’s chosen channel.',
    };
  const id = reviewRequestId(booking.id);
  return db().runTransaction(async (tx) => {
    const [request, ask] = await Promise.all([
      tx.get(reviewRequestDoc(orgId, id)),
      tx.get(reviewAskDoc(orgId, clientId)),
    ]);
    if (request.exists) return { requested: false, reason: 'This visit was asked already.' };
    const last = (ask.get('lastAskedAt') as { toMillis(): number } | undefined)?.toMillis() ?? null;
    const due = manual
      ? { sendAt: now }
      : reviewRequestDue(
          { bookingId: booking.id, clientId, endedAt: booking.endTime.getTime() },
          last,
          settings,
        );
    if ('skip' in due)
      return { requested: false, reason: 'The client was asked for a review in the last 30 days.' };
    const sendAt = new Date(due.sendAt);
    tx.create(reviewRequestDoc(orgId, id), {
      id,
      bookingId: booking.id,
      clientId,
      channel: settings.channel,
      sendAt,
      expiresAt: new Date(due.sendAt + REVIEW_LINK_DAYS * DAY),
      status: 'asked',
      createdAt: new Date(now),
    });
    tx.set(reviewAskDoc(orgId, clientId), { lastAskedAt: sendAt, bookingId: booking.id });
    for (const channel of channels) {
      const nid = `${id}-${channel}`;
      tx.create(
        notificationDoc(orgId, nid),
        newNotification(
          {
            id: nid,
            orgId,
            kind: 'review',
            channel,
            to: channel === 'email' ? email : phone,
            sendAt,
            bookingId: booking.id,
            clientId,
            recipientName: (client?.firstName ?? booking.clientName.split(' ')[0]) || '',
          },
          new Date(now),
        ),
      );
    }
    return { requested: true, reason: '' };
  });
}

export async function requestReview(caller: Caller, orgId: string, bookingId: string) {
  await requireRole(orgId, caller, DESK, { action: 'ask clients for reviews' });
  const booking = (await bookingDoc(orgId, bookingId).get()).data();
  if (!booking) throw new ApiError('not_found', 'There is no such appointment at this salon.');
  return askAbout(orgId, booking, { manual: true });
}

/** A review request as it goes (the notifications queue's composer for kind 'review'). */
export async function composeReviewRequest(
  n: NotificationRecord,
  org: OrgRecord,
): Promise<Outcome> {
  if (!n.bookingId) return { skip: 'Not a review request.' };
  const [request, settings] = await Promise.all([
    reviewRequestDoc(n.orgId, reviewRequestId(n.bookingId))
      .get()
      .then((s) => s.data()),
    reviewSettingsOf(n.orgId),
  ]);
  if (!request) return { skip: 'The request was withdrawn.' };
  if (request.status === 'answered') return { skip: 'The client has reviewed the visit already.' };
  const token = reviewToken(n.orgId, n.bookingId, request.expiresAt.getTime());
  if (!token) return { skip: 'Review links are not set up on this server (BOOKING_LINK_SECRET).' };
  const url = `${appOriginForSites()}/client-review?token=${encodeURIComponent(token)}`;
  const values = { first_name: n.recipientName, salon: org.name };
  const subject = fillPlaceholders(settings.subject, values);
  const body = fillPlaceholders(settings.body, values);
  return {
    to: n.to,
    subject,
    body: n.channel === 'sms' ? `${body} ${url}` : body,
    button: { label: 'Leave a review', url },
  };
}

// ── The client's side ───────────────────────────────────────────────────────

async function visitOf(token: string) {
  const { orgId, bookingId } = verifyReviewToken(token);
  const [org, booking, request, review] = await Promise.all([
    orgDoc(orgId)
      .get()
      .then((s) => s.data()),
    bookingDoc(orgId, bookingId)
      .get()
      .then((s) => s.data()),
    reviewRequestDoc(orgId, reviewRequestId(bookingId))
      .get()
      .then((s) => s.data()),
    reviewDoc(orgId, `rev-${bookingId}`).get(),
  ]);
  if (!org || !booking || !request)
    throw new ApiError(
      'not_found',
      'This link is not valid. Use the link from the message you received.',
    );
  return { orgId, org, booking, answered: review.exists };
}

export async function reviewVisit(token: string): Promise<ReviewVisitView> {
  const { org, booking, answered } = await visitOf(token);
  return {
    salon: org.name,
    date: localParts(booking.startTime.getTime(), org.timeZone).date,
    staff: [{ id: booking.staffId, name: booking.staffName }],
    services: booking.services.map((s) => ({ id: s.id, name: s.name })),
    answered,
  };
}

const monthOf = (at: Date, timeZone: string) => localParts(at.getTime(), timeZone).date.slice(0, 7);

const counted = (r: ReviewRecord): CountedReview => ({
  rating: r.rating,
  staffRatings: r.staffRatings,
  serviceRatings: r.serviceRatings,
  createdAt: r.createdAt.getTime(),
  repliedAt: r.reply?.at.getTime() ?? null,
  removed: r.removed,
});

/** Writes a review's change and its delta to both rollups, in the caller's transaction. */
async function withFigures(
  tx: FirebaseFirestore.Transaction,
  orgId: string,
  month: string,
  before: ReviewRecord | null,
  after: ReviewRecord | null,
) {
  const refs = [reviewFiguresDoc(orgId, 'all'), reviewFiguresDoc(orgId, month)];
  const now = await Promise.all(refs.map((r) => tx.get(r)));
  return () =>
    refs.forEach((ref, i) => {
      const was: ReviewFigures = now[i]!.data() ?? emptyFigures();
      tx.set(ref, {
        id: ref.id,
        ...applyReview(was, before && counted(before), after && counted(after)),
      });
    });
}

export async function submitReview(input: ReviewSubmit & { rating: number }) {
  const { orgId, org, booking } = await visitOf(input.token);
  const staffRatings = input.staffRatings ?? {};
  const serviceRatings = input.serviceRatings ?? {};
  const staffIds = [booking.staffId];
  const serviceIds = booking.services.map((s) => s.id);
  const stranger = [
    ...Object.keys(staffRatings)
      .filter((id) => !staffIds.includes(id))
      .map((id) => `staffRatings.${id}`),
    ...Object.keys(serviceRatings)
      .filter((id) => !serviceIds.includes(id))
      .map((id) => `serviceRatings.${id}`),
  ];
  if (stranger.length)
    throw new ApiError(
      'validation_failed',
      'The review is not valid.',
      stranger.map((path) => ({ path, message: 'Not part of this visit' })),
    );
  const id = `rev-${booking.id}`;
  const now = new Date();
  const review: ReviewRecord = {
    id,
    orgId,
    bookingId: booking.id,
    clientId: booking.clientId,
    source: 'chairside',
    rating: input.rating,
    text: input.text ?? '',
    staffRatings,
    serviceRatings,
    staffIds,
    serviceIds,
    displayName: input.displayName ?? '',
    reply: null,
    flag: null,
    removed: false,
    createdAt: now,
    updatedAt: now,
  };
  await db().runTransaction(async (tx) => {
    if ((await tx.get(reviewDoc(orgId, id))).exists)
      throw new ApiError('conflict', 'This visit has been reviewed already. Thank you!');
    const write = await withFigures(tx, orgId, monthOf(now, org.timeZone), null, review);
    tx.create(reviewDoc(orgId, id), review);
    tx.update(reviewRequestDoc(orgId, reviewRequestId(booking.id)), { status: 'answered' });
    write();
  });
  return {
    rating: review.rating,
    googleReviewUrl: (await reviewSettingsOf(orgId)).googleReviewUrl,
  };
}

// ── The salon's side ────────────────────────────────────────────────────────

export const reviewView = (r: ReviewRecord): ReviewView => ({
  id: r.id,
  bookingId: r.bookingId,
  source: r.source,
  rating: r.rating,
  text: r.text,
  displayName: r.displayName,
  staffRatings: r.staffRatings,
  serviceRatings: r.serviceRatings,
  staffIds: r.staffIds,
  serviceIds: r.serviceIds,
  reply: r.reply ? { text: r.reply.text, at: r.reply.at.toISOString() } : null,
  flag: r.flag ? { reason: r.flag.reason, at: r.flag.at.toISOString() } : null,
  createdAt: r.createdAt.toISOString(),
});

export async function respondToReview(caller: Caller, input: z.output<typeof ZReviewReply>) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'reply to reviews' });
  const org = (await orgDoc(input.orgId).get()).data();
  if (!org) throw new ApiError('not_found', 'That salon no longer exists.');
  const ref = reviewDoc(input.orgId, input.reviewId);
  const now = new Date();
  const after = await db().runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw new ApiError('not_found', 'There is no such review.');
    const next: ReviewRecord = {
      ...before,
      reply: { text: input.text, at: before.reply?.at ?? now, by: caller.uid },
      updatedAt: now,
    };
    const write = await withFigures(
      tx,
      input.orgId,
      monthOf(before.createdAt, org.timeZone),
      before,
      next,
    );
    tx.set(ref, next);
    write();
    return next;
  });
  // The client is told (by e-mail, when the salon has theirs).
  const client = after.clientId
    ? (await clientDoc(input.orgId, after.clientId).get()).data()
    : null;
  if (client?.email) {
    const id = `review-reply-${after.id}-${now.getTime()}`;
    await notificationDoc(input.orgId, id).create(
      newNotification(
        {
          id,
          orgId: input.orgId,
          kind: 'custom',
          channel: 'email',
          to: client.email,
          sendAt: now,
          clientId: client.id,
          recipientName: client.firstName,
          subject: `${org.name} replied to your review`,
          body: `Hi ${client.firstName}, ${org.name} replied to your review:\n\n${input.text}`,
        },
        now,
      ),
    );
  }
  return { review: reviewView(after) };
}

export async function flagReview(caller: Caller, orgId: string, reviewId: string, reason: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'flag reviews' });
  const ref = reviewDoc(orgId, reviewId);
  const r = (await ref.get()).data();
  if (!r) throw new ApiError('not_found', 'There is no such review.');
  const next = { ...r, flag: { reason, at: new Date(), by: caller.uid }, updatedAt: new Date() };
  await ref.set(next);
  return { review: reviewView(next) };
}

export async function listReviews(
  caller: Caller,
  orgId: string,
  q: { rating?: number; staffId?: string; serviceId?: string; replied?: 'yes' | 'no' },
) {
  await requireRole(orgId, caller, READERS, { action: 'see reviews' });
  let query: FirebaseFirestore.Query<ReviewRecord> = reviewsCollection(orgId);
  if (q.rating) query = query.where('rating', '==', q.rating);
  if (q.staffId) query = query.where('staffIds', 'array-contains', q.staffId);
  else if (q.serviceId) query = query.where('serviceIds', 'array-contains', q.serviceId);
  const page = await query.orderBy('createdAt', 'desc').limit(200).get();
  const reviews = page.docs
    .map((d) => d.data())
    .filter((r) => !q.serviceId || r.serviceIds.includes(q.serviceId))
    .filter((r) => !q.replied || (q.replied === 'yes') === (r.reply !== null))
    .map(reviewView);
  return { reviews };
}

export async function reviewStats(
  caller: Caller,
  orgId: string,
  now = Date.now(),
): Promise<ReviewStatsView> {
  await requireRole(orgId, caller, READERS, { action: 'see reviews' });
  const org = (await orgDoc(orgId).get()).data();
  if (!org) throw new ApiError('not_found', 'That salon no longer exists.');
  const today = localParts(now, org.timeZone).date;
  const months: string[] = [];
  for (let i = 11, [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))]; i >= 0; i--) {
    const k = new Date(Date.UTC(y, m - 1 - i, 1)).toISOString().slice(0, 7);
    months.push(k);
  }
  const [all, ...byMonth] = await Promise.all(
    ['all', ...months].map((id) =>
      reviewFiguresDoc(orgId, id)
        .get()
        .then((s) => s.data() ?? emptyFigures()),
    ),
  );
  return {
    ...summarise(all!),
    months: months.map((month, i) => {
      const s = summarise(byMonth[i]!);
      return { month, count: s.count, average: s.average };
    }),
  };
}
