// Keeps the salon's published shop in step with its products: after a change
// that visitors would see (a product shown or hidden, its price or words, or
// its stock within the ten a visitor may reserve), the site's products are
// refreshed (the sites slice handles "site.content-changed"). Called after the
// change commits, so nothing is refreshed for a change that did not happen; a
// failed refresh is logged and caught up by the next one (or the next publish).
import type { ProductRecord } from '@chairside/core/records/retail';
import { publish } from '../platform/events';
import { publicProduct } from './public-product';

const shownAs = (p: ProductRecord | null | undefined) =>
  p && p.onlineSellable && !p.archived ? JSON.stringify(publicProduct(p)) : null;

/** Whether visitors would see a difference between two states of a product. */
export const changesShop = (
  before: ProductRecord | null | undefined,
  after: ProductRecord | null | undefined,
) => shownAs(before) !== shownAs(after);

/**
 * Whether moving a product's stock by `delta` changes what visitors see. A
 * product in a bundle may change what the bundle shows, so that refreshes too.
 */
export const stockChangesShop = (product: ProductRecord, delta: number) =>
  product.bundleIds.length > 0 ||
  changesShop(product, { ...product, stock: product.stock + delta });

export async function refreshShop(orgId: string, needed = true): Promise<void> {
  if (!needed) return;
  await publish('site.content-changed', { orgId, what: 'shop' });
}
