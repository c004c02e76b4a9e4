// Bundles: several products sold together at one price. A bundle keeps no
// stock of its own; what it can sell is what its products allow, and selling,
// reserving or returning one moves its products' stock, each with a movement.
// Each product lists the bundles it is in (bundleIds), kept in the same
// transaction as the bundle, so a product in a bundle is never deleted or
// turned into a bundle itself (bundles do not nest).
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { bundleAvailable, isBundle, type BundleItem } from '@chairside/core/retail';
import type { BundlePartRecord, ProductRecord } from '@chairside/core/records/retail';
import { ApiError } from '../http/api-error';
import { getAll } from '../records/repository';
import { productDoc } from '../records/retail';
import { moveStock } from './stock';

/** Reads a bundle's products (in the transaction when there is one). */
export async function readParts(
  orgId: string,
  items: readonly BundleItem[],
  tx?: Transaction,
): Promise<Map<string, ProductRecord>> {
  if (!items.length) return new Map();
  const refs = items.map((i) => productDoc(orgId, i.productId));
  const snaps = tx ? await tx.getAll(...refs) : await getAll(refs);
  return new Map(
    snaps.flatMap((s) => {
      const p = s.data();
      return p ? [[p.id, p] as const] : [];
    }),
  );
}

/** A bundle's stock: how many its products' stock makes. A product sold alone keeps its own. */
export const stockOf = (p: ProductRecord, parts: ReadonlyMap<string, ProductRecord>) =>
  isBundle(p) ? bundleAvailable(p.bundleItems, (id) => parts.get(id)?.stock) : p.stock;

/** Refuses a bundle that could not be sold as made: missing, nested or someone else's products. */
export function assertBundleMakeable(
  bundle: Pick<ProductRecord, 'id' | 'name' | 'ownerStaffId' | 'bundleIds' | 'bundleItems'>,
  parts: ReadonlyMap<string, ProductRecord>,
  stock: number,
) {
  if (!isBundle(bundle)) return;
  const path = 'bundleItems';
  if (bundle.bundleIds.length) {
    throw new ApiError(
      'conflict',
      `${bundle.name} is in another bundle, so it cannot be a bundle itself.`,
      [{ path, message: 'Bundles do not go inside bundles' }],
    );
  }
  if (stock !== 0) {
    throw new ApiError(
      'conflict',
      `${bundle.name} has ${stock} units of its own in stock. Count them out (adjust its stock to zero) before making it a bundle, or add the bundle as a new product.`,
      [{ path, message: 'Its own stock must be zero first' }],
    );
  }
  for (const item of bundle.bundleItems) {
    const part = parts.get(item.productId);
    if (item.productId === bundle.id) {
      throw new ApiError('unprocessable', 'A bundle cannot hold itself.', [
        { path, message: 'Choose other products' },
      ]);
    }
    if (!part) {
      throw new ApiError('not_found', 'A product in the bundle no longer exists.', [
        { path, message: 'Choose products from the catalogue' },
      ]);
    }
    if (isBundle(part)) {
      throw new ApiError('unprocessable', `${part.name} is a bundle: bundles do not nest.`, [
        { path, message: 'Choose products sold on their own' },
      ]);
    }
    if (part.ownerStaffId !== bundle.ownerStaffId) {
      throw new ApiError(
        'forbidden',
        bundle.ownerStaffId
          ? `${part.name} is not your own stock: a booth renter’s bundle holds only their products.`
          : `${part.name} is a booth renter’s own stock: a salon bundle holds the salon’s products.`,
        [{ path, message: 'Choose products from the same stock' }],
      );
    }
  }
}

/** A bundle's cost: its products' costs (the margin in reports follows from it). */
export const bundleCost = (
  items: readonly BundleItem[],
  parts: ReadonlyMap<string, ProductRecord>,
) => items.reduce((s, i) => s + (parts.get(i.productId)?.cost ?? 0) * i.quantity, 0);

/** The parts a sale or a hold records, so a return puts back what actually left. */
export const partsOf = (
  items: readonly BundleItem[],
  parts: ReadonlyMap<string, ProductRecord>,
): BundlePartRecord[] =>
  items.map((i) => {
    const p = parts.get(i.productId);
    return {
      productId: i.productId,
      name: p?.name ?? '',
      quantity: i.quantity,
      unitCost: p?.cost ?? 0,
    };
  });

/** Keeps each product's list of bundles in step with a bundle's items (writes only). */
export function linkParts(
  tx: Transaction,
  orgId: string,
  bundleId: string,
  before: readonly BundleItem[],
  after: readonly BundleItem[],
) {
  const was = new Set(before.map((i) => i.productId));
  const is = new Set(after.map((i) => i.productId));
  for (const id of is) {
    if (!was.has(id))
      tx.update(productDoc(orgId, id), { bundleIds: FieldValue.arrayUnion(bundleId) });
  }
  for (const id of was) {
    if (!is.has(id))
      tx.update(productDoc(orgId, id), { bundleIds: FieldValue.arrayRemove(bundleId) });
  }
}

/**
 * Stock moved several times in one transaction (a product sold alone and in
 * a bundle, two bundles sharing a product): each movement starts from what
 * the one before left, so every "left" figure in the trail is true.
 */
export class StockBook {
  private readonly running = new Map<string, ProductRecord>();
  constructor(
    private readonly tx: Transaction,
    private readonly orgId: string,
  ) {}

  /** What the shelf holds now, after the moves made so far. */
  stock(p: ProductRecord) {
    return (this.running.get(p.id) ?? p).stock;
  }

  move(args: Parameters<typeof moveStock>[2]) {
    const product = this.running.get(args.product.id) ?? args.product;
    const record = moveStock(this.tx, this.orgId, { ...args, product });
    this.running.set(product.id, { ...product, stock: record.stockAfter });
    return record;
  }
}
