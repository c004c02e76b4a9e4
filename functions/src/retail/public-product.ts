// A product as the salon's public site shows it (the shop's cards and pages).
import { MAX_RESERVATION_UNITS, bundleAvailable, bundleWorth } from '@chairside/core/retail';
import type { ProductRecord } from '@chairside/core/records/retail';
import type { PublicProduct } from '@chairside/core/site-view';

/** A product as the site shows it: an outside shop's link, or its page on the site. */
export function publicProduct(
  p: ProductRecord,
  catalogue: ReadonlyMap<string, ProductRecord> = new Map(),
): PublicProduct {
  const bundle = p.bundleItems.length > 0;
  const stock = bundle ? bundleAvailable(p.bundleItems, (id) => catalogue.get(id)?.stock) : p.stock;
  const worth = bundleWorth(p.bundleItems, (id) => catalogue.get(id)?.sellingPrice);
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    description: p.description,
    selling_price: p.sellingPrice,
    image_url: p.imageUrl,
    purchase_url: p.purchaseUrl || `/shop/${p.id}`,
    brand: p.brand,
    available: Math.max(0, Math.min(MAX_RESERVATION_UNITS, stock)),
    ...(bundle
      ? {
          includes: p.bundleItems.flatMap((i) => {
            const part = catalogue.get(i.productId);
            return part ? [{ name: part.name, quantity: i.quantity }] : [];
          }),
          ...(worth > p.sellingPrice ? { worth } : {}),
        }
      : {}),
  };
}
