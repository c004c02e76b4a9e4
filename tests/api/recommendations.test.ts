// Product recommendations against the Firestore emulator, in this process: a
// salon whose year of visits and sales comes from a known buying process is
// trained by its weekly due work; its rules beat its best sellers on the
// later months; a colour client is offered the colour-safe shampoo with the
// reason, and not once they bought it lately; the owner pins and hides
// rules; only the team sees a client's products and only owners and
// managers the rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp, getApps } from 'firebase-admin/app';
import {
  GENERATED_PRODUCTS,
  GENERATED_SERVICES,
  generateRetailHistory,
} from '@chairside/core/intelligence/recommendation-generator';
import type * as RecommendationsModule from '../../functions/src/intelligence/recommendations.service';
import type { BookingRecord } from '@chairside/core/records/booking';
import { bookingRecord, serviceDocument } from '../support/booking-fixture';
import { admin, ownedSalon, teamOf } from '../support/api';
import { callerFor, refusal } from '../support/callers';
import { PROJECT_ID } from '../support/emulators';

const run = Date.now().toString(36);
const orgId = `rec-${run}`;
const owner = callerFor(`rec-owner-${run}`);
const stylist = callerFor(`rec-stylist-${run}`);
const renter = callerFor(`rec-renter-${run}`);
const stranger = callerFor(`rec-stranger-${run}`);
const db = () => admin().db;
const DAY = 86_400_000;
const NOW = new Date(Math.floor(Date.now() / DAY) * DAY);
const name = (id: string) => id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

// Its own Firestore project: thousands of records written here wake no emulated trigger.
if (getApps().length === 0) initializeApp({ projectId: `${PROJECT_ID}-recommendations` });
let service: typeof RecommendationsModule;
let bookings: BookingRecord[] = [];

async function commitAll(writes: [string, object][]) {
  for (let i = 0; i < writes.length; i += 450) {
    const batch = db().batch();
    for (const [path, data] of writes.slice(i, i + 450)) batch.set(db().doc(path), data);
    await batch.commit();
  }
}

const saleLine = (productId: string) => ({
  kind: 'product',
  productId,
  name: name(productId),
  category: 'Hair care',
  quantity: 1,
  unitPrice: 2000,
  unitCost: 800,
  taxRate: 0,
  gross: 2000,
  lineDiscount: 0,
  cartDiscount: 0,
  net: 2000,
  tax: 0,
  returnedQuantity: 0,
});

beforeAll(async () => {
  service = await import('../../functions/src/intelligence/recommendations.service');
  await ownedSalon(orgId, 'Known Buyers Salon', owner.uid);
  await teamOf(orgId, [
    ['s-leo', 'Leo Martins', 'staff', stylist.uid],
    ['s-pia', 'Pia Renter', 'booth_renter', renter.uid],
  ]);
  const { visits, sales } = generateRetailHistory({ seed: 4, clients: 400, months: 12, end: NOW });
  const writes: [string, object][] = [];
  for (const id of GENERATED_SERVICES)
    writes.push([
      `orgs/${orgId}/services/${id}`,
      serviceDocument(name(id), { staffIds: ['s-leo'] }),
    ]);
  for (const p of GENERATED_PRODUCTS)
    writes.push([
      `orgs/${orgId}/products/${p.id}`,
      {
        name: name(p.id),
        brand: 'Nova',
        sellingPrice: 2000,
        stock: p.id === 'hair-oil' ? 0 : 12,
        archived: false,
        createdAt: NOW,
        updatedAt: NOW,
      },
    ]);
  writes.push([
    `orgs/${orgId}/clients/ana`,
    { firstName: 'Ana', lastName: 'Colour', createdAt: NOW, updatedAt: NOW },
  ]);
  bookings = visits.map((v, i) =>
    bookingRecord(`visit-${i}`, `${v.clientId}@example.test`, v.at, {
      clientId: v.clientId,
      serviceIds: v.serviceIds,
      status: 'completed',
    }),
  );
  for (const b of bookings) writes.push([`orgs/${orgId}/bookings/${b.id}`, b]);
  sales.forEach((s, i) =>
    writes.push([
      `orgs/${orgId}/sales/sale-${i}`,
      {
        number: String(i),
        status: 'completed',
        clientId: s.clientId,
        clientName: '',
        lines: s.productIds.map(saleLine),
        subtotal: 0,
        discount: 0,
        tax: 0,
        tipsTotal: 0,
        total: 0,
        tenders: [],
        change: 0,
        createdAt: s.at,
        updatedAt: s.at,
      },
    ]),
  );
  // Ana had colour yesterday and bought nothing yet.
  writes.push([
    `orgs/${orgId}/bookings/ana-colour`,
    bookingRecord('ana-colour', 'ana@example.test', new Date(NOW.getTime() - DAY), {
      clientId: 'ana',
      serviceIds: ['colour'],
      status: 'completed',
    }),
  ]);
  await commitAll(writes);
}, 180_000);

