// The published read model, stored so a large catalogue never nears
// Firestore's 1 MiB: publicSites/{orgId} holds the page, the services and the
// shop's cards (each description clipped), and publicSites/{orgId}/products/{id}
// holds each product whole for its own page (/shop/{id}). A visitor's page is
// still one read, a product's page two, and both are CDN-cached.
//
// The site document keeps a short version of each product it publishes
// (never shown to visitors), so a refresh writes only the products that
// changed and deletes only the ones taken off the shop.
import { createHash } from 'node:crypto';
import { shopCard, type PublicProduct, type PublicSite } from '@chairside/core/site';
import { logger } from 'firebase-functions';
import { db } from '../firebase';
import { documentBytes, valueBytes } from '../platform/doc-size';
import { countReads } from '../http/read-count';
import { publicProductDoc, publicSiteDoc } from '../records/sites';

/** The site document's field of product versions (id → digest). */
export const PRODUCT_VERSIONS = 'product_versions';

const versionOf = (p: PublicProduct) =>
  createHash('sha256').update(JSON.stringify(p)).digest('base64url').slice(0, 16);

type Versions = Record<string, string>;

/** What the site document may take: well under 1 MiB, whatever the salon sells. */
export const SITE_DOCUMENT_BUDGET = 800_000;

/**
 * The shop's cards, as many as fit the site document's budget (all of them
 * for any real catalogue: 300 products with long descriptions take about
 * 300 kB). Past the budget the last cards are left off the home page, and
 * their own pages still show them.
 */
export function cardsThatFit(orgId: string, site: Partial<PublicSite>): PublicProduct[] {
  const cards = (site.products ?? []).map(shopCard);
  let bytes = documentBytes(`publicSites/${orgId}`, { ...site, products: [] });
  const fit = cards.findIndex((card) => (bytes += valueBytes(card) + 64) > SITE_DOCUMENT_BUDGET);
  if (fit === -1) return cards;
  logger.warn('Shop cards left off the site document to keep it under 1 MiB', {
    orgId,
    shown: fit,
    of: cards.length,
  });
  return cards.slice(0, fit);
}

/**
 * Publishes `site` (every field, or with `merge` only those given, as a
 * refresh does): first the products that changed, so no card ever leads to a
 * missing page, then the site document with the cards, then the products the
 * shop no longer shows are removed.
 */
export async function storePublished(
  orgId: string,
  site: Partial<PublicSite> & { products: PublicProduct[] },
  { merge }: { merge: boolean },
): Promise<void> {
  const stored = await publicSiteDoc(orgId).get();
  const before = ((stored.exists ? stored.get(PRODUCT_VERSIONS) : undefined) ?? {}) as Versions;
  const versions: Versions = Object.fromEntries(site.products.map((p) => [p.id, versionOf(p)]));
  const writer = db().bulkWriter();
  for (const p of site.products) {
    if (before[p.id] !== versions[p.id]) void writer.set(publicProductDoc(orgId, p.id), p);
  }
  await writer.close();
  const doc = { ...site, products: cardsThatFit(orgId, site), [PRODUCT_VERSIONS]: versions };
  if (merge) {
    // The versions replace the old map (a merge would keep removed products' entries).
    await publicSiteDoc(orgId).set(doc, { mergeFields: Object.keys(doc) });
  } else {
    await publicSiteDoc(orgId).set({ ...(doc as PublicSite), id: orgId });
  }
  const gone = Object.keys(before).filter((id) => !(id in versions));
  if (gone.length) {
    const remover = db().bulkWriter();
    for (const id of gone) void remover.delete(publicProductDoc(orgId, id));
    await remover.close();
  }
}

/** The product a shop page shows, whole (a site published before the split has only its card). */
export async function publishedProduct(
  site: PublicSite,
  productId: string,
): Promise<PublicProduct | undefined> {
  const whole = (await publicProductDoc(site.salon_id, productId).get()).data();
  countReads(1);
  return whole ?? site.products.find((p) => p.id === productId);
}

/** Takes the site and its products down. */
export async function removePublished(orgId: string): Promise<void> {
  await db().recursiveDelete(publicSiteDoc(orgId));
}
