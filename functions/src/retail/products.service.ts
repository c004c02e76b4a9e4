// The product catalogue and its stock: every change of stock is a movement
// written in the same transaction, with why, by whom and what it left.
import type { Transaction } from 'firebase-admin/firestore';
import type { BundleView, ProductView, StockMovementView } from '@chairside/core/contracts/retail';
import {
  bundleAvailable,
  bundleWorth,
  isBundle,
  stockDelta,
  stockLevel,
  withBundleStock,
  ZProductInput,
  type ZAdjustStock,
  type ZCreateProduct,
  type ZUpdateProduct,
  type ProductFields,
} from '@chairside/core/retail';
import type { ProductRecord, StockMovementRecord } from '@chairside/core/records/retail';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole, type Membership } from '../http/membership';
import { readableRecords } from '../records/repository';
import {
  productDoc,
  productsCollection,
  stockMovementDoc,
  stockMovementsCollection,
} from '../records/retail';
import { idFrom, requestHash } from '../platform/ids';
import { moveStock, movement } from './stock';
import { actorOf } from '../platform/actor';
import { countReads } from '../http/read-count';
import { changesShop, refreshShop, stockChangesShop } from './shop-site';
import { assertBundleMakeable, bundleCost, linkParts, readParts, stockOf } from './bundles';