afterAll(async () => {
  await db().recursiveDelete(db().doc(`orgs/${orgId}`));
}, 120_000);

describe('the weekly training', () => {
  it('learns rules that beat the best sellers on the later months', async () => {
    await service.trainRecommendations(orgId, bookings, NOW);
    const rules = await service.recommendationRules(owner, orgId);
    expect(rules.status).toBe('trained');
    expect(rules.report!.tested).toBeGreaterThan(50);
    expect(rules.report!.hitRate).toBeGreaterThan(rules.report!.baselineHitRate);
    const colour = rules.rules.find((r) => r.key === 'service:colour>colour-shampoo')!;
    expect(colour).toMatchObject({
      when: 'Colour',
      productName: 'Colour shampoo',
      kind: 'service',
    });
    expect(colour.lift).toBeGreaterThan(2);
    expect(rules.rules.find((r) => r.key === 'product:colour-shampoo>colour-mask')?.when).toBe(
      'bought Colour shampoo',
    );
  }, 60_000);
});

describe('a client’s products', () => {
  it('puts what goes with their visit first, with the reason, and only what is in stock', async () => {
    const mine = await service.clientRecommendations(
      stylist,
      { orgId, clientId: 'ana', limit: 5 },
      NOW,
    );
    expect(mine.source).toBe('rules');
    expect(mine.products[0]).toMatchObject({
      productId: 'colour-shampoo',
      price: 2000,
      reason: 'Often bought after Colour',
    });
    expect(mine.products.map((p) => p.productId)).not.toContain('hair-oil');
  });

  it('are named in the e-mail after the visit (its review request), where the salon wants them', async () => {
    process.env['BOOKING_LINK_SECRET'] ??= 'recommendations-test-link-secret-0123456789';
    const reviews = await import('../../functions/src/reviews/requests.service');
    const { notificationDoc } = await import('../../functions/src/records/notifications');
    const { reviewSettingsDoc } = await import('../../functions/src/records/reviews');
    const { bookingDoc } = await import('../../functions/src/records/bookings');
    const { DEFAULTS } = await import('../../functions/src/reviews/common');
    const visit = (await bookingDoc(orgId, 'ana-colour').get()).data()!;
    const asked = await reviews.askAbout(orgId, visit, { manual: true });
    expect(asked).toEqual({ requested: true, reason: '' });
    const request = (await notificationDoc(orgId, 'review-ana-colour-email').get()).data();
    const org = (await db().doc(`orgs/${orgId}`).get()).data() as never;
    const mail = await reviews.composeReviewRequest(request!, org);
    expect(mail).toHaveProperty('body');
    const body = (mail as { body: string }).body;
    // What clients buy after colour, in stock, with its price; never the oil that is sold out.
    expect(body).toContain('clients often pick these after the same visit');
    expect(body).toContain('- Colour shampoo (Nova), $20');
    expect(body).not.toContain('Hair oil');
    // A salon that keeps the e-mail to the review gets none.
    await reviewSettingsDoc(orgId).set({ ...DEFAULTS(), suggestProducts: false });
    const plain = (await reviews.composeReviewRequest(request!, org)) as { body: string };
    expect(plain.body).not.toContain('Colour shampoo');
  });

  it('leaves out what they bought lately', async () => {
    await db()
      .doc(`orgs/${orgId}/sales/ana-bought`)
      .set({
        number: 'A1',
        status: 'completed',
        clientId: 'ana',
        lines: [saleLine('colour-shampoo')],
        subtotal: 0,
        discount: 0,
        tax: 0,
        tipsTotal: 0,
        total: 0,
        tenders: [],
        change: 0,
        createdAt: new Date(NOW.getTime() - 10 * DAY),
        updatedAt: NOW,
      });
    const mine = await service.clientRecommendations(
      owner,
      { orgId, clientId: 'ana', limit: 5 },
      NOW,
    );
    const ids = mine.products.map((p) => p.productId);
    expect(ids).not.toContain('colour-shampoo');
    // The mask follows the shampoo.
    expect(mine.products.find((p) => p.productId === 'colour-mask')?.reason).toBe(
      'Often bought by clients who bought Colour shampoo',
    );
  });

  it('is for the salon’s team only, and an unknown client is not found', async () => {
    expect(
      (await refusal(service.clientRecommendations(renter, { orgId, clientId: 'ana', limit: 5 })))
        .code,
    ).toBe('forbidden');
    expect(['forbidden', 'not_found']).toContain(
      (await refusal(service.clientRecommendations(stranger, { orgId, clientId: 'ana', limit: 5 })))
        .code,
    );
    expect(
      (await refusal(service.clientRecommendations(owner, { orgId, clientId: 'nobody', limit: 5 })))
        .code,
    ).toBe('not_found');
  });
});

