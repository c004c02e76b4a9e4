// One trigger per kind of due document: each write plans the document's task
// for its time, or withdraws the task of a time that is gone (a moved
// appointment's reminder, a cancelled hold). Retried on failure; planning is
// idempotent (named tasks), so a retry adds nothing. An appointment's hold
// follows the bookings slice's event instead (due/subscriptions.ts): one
// trigger on an appointment for every slice that follows it.
import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { duePlan } from '../platform/due';
import type { DueKindName } from './kinds';

/** Plans (or withdraws) one due document's task after a write of it. */
export async function followDue(
  kind: DueKindName,
  item: { orgId: string; id: string },
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  deleted: boolean,
) {
  const [{ DUE_KINDS }, { enqueueDue, withdrawDue }] = await Promise.all([
    import('./kinds'),
    import('./queues'),
  ]);
  const due = DUE_KINDS[kind];
  const plan = duePlan(before ? due.dueAt(before) : null, after ? due.dueAt(after) : null, deleted);
  const queueOf = (d: typeof before) => (d && due.queueOf ? due.queueOf(d) : 'transactional');
  if (plan.withdraw) await withdrawDue(kind, item, plan.withdraw, queueOf(before));
  if (plan.enqueue) await enqueueDue(kind, item, plan.enqueue, queueOf(after));
}

function follower(kind: DueKindName, document: string) {
  return onDocumentWritten({ document, region: 'us-central1', retry: true }, async (event) => {
    const item = { orgId: String(event.params['orgId'] ?? ''), id: String(event.params['id']) };
    await followDue(
      kind,
      item,
      event.data?.before.data(),
      event.data?.after.data(),
      !event.data?.after.exists,
    );
  });
}

/** The trigger of each kind, by its exported name (index.ts exports each; a test checks). */
export const dueOnNotificationWrite = follower('notification', 'orgs/{orgId}/notifications/{id}');
export const dueOnReservationWrite = follower('reservation', 'orgs/{orgId}/reservations/{id}');
export const dueOnGiftCardWrite = follower('giftCard', 'orgs/{orgId}/giftCards/{id}');
export const dueOnPostWrite = follower('post', 'posts/{id}');
export const dueOnSalonPostWrite = follower('salonPost', 'orgs/{orgId}/blogPosts/{id}');
export const dueOnFeedWrite = follower('feed', 'orgs/{orgId}/calendarFeeds/{id}');
export const dueOnConnectionWrite = follower('connection', 'orgs/{orgId}/calendarConnections/{id}');
export const dueOnMailWrite = follower('mail', 'mailOutbox/{id}');
export const dueOnSalonDeletionWrite = follower('salonDeletion', 'salonDeletions/{id}');
export const dueOnCampaignWrite = follower('campaign', 'orgs/{orgId}/campaigns/{id}');
export const dueOnJourneysWrite = follower('journeys', 'orgs/{orgId}/marketing/{id}');
export const dueOnGoogleReviewsWrite = follower('googleReviews', 'orgs/{orgId}/reputation/{id}');
export const dueOnNoShowWrite = follower('noShow', 'orgs/{orgId}/intelligence/{id}');
export const dueOnNoShowPriorWrite = follower('noShowPrior', 'noShowPrior/{id}');
export const dueOnSocialPostWrite = follower('socialPost', 'orgs/{orgId}/socialPosts/{id}');
