// Counting product page views for the shop's analytics, kept apart from the
// shop's other work so the pages function loads nothing more than it needs.
import { FieldValue } from 'firebase-admin/firestore';
import { localParts } from '@chairside/core/zoned-time';
import { shopDailyDoc } from '../records/retail';

/** Counts a product page view (one increment; a failure never stops the page). */
export async function countProductView(orgId: string, productId: string, timeZone: string) {
  const date = localParts(Date.now(), timeZone).date;
  await shopDailyDoc(orgId, date)
    .withConverter(null)
    .set(
      {
        date,
        views: FieldValue.increment(1),
        productViews: { [productId]: FieldValue.increment(1) },
      },
      { merge: true },
    );
}