/** A product as the API answers it; a bundle's stock is what its products make. */
export const productView = (p: ProductRecord, stock = p.stock): ProductView => {
  const { searchText: _search, createdAt, updatedAt, ...fields } = p;
  return {
    ...fields,
    stock,
    level: stockLevel(stock, p.reorderLevel),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
};

export const movementView = (m: StockMovementRecord): StockMovementView => ({
  id: m.id,
  productId: m.productId,
  productName: m.productName,
  reason: m.reason,
  delta: m.delta,
  stockAfter: m.stockAfter,
  note: m.note,
  saleId: m.saleId,
  by: m.by.name,
  at: m.at.toISOString(),
});

export const searchTextOf = (
  p: Pick<ProductFields, 'name' | 'brand' | 'sku' | 'barcode' | 'category'>,
) => [p.name, p.brand, p.sku, p.barcode, p.category].join(' ').toLowerCase();

/** Roles that edit the catalogue; a booth renter edits (and sells) only their own products. */
const CATALOGUE_ROLES = ['owner', 'manager', 'booth_renter'] as const;
/** Roles that move stock: the catalogue's, and the front desk receiving deliveries. */
const STOCK_ROLES = ['owner', 'manager', 'front_desk', 'booth_renter'] as const;

/** Refuses a booth renter who touches a product that is not theirs. */
export function assertOwnStock(
  member: Membership | null,
  product: { ownerStaffId: string | null },
) {
  if (member?.role !== 'booth_renter') return;
  if (!member.staffId || product.ownerStaffId !== member.staffId) {
    throw new ApiError(
      'forbidden',
      'As a booth renter you manage and sell only your own products.',
    );
  }
}

export async function listProducts(caller: Caller, orgId: string): Promise<ProductView[]> {
  await requireRole(orgId, caller, 'any', { allowSuperAdmin: true, action: 'see products' });
  const snap = await productsCollection(orgId).orderBy('name').get();
  const products = readableRecords(snap.docs);
  return withBundleStock(products).map((p) => productView(p));
}

/** The salon's bundles, each with its products and how many it makes now. */
export async function listBundles(caller: Caller, orgId: string): Promise<BundleView[]> {
  await requireRole(orgId, caller, 'any', { allowSuperAdmin: true, action: 'see products' });
  const snap = await productsCollection(orgId).orderBy('name').get();
  const all = readableRecords(snap.docs);
  const byId = new Map(all.map((p) => [p.id, p] as const));
  return all.filter(isBundle).map((b) => ({
    id: b.id,
    name: b.name,
    category: b.category,
    sellingPrice: b.sellingPrice,
    worth: bundleWorth(b.bundleItems, (id) => byId.get(id)?.sellingPrice),
    available: bundleAvailable(b.bundleItems, (id) => byId.get(id)?.stock),
    onlineSellable: b.onlineSellable,
    archived: b.archived,
    items: b.bundleItems.map((i) => ({
      productId: i.productId,
      name: byId.get(i.productId)?.name ?? '',
      quantity: i.quantity,
      stock: byId.get(i.productId)?.stock ?? 0,
    })),
  }));
}

/** A product's view, a bundle's with the stock its products make now. */
async function viewOf(orgId: string, p: ProductRecord) {
  const parts = await readParts(orgId, p.bundleItems);
  return productView(p, stockOf(p, parts));
}

export async function readProduct(caller: Caller, orgId: string, productId: string) {
  await requireRole(orgId, caller, 'any', { allowSuperAdmin: true, action: 'see products' });
  const product = (await productDoc(orgId, productId).get()).data();
  if (!product) throw new ApiError('not_found', 'That product no longer exists.');
  return viewOf(orgId, product);
}

/** The product a scanner or a typed code names: barcode first, then SKU. */
export async function lookupProduct(caller: Caller, orgId: string, code: string) {
  await requireRole(orgId, caller, 'any', { action: 'look up products' });
  countReads(1);
  const products = productsCollection(orgId);
  for (const field of ['barcode', 'sku'] as const) {
    const snap = await products.where(field, '==', code).limit(1).get();
    countReads(snap.size);
    const found = readableRecords(snap.docs)[0];
    if (found) {
      if (found.bundleItems.length) countReads(found.bundleItems.length);
      return viewOf(orgId, found);
    }
  }
  throw new ApiError('not_found', `No product has the barcode or SKU “${code}”.`);
}

/** Refuses a barcode or SKU another product already has (in the transaction). */
async function assertCodesFree(
  tx: Transaction,
  orgId: string,
  productId: string,
  fields: Pick<ProductFields, 'sku' | 'barcode'>,
) {
  for (const field of ['barcode', 'sku'] as const) {
    const code = fields[field];
    if (!code) continue;
    const clash = await tx.get(productsCollection(orgId).where(field, '==', code).limit(2));
    if (clash.docs.some((d) => d.id !== productId)) {
      const label = field === 'sku' ? 'SKU' : 'barcode';
      throw new ApiError('conflict', `Another product already has the ${label} “${code}”.`, [
        { path: field, message: `This ${label} is taken` },
      ]);
    }
  }
}

export async function createProduct(
  caller: Caller,
  input: z.output<typeof ZCreateProduct>,
): Promise<ProductView> {
  const { orgId, initialStock, ...fields } = input;
  const member = await requireRole(orgId, caller, CATALOGUE_ROLES, { action: 'add products' });
  if (member?.role === 'booth_renter') fields.ownerStaffId = member.staffId;
  const by = await actorOf(orgId, caller);
  const ref = productsCollection(orgId).doc();
  const at = new Date();
  const record: ProductRecord = {
    ...fields,
    ...(fields.bundleItems.length ? { reorderLevel: 0 } : {}),
    id: ref.id,
    stock: 0,
    bundleIds: [],
    searchText: searchTextOf(fields),
    createdAt: at,
    updatedAt: at,
  };
  let parts = new Map<string, ProductRecord>();
  await db().runTransaction(async (tx) => {
    parts = await readParts(orgId, fields.bundleItems, tx);
    await assertCodesFree(tx, orgId, ref.id, fields);
    assertBundleMakeable(record, parts, 0);
    if (fields.bundleItems.length) record.cost = bundleCost(fields.bundleItems, parts);
    tx.create(ref, record);
    linkParts(tx, orgId, ref.id, [], fields.bundleItems);
    if (initialStock > 0) {
      const received = movement({
        id: idFrom('initial', ref.id),
        product: record,
        reason: 'received',
        delta: initialStock,
        note: 'Stock when the product was added',
        by,
        at,
      });
      tx.create(stockMovementDoc(orgId, received.id), received);
      record.stock = initialStock;
      tx.update(ref, { stock: initialStock });
    }
  });
  await refreshShop(orgId, changesShop(null, record));
  return productView(record, stockOf(record, parts));
}

export async function updateProduct(
  caller: Caller,
  productId: string,
  input: z.output<typeof ZUpdateProduct>,
): Promise<ProductView> {
  const { orgId, ...changes } = input;
  const member = await requireRole(orgId, caller, CATALOGUE_ROLES, { action: 'edit products' });
  let shopChanged = false;
  const view = await db().runTransaction(async (tx) => {
    const ref = productDoc(orgId, productId);
    const current = (await tx.get(ref)).data();
    if (!current) throw new ApiError('not_found', 'That product no longer exists.');
    assertOwnStock(member, current);
    if (member?.role === 'booth_renter') changes.ownerStaffId = current.ownerStaffId;
    const {
      id: _id,
      stock,
      bundleIds,
      searchText: _s,
      createdAt,
      updatedAt: _u,
      ...fields
    } = current;
    // The whole product must still be valid once the changes are applied.
    const merged = ZProductInput.parse({ ...fields, ...stripUndefined(changes) });
    const parts = await readParts(orgId, merged.bundleItems, tx);
    await assertCodesFree(tx, orgId, productId, merged);
    const updated: ProductRecord = {
      ...merged,
      ...(merged.bundleItems.length
        ? { reorderLevel: 0, cost: bundleCost(merged.bundleItems, parts) }
        : {}),
      id: productId,
      stock,
      bundleIds,
      searchText: searchTextOf(merged),
      createdAt,
      updatedAt: new Date(),
    };
    assertBundleMakeable(updated, parts, current.bundleItems.length ? 0 : stock);
    tx.set(ref, updated);
    linkParts(tx, orgId, productId, current.bundleItems, merged.bundleItems);
    // A bundle shows what its products make: any change to it may show.
    shopChanged = changesShop(current, updated) || bundleIds.length > 0;
    return productView(updated, stockOf(updated, parts));
  });
  await refreshShop(orgId, shopChanged);
  return view;
}

const stripUndefined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Removes a product. Past sales and movements keep its name; stock on hand is written off. */
export async function deleteProduct(caller: Caller, orgId: string, productId: string) {
  const member = await requireRole(orgId, caller, CATALOGUE_ROLES, { action: 'remove products' });
  const ref = productDoc(orgId, productId);
  const removed = await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) return null;
    assertOwnStock(member, current);
    if (current.bundleIds.length) {
      const bundles = await tx.getAll(...current.bundleIds.map((id) => productDoc(orgId, id)));
      const names = bundles.flatMap((b) => {
        const bundle = b.data();
        return bundle ? [`“${bundle.name}”`] : [];
      });
      if (names.length) {
        throw new ApiError(
          'conflict',
          `${current.name} is in the bundle${names.length > 1 ? 's' : ''} ${names.join(', ')}. Take it out of ${names.length > 1 ? 'them' : 'it'} first, or archive it.`,
        );
      }
    }
    tx.delete(ref);
    linkParts(tx, orgId, productId, current.bundleItems, []);
    return current;
  });
  await refreshShop(orgId, changesShop(removed, null));
  return { deleted: true as const };
}