describe('the owner’s choices', () => {
  it('pin a rule first, hide one, and survive the next training', async () => {
    // A rule for colour clients whose product is not the one suggested first.
    const rule = (await service.recommendationRules(owner, orgId)).rules.find(
      (r) =>
        r.key.startsWith('service:colour>') &&
        !['colour-shampoo', 'hair-oil'].includes(r.productId),
    )!;
    const key = rule.key;
    expect(await service.chooseRule(owner, { orgId, key, choice: 'pinned' })).toEqual({
      key,
      choice: 'pinned',
    });
    const pinned = await service.clientRecommendations(
      owner,
      { orgId, clientId: 'ana', limit: 5 },
      NOW,
    );
    expect(pinned.products[0]!.productId).toBe(rule.productId);
    await service.chooseRule(owner, {
      orgId,
      key: 'product:colour-shampoo>colour-mask',
      choice: 'hidden',
    });
    await service.trainRecommendations(orgId, bookings, NOW);
    const rules = await service.recommendationRules(owner, orgId);
    expect(rules.rules.find((r) => r.key === key)?.choice).toBe('pinned');
    expect(rules.rules.find((r) => r.key === 'product:colour-shampoo>colour-mask')?.choice).toBe(
      'hidden',
    );
    await service.chooseRule(owner, { orgId, key, choice: null });
    expect(
      (await service.recommendationRules(owner, orgId)).rules.find((r) => r.key === key)?.choice,
    ).toBeNull();
  });

  it('are for owners and managers; an unknown rule is not found', async () => {
    expect((await refusal(service.recommendationRules(stylist, orgId))).code).toBe('forbidden');
    expect(
      (
        await refusal(
          service.chooseRule(stylist, {
            orgId,
            key: 'service:colour>bond-repair',
            choice: 'hidden',
          }),
        )
      ).code,
    ).toBe('forbidden');
    expect(
      (await refusal(service.chooseRule(owner, { orgId, key: 'service:x>y', choice: 'hidden' })))
        .code,
    ).toBe('not_found');
  });

  it('a salon with too few sales says so and offers its best sellers', async () => {
    const fresh = `rec-fresh-${run}`;
    await ownedSalon(fresh, 'New Salon', owner.uid);
    await service.trainRecommendations(fresh, [], NOW);
    const rules = await service.recommendationRules(owner, fresh);
    expect(rules).toMatchObject({ status: 'too_little', rules: [], report: null, baskets: 0 });
    await db().recursiveDelete(db().doc(`orgs/${fresh}`));
  });
});
