// Asking: every completed visit the same way (the salon's setting, or the
// desk asking now), once a visit and at most once in 30 days a client, through
// the notifications queue with its own composer.
import { fillPlaceholders } from '@chairside/core/campaigns';
import { formatMinorUnits } from '@chairside/core/money';
import { toE164 } from '@chairside/core/phone';
import type { BookingRecord } from '@chairside/core/records/booking';
import { REVIEW_LINK_DAYS, reviewRequestDue, reviewRequestId } from '@chairside/core/reviews';
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
import { reviewAskDoc, reviewRequestDoc } from '../records/reviews';
import type { NotificationRecord } from '@chairside/core/records/notification';
import type { OrgRecord } from '@chairside/core/records/org';
import { reviewToken } from './links';
import { productsAfterVisit } from '../intelligence';
import { DAY, DESK, reviewSettingsOf } from './common';

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

/** The after-visit e-mail's products: what clients often buy after the same visit. */
function picksText(picks: Awaited<ReturnType<typeof productsAfterVisit>>): string {
  if (!picks.length) return '';
  const lines = picks.map(
    (p) => `- ${p.name}${p.brand ? ` (${p.brand})` : ''}, ${formatMinorUnits(p.price, p.currency)}`,
  );
  return `\n\nTo keep your look at home, clients often pick these after the same visit:\n${lines.join('\n')}\nAsk for them at the desk on your next visit.`;
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
  const picks =
    settings.suggestProducts && n.channel === 'email' && n.clientId
      ? await productsAfterVisit(n.orgId, n.clientId).catch(() => [])
      : [];
  return {
    to: n.to,
    subject,
    body: n.channel === 'sms' ? `${body} ${url}` : `${body}${picksText(picks)}`,
    button: { label: 'Leave a review', url },
  };
}
