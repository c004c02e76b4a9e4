// The salon's side: the public reply (the client is told; a Google review's
// reply is posted on Google), a flag asking for
// removal (the review stays on record), the list with its filters, and the
// figures from the rollups.
import type { z } from 'zod';
import type { ReviewStatsView } from '@chairside/core/contracts/reviews';
import type { ReviewRecord } from '@chairside/core/records/review';
import { emptyFigures, summarise, type ZReviewReply } from '@chairside/core/reviews';
import { localParts } from '@chairside/core/zoned-time';
import { db } from '../firebase';
import { countReads } from '../http/read-count';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { newNotification } from '../notifications';
import { clientDoc } from '../records/clients';
import { notificationDoc } from '../records/notifications';
import { orgDoc } from '../records/orgs';
import { activeServices } from '../records/services';
import { staffCollection } from '../records/team';
import { reviewDoc, reviewFiguresDoc, reviewsCollection } from '../records/reviews';
import { replyOnGoogle } from './google/google.service';
import { MANAGERS, READERS, monthOf, withFigures, reviewView, refreshSiteReviews } from './common';

export async function respondToReview(
  caller: Caller,
  input: z.output<typeof ZReviewReply>,
  now = new Date(),
) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'reply to reviews' });
  const org = (await orgDoc(input.orgId).get()).data();
  if (!org) throw new ApiError('not_found', 'That salon no longer exists.');
  const ref = reviewDoc(input.orgId, input.reviewId);
  // A Google review is answered on Google first (Google tells the reviewer).
  const review = (await ref.get()).data();
  if (review?.source === 'google') await replyOnGoogle(input.orgId, review, input.text);
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
  await refreshSiteReviews(input.orgId);
  return { review: reviewView(after) };
}

export async function flagReview(caller: Caller, orgId: string, reviewId: string, reason: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'flag reviews' });
  const ref = reviewDoc(orgId, reviewId);
  const r = (await ref.get()).data();
  if (!r) throw new ApiError('not_found', 'There is no such review.');
  const next = { ...r, flag: { reason, at: new Date(), by: caller.uid }, updatedAt: new Date() };
  await ref.set(next);
  await refreshSiteReviews(orgId);
  return { review: reviewView(next) };
}

export async function listReviews(
  caller: Caller,
  orgId: string,
  q: {
    rating?: number;
    staffId?: string;
    serviceId?: string;
    replied?: 'yes' | 'no';
    source?: 'chairside' | 'google';
  },
) {
  await requireRole(orgId, caller, READERS, { action: 'see reviews' });
  let query: FirebaseFirestore.Query<ReviewRecord> = reviewsCollection(orgId);
  if (q.rating) query = query.where('rating', '==', q.rating);
  if (q.staffId) query = query.where('staffIds', 'array-contains', q.staffId);
  else if (q.serviceId) query = query.where('serviceIds', 'array-contains', q.serviceId);
  const [page, team, services] = await Promise.all([
    query.orderBy('createdAt', 'desc').limit(200).get(),
    staffCollection(orgId).get(),
    activeServices(orgId),
  ]);
  const reviews = page.docs
    .map((d) => d.data())
    .filter((r) => !r.removed)
    .filter((r) => !q.serviceId || r.serviceIds.includes(q.serviceId))
    .filter((r) => !q.replied || (q.replied === 'yes') === (r.reply !== null))
    .filter((r) => !q.source || r.source === q.source)
    .map(reviewView);
  // The filters' choices: the team and the services, by name.
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    reviews,
    team: team.docs
      .map((d) => ({ id: d.id, name: d.data().displayName }))
      .filter((s) => s.name)
      .sort(byName),
    services: services.map((s) => ({ id: s.id, name: s.name })).sort(byName),
  };
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
  // The salon and the 13 rollups, however many reviews there are.
  countReads(1 + 1 + months.length);
  return {
    ...summarise(all!),
    months: months.map((month, i) => {
      const s = summarise(byMonth[i]!);
      return { month, count: s.count, average: s.average };
    }),
  };
}
