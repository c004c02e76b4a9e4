import { describe, expect, it } from 'vitest';
import type { PublicProduct, PublicService, PublicSite } from '@chairside/core/site';
import { MAX_DOCUMENT_BYTES, documentBytes } from '../platform/doc-size';
import { SITE_DOCUMENT_BUDGET, cardsThatFit } from './published';

const words = (n: number) => 'Nourishing argan oil for dry, coloured hair. '.repeat(50).slice(0, n);

const product = (i: number, url = 200): PublicProduct => ({
  id: `product-${i}`,
  name: `Repair serum no. ${i}`.padEnd(60, ' x'),
  category: 'Hair care',
  description: words(2000),
  selling_price: 3200,
  image_url: `https://firebasestorage.googleapis.com/${'p'.repeat(url)}`,
  purchase_url: `/shop/product-${i}`,
  brand: 'Maison Argan',
  available: 10,
});

const service = (i: number): PublicService => ({
  id: `service-${i}`,
  name: `Balayage ${i}`,
  description: words(1000),
  category: 'Colour',
  duration: 120,
  price: 18000,
  priceFrom: true,
  image_url: 'https://firebasestorage.googleapis.com/'.padEnd(200, 'i'),
});

/** A large salon's site: 300 products with full descriptions and 200 services. */
const largeSite = (products: PublicProduct[]) =>
  ({
    salon_id: 'org-large',
    slug: 'large',
    name: 'Large Salon',
    services: Array.from({ length: 200 }, (_, i) => service(i)),
    products,
  }) as Partial<PublicSite>;

describe('the published site document', () => {
  it('counts bytes as Firestore does (its storage-size example is 147 bytes)', () => {
    expect(
      documentBytes('users/jeff/tasks/my_task_id', {
        type: 'Personal',
        done: false,
        priority: 1,
        description: 'Learn Cloud Firestore',
      }),
    ).toBe(147);
  });

  it('holds a 300-product catalogue as cards, where the whole products come within 10% of 1 MiB', () => {
    const products = Array.from({ length: 300 }, (_, i) => product(i));
    const whole = documentBytes('publicSites/org-large', largeSite(products));
    expect(whole).toBeGreaterThan(0.9 * MAX_DOCUMENT_BYTES);
    const cards = cardsThatFit('org-large', largeSite(products));
    expect(cards).toHaveLength(300);
    expect(cards[0]!.description.length).toBeLessThanOrEqual(240);
    expect(cards[0]!.description.endsWith('…')).toBe(true);
    const stored = documentBytes('publicSites/org-large', {
      ...largeSite(products),
      products: cards,
    });
    expect(stored).toBeLessThan(SITE_DOCUMENT_BUDGET);
  });

  it('leaves the last cards off rather than fail, when addresses are as long as allowed', () => {
    const products = Array.from({ length: 300 }, (_, i) => product(i, 2000));
    const cards = cardsThatFit('org-large', largeSite(products));
    expect(cards.length).toBeGreaterThan(100);
    expect(cards.length).toBeLessThan(300);
    expect(cards.map((c) => c.id)).toEqual(products.slice(0, cards.length).map((p) => p.id));
    expect(
      documentBytes('publicSites/org-large', { ...largeSite(products), products: cards }),
    ).toBeLessThanOrEqual(SITE_DOCUMENT_BUDGET);
  });
});
