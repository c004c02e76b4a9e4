// Counting product page views for the shop's analytics. The page itself is
// held by the CDN, so the browser tells us of each view (a beacon from the
// product page); a busy page's views are added up in the instance's memory
// and written as one increment per salon, day and product at most every ten
// seconds, so 50,000 views an hour of one product is a few writes a minute,
// not fourteen a second on one document. A view counted by an instance that
// is shut down before its next write is lost: these are analytics, not money.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { localParts } from '@chairside/core/zoned-time';
import { shopDailyDoc } from '../records/retail';
import { publicSiteDoc } from '../records/sites';

/** How long views wait in memory before they are written. */
export const VIEW_FLUSH_MS = 10_000;
/** How long an instance trusts what it read of a site's shop. */
const SITE_CACHE_MS = 5 * 60_000;

interface Pending {
  orgId: string;
  date: string;
  views: number;
  products: Map<string, number>;
}

let pending = new Map<string, Pending>();
let lastFlush = Date.now();
type Shop = { products: Set<string>; timeZone: string };
const shops = new Map<string, { at: number; shop: Shop | null }>();

/** The products a salon's published shop shows, and its zone (read once in five minutes). */
async function shopOf(orgId: string, now: number): Promise<Shop | null> {
  const cached = shops.get(orgId);
  if (cached && now - cached.at < SITE_CACHE_MS) return cached.shop;
  const site = (await publicSiteDoc(orgId).get()).data();
  const shop = site
    ? { products: new Set((site.products ?? []).map((p) => p.id)), timeZone: site.timeZone }
    : null;
  shops.set(orgId, { at: now, shop });
  return shop;
}

/**
 * A visitor saw a product's page. Answers false for a product the salon's
 * site does not show (nothing is counted, so nobody can grow the counters
 * with made-up ids).
 */
export async function recordProductView(
  orgId: string,
  productId: string,
  now = Date.now(),
): Promise<boolean> {
  const shop = await shopOf(orgId, now);
  if (!shop?.products.has(productId)) return false;
  const date = localParts(now, shop.timeZone).date;
  const key = `${orgId}/${date}`;
  const entry = pending.get(key) ?? { orgId, date, views: 0, products: new Map() };
  entry.views += 1;
  entry.products.set(productId, (entry.products.get(productId) ?? 0) + 1);
  pending.set(key, entry);
  return true;
}

/** Writes the views waiting in memory once ten seconds have passed (or when asked to). */
export async function flushViews({ force = false, now = Date.now() } = {}): Promise<number> {
  if (!pending.size || (!force && now - lastFlush < VIEW_FLUSH_MS)) return 0;
  const batch = pending;
  pending = new Map();
  lastFlush = now;
  await Promise.all(
    [...batch.values()].map((e) =>
      shopDailyDoc(e.orgId, e.date)
        .withConverter(null)
        .set(
          {
            date: e.date,
            views: FieldValue.increment(e.views),
            productViews: Object.fromEntries(
              [...e.products].map(([id, n]) => [id, FieldValue.increment(n)]),
            ),
          },
          { merge: true },
        )
        .catch((err: unknown) => logger.warn('Product views not written', { key: e.orgId, err })),
    ),
  );
  return batch.size;
}
