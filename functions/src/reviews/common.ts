// What the reviews slice's services share: who may do what, the salon's
// settings with their defaults, a review as the inbox shows it, and the
// rollups each review changes by its delta (in the caller's transaction).
import type { ReviewSettingsView, ReviewView } from '@chairside/core/contracts/reviews';
import type { ReviewRecord, ReviewSettingsRecord } from '@chairside/core/records/review';
import {
  ZReviewSettings,
  applyReview,
  emptyFigures,
  type CountedReview,
  type ReviewFigures,
} from '@chairside/core/reviews';
import type { Role } from '@chairside/core/roles';
import { localParts } from '@chairside/core/zoned-time';
import { reviewFiguresDoc, reviewSettingsDoc } from '../records/reviews';
import { publish } from '../platform/events';

export const DAY = 86_400_000;
export const MANAGERS: readonly Role[] = ['owner', 'manager'];
export const DESK: readonly Role[] = ['owner', 'manager', 'front_desk'];
export const READERS: readonly Role[] = ['owner', 'manager', 'front_desk', 'staff'];

export const DEFAULTS = (): ReviewSettingsRecord => ({
  ...ZReviewSettings.parse({}),
  id: 'settings',
  subject: 'How was your visit to {{salon}}?',
  body: 'Hi {{first_name}}, thank you for coming in. Would you tell us how it went? It takes a minute.',
  updatedAt: null,
});

export async function reviewSettingsOf(orgId: string): Promise<ReviewSettingsRecord> {
  return (await reviewSettingsDoc(orgId).get()).data() ?? DEFAULTS();
}

export const settingsView = (s: ReviewSettingsRecord): ReviewSettingsView => ({
  autoRequest: s.autoRequest,
  channel: s.channel,
  delayHours: s.delayHours,
  suggestProducts: s.suggestProducts,
  showOnSite: s.showOnSite,
  googleReviewUrl: s.googleReviewUrl,
  subject: s.subject,
  body: s.body,
});

export const monthOf = (at: Date, timeZone: string) =>
  localParts(at.getTime(), timeZone).date.slice(0, 7);

export const counted = (r: ReviewRecord): CountedReview => ({
  rating: r.rating,
  staffRatings: r.staffRatings,
  serviceRatings: r.serviceRatings,
  createdAt: r.createdAt.getTime(),
  repliedAt: r.reply?.at.getTime() ?? null,
  removed: r.removed,
});

/** Writes a review's change and its delta to both rollups, in the caller's transaction. */
export async function withFigures(
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

// ── The salon's side ────────────────────────────────────────────────────────

export const reviewView = (r: ReviewRecord): ReviewView => ({
  id: r.id,
  bookingId: r.bookingId,
  source: r.source,
  rating: r.rating,
  text: r.text,
  displayName: r.displayName,
  photoUrl: r.photoUrl,
  staffRatings: r.staffRatings,
  serviceRatings: r.serviceRatings,
  staffIds: r.staffIds,
  serviceIds: r.serviceIds,
  reply: r.reply ? { text: r.reply.text, at: r.reply.at.toISOString() } : null,
  flag: r.flag ? { reason: r.flag.reason, at: r.flag.at.toISOString() } : null,
  createdAt: r.createdAt.toISOString(),
});

/** The site's reviews block is brought up to date (when the salon shows it). */
export async function refreshSiteReviews(orgId: string, force = false) {
  if (!force && !(await reviewSettingsOf(orgId)).showOnSite) return;
  await publish('site.content-changed', { orgId, what: 'reviews' });
}
