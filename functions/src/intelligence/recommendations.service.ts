// Product recommendations: association rules learned weekly (with the no-show
// model's training) from the salon's sales to known clients and the services
// of their visits, measured on the later months against the best sellers;
// a client's products (the point of sale, the client drawer); the rules for
// the owner, who may pin or hide one.
import type { BookingRecord } from '@chairside/core/records/booking';
import type {
  ClientRecommendations,
  RecommendationRules,
  RecommendedProduct,
} from '@chairside/core/contracts/intelligence';
import {
  basketsFrom,
  evaluateRecommendations,
  mineRules,
  MIN_BASKETS,
  popularProducts,
  recommend,
  type Rule,
} from '@chairside/core/intelligence/recommendations';
import { FieldValue } from 'firebase-admin/firestore';
import type { Caller } from '../http/auth';
import { ApiError } from '../http/api-error';
import { requireRole } from '../http/membership';
import { countReads } from '../http/read-count';
import { bookingsCollection } from '../records/bookings';
import { clientDoc } from '../records/clients';
import { recommendationsDoc } from '../records/intelligence';
import { getAll, readableRecords } from '../records/repository';
import { productDoc, productsCollection, salesCollection } from '../records/retail';
import { activeServices, serviceDoc } from '../records/services';
import { orgDoc } from '../records/orgs';

const DAY = 86_400_000;
const HISTORY_DAYS = 548;
const HOLDOUT_DAYS = 90;
const KEPT_RULES = 300;
const TEAM = ['owner', 'manager', 'front_desk', 'staff'] as const;

const visitsOf = (bookings: readonly BookingRecord[]) =>
  bookings
    .filter((b) => b.status === 'completed' || b.status === 'checked_in')
    .map((b) => ({ clientId: b.clientId, at: b.startTime, serviceIds: b.serviceIds }));

/** The weekly training: rules from the last 18 months, measured on the last three. */
export async function trainRecommendations(
  orgId: string,
  bookings: readonly BookingRecord[],
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY);
  const snap = await salesCollection(orgId).where('createdAt', '>=', since).get();
  countReads(Math.max(1, snap.size));
  const sales = readableRecords(snap.docs)
    .filter((s) => s.status !== 'returned')
    .map((s) => ({
      clientId: s.clientId,
      at: s.createdAt,
      productIds: s.lines
        .filter((l) => l.kind === 'product' && l.productId && l.quantity > l.returnedQuantity)
        .map((l) => l.productId!),
    }));
  const baskets = basketsFrom(sales, visitsOf(bookings));
  const enough = baskets.length >= MIN_BASKETS;
  await recommendationsDoc(orgId)
    .withConverter(null)
    .set(
      {
        status: enough ? 'trained' : 'too_little',
        rules: enough ? mineRules(baskets).slice(0, KEPT_RULES) : [],
        popular: popularProducts(baskets).slice(0, 60),
        report: enough
          ? evaluateRecommendations(baskets, now.getTime() - HOLDOUT_DAYS * DAY)
          : null,
        baskets: baskets.length,
        trainedAt: now,
      },
      { merge: true },
    );
}

function reasonFor(rule: Rule | null, names: Map<string, string>): string | null {
  if (!rule) return null;
  const name = names.get(`${rule.antecedent.kind}:${rule.antecedent.id}`);
  if (!name) return null;
  return rule.antecedent.kind === 'service'
    ? `Often bought after ${name}`
    : `Often bought by clients who bought ${name}`;
}

/** The products for one client: their last visit's services and what they bought before. */
export async function clientRecommendations(
  caller: Caller,
  input: { orgId: string; clientId: string; limit: number },
  now = new Date(),
): Promise<ClientRecommendations> {
  await requireRole(input.orgId, caller, TEAM, { action: 'see product recommendations' });
  return recommendationsFor(input, now);
}

/**
 * A client's products, for whoever may know them (the team's calls above, the
 * after-visit message): with today's visit or their last one, in stock.
 */
export async function recommendationsFor(
  input: { orgId: string; clientId: string; limit: number },
  now = new Date(),
): Promise<ClientRecommendations> {
  const [client, model, bookingSnap, saleSnap, org] = await Promise.all([
    clientDoc(input.orgId, input.clientId).get(),
    recommendationsDoc(input.orgId).get(),
    bookingsCollection(input.orgId).where('clientId', '==', input.clientId).get(),
    salesCollection(input.orgId).where('clientId', '==', input.clientId).get(),
    orgDoc(input.orgId).get(),
  ]);
  countReads(3 + Math.max(1, bookingSnap.size) + Math.max(1, saleSnap.size));
  if (!client.exists) throw new ApiError('not_found', 'There is no such client at this salon.');
  const record = model.data();
  // Their visit today (being checked out, so not completed yet) or else their last one.
  const endOfDay = now.getTime() + 12 * 3_600_000;
  const last = readableRecords(bookingSnap.docs)
    .filter((b) => b.status !== 'cancelled' && b.status !== 'no_show')
    .filter((b) => b.startTime.getTime() <= endOfDay)
    .sort((a, b) => b.startTime.getTime() - a.startTime.getTime())
    .map((b) => ({ serviceIds: b.serviceIds }))[0];
  // Today's visit (or their last one) and every product they bought.
  const purchases = readableRecords(saleSnap.docs)
    .filter((s) => s.status !== 'returned')
    .flatMap((s) =>
      s.lines
        .filter((l) => l.kind === 'product' && l.productId)
        .map((l) => ({ productId: l.productId!, at: s.createdAt.getTime() })),
    );
  const choices = { pinned: new Set(record?.pinned ?? []), hidden: new Set(record?.hidden ?? []) };
  const ranked = recommend(
    record?.status === 'trained' ? record.rules : [],
    record?.popular ?? [],
    { services: last?.serviceIds ?? [], purchases, at: now.getTime() },
    input.limit * 2,
    choices,
  );
  // Only what can be sold now: not archived, in stock.
  const snaps = await getAll(ranked.map((r) => productDoc(input.orgId, r.productId)));
  countReads(snaps.length);
  const products = new Map(snaps.flatMap((s) => (s.data() ? [[s.id, s.data()!] as const] : [])));
  const names = await antecedentNames(
    input.orgId,
    ranked.map((r) => r.rule),
    products,
  );
  const currency = org.data()?.currency ?? 'USD';
  const list: RecommendedProduct[] = ranked
    .filter((r) => {
      const p = products.get(r.productId);
      return p && !p.archived && p.stock > 0;
    })
    .slice(0, input.limit)
    .map((r) => {
      const p = products.get(r.productId)!;
      return {
        productId: p.id,
        name: p.name,
        brand: p.brand,
        price: p.sellingPrice,
        currency,
        reason: reasonFor(r.rule, names),
      };
    });
  return { source: record?.status === 'trained' ? 'rules' : 'popular', products: list };
}

