// The reviews block of a salon's site (publicSites/{orgId}.reviews), built
// when the site is published or refreshed: the average and count from the
// rollup, and the newest reviews with words (and their replies), when the
// salon chose to show them. A review flagged for removal still counts in
// the average but is not quoted while the flag stands.
import {
  SITE_REVIEWS_SHOWN,
  publicReviews,
  type PublicReview,
  type PublicReviews,
} from '@chairside/core/reviews';
import { localParts } from '@chairside/core/zoned-time';
import { reviewFiguresDoc, reviewsCollection } from '../records/reviews';
import { reviewSettingsOf } from './common';

export async function publishedReviews(
  orgId: string,
  timeZone: string,
): Promise<PublicReviews | null> {
  if (!(await reviewSettingsOf(orgId)).showOnSite) return null;
  const [figures, newest] = await Promise.all([
    reviewFiguresDoc(orgId, 'all').get(),
    reviewsCollection(orgId)
      .where('removed', '==', false)
      .orderBy('createdAt', 'desc')
      .limit(SITE_REVIEWS_SHOWN * 3)
      .get(),
  ]);
  const recent: PublicReview[] = newest.docs
    .map((d) => d.data())
    .filter((r) => r.text !== '' && r.flag === null)
    .slice(0, SITE_REVIEWS_SHOWN)
    .map((r) => ({
      id: r.id,
      author: r.displayName || 'A client',
      rating: r.rating,
      text: r.text,
      date: localParts(r.createdAt.getTime(), timeZone).date,
      reply: r.reply?.text ?? '',
      photo_url: r.photoUrl,
    }));
  return publicReviews(figures.data() ?? { count: 0, sum: 0 }, recent);
}