/**
 * A person's adjustment: received, damaged, used in a service, returned to
 * the supplier (units), or a count correction (the count on the shelf).
 * Stock never goes below zero this way. The same idempotency key answers
 * the same movement again.
 */
export async function adjustStock(caller: Caller, input: z.output<typeof ZAdjustStock>) {
  const { orgId, productId } = input;
  const member = await requireRole(orgId, caller, STOCK_ROLES, { action: 'adjust stock' });
  const by = await actorOf(orgId, caller);
  const movementId = idFrom('adjust', orgId, input.idempotencyKey);
  const hash = requestHash({ ...input, idempotencyKey: undefined });
  let shopChanged = false;
  const answer = await db().runTransaction(async (tx) => {
    shopChanged = false;
    const [productSnap, previousSnap] = await Promise.all([
      tx.get(productDoc(orgId, productId)),
      tx.get(stockMovementDoc(orgId, movementId)),
    ]);
    const product = productSnap.data();
    if (!product) throw new ApiError('not_found', 'That product no longer exists.');
    assertOwnStock(member, product);
    if (product.bundleItems.length) {
      throw new ApiError(
        'unprocessable',
        `${product.name} is a bundle: it keeps no stock of its own. Adjust the products in it.`,
      );
    }
    const previous = previousSnap.data();
    if (previous) {
      if (previous.requestHash !== hash) {
        throw new ApiError(
          'unprocessable',
          'This idempotency key was already used for a different adjustment. Use a new key.',
        );
      }
      return { product: productView(product), movement: movementView(previous), replayed: true };
    }
    const delta = stockDelta(input.reason, input.quantity, product.stock);
    if (product.stock + delta < 0) {
      throw new ApiError(
        'conflict',
        `Only ${product.stock} ${product.stock === 1 ? 'unit is' : 'units are'} in stock: you cannot take away ${-delta}.`,
        [{ path: 'quantity', message: `At most ${product.stock}` }],
      );
    }
    const at = new Date();
    const record = moveStock(tx, orgId, {
      id: movementId,
      product,
      reason: input.reason,
      delta,
      note: input.note,
      by,
      at,
      requestHash: hash,
    });
    shopChanged = stockChangesShop(product, delta);
    return {
      product: productView({ ...product, stock: record.stockAfter, updatedAt: at }),
      movement: movementView(record),
      replayed: false,
    };
  });
  await refreshShop(orgId, shopChanged);
  return answer;
}

/** A product's stock history, newest first (the last 200 movements). */
export async function productMovements(caller: Caller, orgId: string, productId: string) {
  const member = await requireRole(orgId, caller, STOCK_ROLES, { action: 'see stock history' });
  const product = (await productDoc(orgId, productId).get()).data();
  if (!product) throw new ApiError('not_found', 'That product no longer exists.');
  assertOwnStock(member, product);
  const snap = await stockMovementsCollection(orgId)
    .where('productId', '==', productId)
    .orderBy('at', 'desc')
    .limit(200)
    .get();
  return readableRecords(snap.docs).map(movementView);
}