/** The names rules speak of: services from the menu, products from the shelf. */
async function antecedentNames(
  orgId: string,
  rules: readonly (Rule | null)[],
  known: ReadonlyMap<string, { name: string }> = new Map(),
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const wanted = rules.filter((r): r is Rule => r !== null);
  // Only the services the rules speak of (a point-of-sale call reads no whole menu).
  const services = [
    ...new Set(wanted.filter((r) => r.antecedent.kind === 'service').map((r) => r.antecedent.id)),
  ];
  if (services.length) {
    const snaps = await getAll(services.map((id) => serviceDoc(orgId, id)));
    countReads(snaps.length);
    for (const s of snaps) if (s.data()) names.set(`service:${s.id}`, s.data()!.name);
  }
  const products = [
    ...new Set(wanted.filter((r) => r.antecedent.kind === 'product').map((r) => r.antecedent.id)),
  ].filter((id) => !known.has(id));
  for (const [id, p] of known) names.set(`product:${id}`, p.name);
  if (products.length) {
    const snaps = await getAll(products.map((id) => productDoc(orgId, id)));
    countReads(snaps.length);
    for (const s of snaps) if (s.data()) names.set(`product:${s.id}`, s.data()!.name);
  }
  return names;
}

/** The rules for the owner, strongest first, with what they chose. */
export async function recommendationRules(
  caller: Caller,
  orgId: string,
): Promise<RecommendationRules> {
  await requireRole(orgId, caller, ['owner', 'manager'], { action: 'see product recommendations' });
  const [model, productSnap, services] = await Promise.all([
    recommendationsDoc(orgId).get(),
    productsCollection(orgId).get(),
    activeServices(orgId),
  ]);
  countReads(1 + Math.max(1, productSnap.size) + services.length);
  const record = model.data();
  const names = new Map<string, string>([
    ...services.map((s) => [`service:${s.id}`, s.name] as const),
    ...readableRecords(productSnap.docs).map((p) => [`product:${p.id}`, p.name] as const),
  ]);
  const pinned = new Set(record?.pinned ?? []);
  const hidden = new Set(record?.hidden ?? []);
  return {
    status: record?.status ?? 'too_little',
    baskets: record?.baskets ?? 0,
    trainedAt: record?.trainedAt?.toISOString() ?? null,
    report: record?.report ?? null,
    rules: (record?.rules ?? [])
      .filter(
        (r) =>
          names.has(`product:${r.productId}`) &&
          names.has(`${r.antecedent.kind}:${r.antecedent.id}`),
      )
      .map((r) => ({
        key: r.key,
        kind: r.antecedent.kind,
        when:
          r.antecedent.kind === 'service'
            ? names.get(`service:${r.antecedent.id}`)!
            : `bought ${names.get(`product:${r.antecedent.id}`)!}`,
        productId: r.productId,
        productName: names.get(`product:${r.productId}`)!,
        support: r.support,
        confidence: r.confidence,
        lift: r.lift,
        count: r.count,
        choice: pinned.has(r.key) ? 'pinned' : hidden.has(r.key) ? 'hidden' : null,
      })),
  };
}

/** Pins or hides a rule (or undoes it): kept across the weekly training. */
export async function chooseRule(
  caller: Caller,
  input: { orgId: string; key: string; choice: 'pinned' | 'hidden' | null },
) {
  await requireRole(input.orgId, caller, ['owner', 'manager'], {
    action: 'change product recommendations',
  });
  const record = (await recommendationsDoc(input.orgId).get()).data();
  countReads(1);
  if (!record?.rules.some((r) => r.key === input.key))
    throw new ApiError('not_found', 'There is no such rule: it may have been learned away.');
  await recommendationsDoc(input.orgId)
    .withConverter(null)
    .set(
      {
        pinned:
          input.choice === 'pinned'
            ? FieldValue.arrayUnion(input.key)
            : FieldValue.arrayRemove(input.key),
        hidden:
          input.choice === 'hidden'
            ? FieldValue.arrayUnion(input.key)
            : FieldValue.arrayRemove(input.key),
      },
      { merge: true },
    );
  return { key: input.key, choice: input.choice };
}
