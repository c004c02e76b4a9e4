// A change of stock: the product's new count and a movement beside it, with
// why, by whom and what it left, written in the transaction that read it.
import type { Transaction } from 'firebase-admin/firestore';
import type { StockReason } from '@chairside/core/retail';
import type { ProductRecord, StockMovementRecord } from '@chairside/core/records/retail';
import type { Actor } from '../platform/actor';
import { productDoc, stockMovementDoc } from '../records/retail';

/** The movement a change of stock leaves. */
export function movement(args: {
  id: string;
  product: ProductRecord;
  reason: StockReason;
  delta: number;
  note?: string;
  saleId?: string | null;
  reservationId?: string | null;
  by: Actor;
  at: Date;
  requestHash?: string;
}): StockMovementRecord {
  return {
    id: args.id,
    productId: args.product.id,
    productName: args.product.name,
    ownerStaffId: args.product.ownerStaffId,
    reason: args.reason,
    delta: args.delta,
    stockAfter: args.product.stock + args.delta,
    note: args.note ?? '',
    saleId: args.saleId ?? null,
    reservationId: args.reservationId ?? null,
    by: args.by,
    at: args.at,
    requestHash: args.requestHash ?? '',
  };
}

/** Writes a stock change and its movement in a transaction that has read the product. */
export function moveStock(
  tx: Transaction,
  orgId: string,
  args: Parameters<typeof movement>[0],
): StockMovementRecord {
  const record = movement(args);
  tx.create(stockMovementDoc(orgId, args.id), record);
  tx.update(productDoc(orgId, args.product.id), { stock: record.stockAfter, updatedAt: args.at });
  return record;
}
