// Retail as stored: orgs/{orgId}/products, stockMovements, sales and
// retailDaily. Products are edited through the API (stock moves only with a
// movement beside it); movements, sales and the daily totals are written by
// functions alone.
import { z } from 'zod';
import { PAYMENT_METHODS } from '../payments';
import { RESERVATION_STATUSES, SALE_STATUSES, STOCK_REASONS, ZProductInput } from '../retail';
import { storedNumber, storedString, tolerantArray, ZStoredDate } from './stored';

const ZActor = z
  .object({ uid: z.string().nullable().catch(null), name: storedString() })
  .catch({ uid: null, name: '' });

export const ZProductRecord = ZProductInput.extend({
  id: z.string(),
  /** Units on the shelf (reserved units already taken off). */
  stock: z.number().int().catch(0).default(0),
  /** The bundles this product is in (kept by the server beside each bundle's items). */
  bundleIds: z.array(z.string()).catch([]).default([]),
  /** Lower-cased name, brand, SKU and barcode, for search. */
  searchText: storedString(),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type ProductRecord = z.output<typeof ZProductRecord>;

/** One change of stock, with why, by whom and what it left. */
export const ZStockMovementRecord = z.object({
  id: z.string(),
  productId: z.string(),
  productName: storedString(),
  /** The booth renter whose stock it is, or null for the salon's. */
  ownerStaffId: z.string().nullable().catch(null).default(null),
  reason: z.enum(STOCK_REASONS),
  delta: z.number().int(),
  stockAfter: z.number().int(),
  note: storedString(),
  saleId: z.string().nullable().catch(null).default(null),
  reservationId: z.string().nullable().catch(null).default(null),
  by: ZActor,
  at: ZStoredDate,
  /** Tells a retried adjustment from a different one with the same key. */
  requestHash: storedString(),
});
export type StockMovementRecord = z.output<typeof ZStockMovementRecord>;

/** A bundle's product as it was sold or held: per bundle, with its cost then. */
export const ZBundlePartRecord = z.object({
  productId: z.string(),
  name: storedString(),
  quantity: z.number().int(),
  unitCost: storedNumber(),
});
export type BundlePartRecord = z.output<typeof ZBundlePartRecord>;

export const ZSaleLineRecord = z.object({
  kind: z.enum(['product', 'appointment', 'gift_card']),
  productId: z.string().nullable().catch(null).default(null),
  /** The gift card this line sold (issued with the sale). */
  giftCardId: z.string().nullable().catch(null).default(null),
  bookingId: z.string().nullable().catch(null).default(null),
  /** A picked-up online reservation this line paid for. */
  reservationId: z.string().nullable().catch(null).default(null),
  name: storedString(),
  category: storedString(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  /** Cost per unit when sold (margin). */
  unitCost: storedNumber(),
  taxRate: storedNumber(),
  gross: z.number().int(),
  lineDiscount: z.number().int(),
  cartDiscount: z.number().int(),
  net: z.number().int(),
  tax: z.number().int(),
  staffId: z.string().nullable().catch(null).default(null),
  staffName: storedString(),
  returnedQuantity: z.number().int().catch(0).default(0),
  /** A membership benefit that priced the line, in words ('' for none). */
  benefit: storedString(),
  /** For a bundle: the products that left the shelf per unit sold. */
  components: tolerantArray(ZBundlePartRecord),
});
export type SaleLineRecord = z.output<typeof ZSaleLineRecord>;

export const ZSaleTenderRecord = z.object({
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  paymentId: z.string(),
  tendered: z.number().int().nullable().catch(null).default(null),
  change: z.number().int().nullable().catch(null).default(null),
});

export const ZSaleReturnRecord = z.object({
  id: z.string(),
  at: ZStoredDate,
  by: ZActor,
  reason: storedString(),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: storedString(),
      quantity: z.number().int(),
      restocked: z.boolean(),
      amount: z.number().int(),
    }),
  ),
  amount: z.number().int(),
  /** The refunds made: the payment and how much went back to it. */
  refunds: z.array(
    z.object({ paymentId: z.string(), method: z.enum(PAYMENT_METHODS), amount: z.number().int() }),
  ),
});

/**
 * A discount the desk gave (on a line, or on the whole sale) and who gave
 * it. Membership prices and points redeemed are not among them: those are
 * the client's, applied by the checkout's adjusters.
 */
export const ZSaleDiscountRecord = z.object({
  /** The line it was given on (its index in `lines`), or null for the whole sale. */
  line: z.number().int().nullable(),
  /** The line's name, or "Whole sale". */
  on: storedString(),
  kind: z.enum(['percent', 'amount']),
  /** A percentage, or minor units. */
  value: z.number(),
  /** What it took off, in minor units. */
  amount: z.number().int(),
  givenBy: ZActor,
  /** The manager who approved it, when it was above the seller's limit. */
  approvedBy: ZActor.nullable().catch(null).default(null),
});
export type SaleDiscountRecord = z.output<typeof ZSaleDiscountRecord>;

export const ZSaleRecord = z.object({
  id: z.string(),
  /** The receipt's number as people read it. */
  number: storedString(),
  status: z.enum(SALE_STATUSES).catch('completed'),
  clientId: z.string().nullable().catch(null).default(null),
  clientName: storedString(),
  lines: z.array(ZSaleLineRecord),
  /** Loyalty points redeemed for this sale (their value is in the discount) and earned by it. */
  pointsRedeemed: storedNumber(),
  pointsEarned: storedNumber(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** The desk's discounts, each with who gave it (sales before this was kept: none). */
  discounts: tolerantArray(ZSaleDiscountRecord),
  tax: z.number().int(),
  tips: tolerantArray(
    z.object({ staffId: z.string(), staffName: storedString(), amount: z.number().int() }),
  ),
  tipsTotal: z.number().int(),
  total: z.number().int(),
  tenders: z.array(ZSaleTenderRecord),
  change: z.number().int(),
  refunded: z.number().int().catch(0).default(0),
  returns: tolerantArray(ZSaleReturnRecord),
  /** The salon-local days products came back on (pay runs find a period's returns by them). */
  returnDays: z.array(z.string()).catch([]).default([]),
  currency: storedString('USD'),
  localDate: storedString(),
  soldBy: ZActor,
  receiptEmail: storedString(),
  receiptSentAt: z.date().nullable().catch(null).default(null),
  note: storedString(),
  requestHash: storedString(),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type SaleRecord = z.output<typeof ZSaleRecord>;

const ZFigures = z.object({
  units: storedNumber(),
  revenue: storedNumber(),
  cost: storedNumber(),
  tax: storedNumber(),
});
export type ReportFigures = z.output<typeof ZFigures>;

/**
 * orgs/{orgId}/retailDaily/{YYYY-MM-DD}: one salon-local day of retail, kept
 * by the sale and return transactions (increments), so a year's report is
 * at most 366 reads however many sales there were.
 */
export const ZRetailDailyRecord = z.object({
  date: storedString(),
  currency: storedString('USD'),
  sales: storedNumber(),
  /** Product revenue is net of discounts and without tax. */
  totals: ZFigures.catch({ units: 0, revenue: 0, cost: 0, tax: 0 }),
  services: storedNumber(),
  tips: storedNumber(),
  products: z
    .record(z.string(), ZFigures.extend({ name: storedString(), category: storedString() }))
    .catch({})
    .default({}),
  staff: z
    .record(z.string(), ZFigures.extend({ name: storedString() }))
    .catch({})
    .default({}),
});
export type RetailDailyRecord = z.output<typeof ZRetailDailyRecord>;

/** orgs/{orgId}/reservations/{id}: a product held on the shelf for a client to pick up. */
export const ZReservationRecord = z.object({
  id: z.string(),
  productId: z.string(),
  productName: storedString(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  /** For a bundle: the products held per unit reserved. */
  components: tolerantArray(ZBundlePartRecord),
  currency: storedString('USD'),
  status: z.enum(RESERVATION_STATUSES),
  name: storedString(),
  email: storedString(),
  phone: storedString(),
  note: storedString(),
  holdUntil: ZStoredDate,
  saleId: z.string().nullable().catch(null).default(null),
  history: tolerantArray(
    z.object({ at: ZStoredDate, status: z.enum(RESERVATION_STATUSES), by: storedString() }),
  ),
  requestHash: storedString(),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type ReservationRecord = z.output<typeof ZReservationRecord>;

/** orgs/{orgId}/shopDaily/{YYYY-MM-DD}: the online shop's day (views, reservations, pickups). */
export const ZShopDailyRecord = z.object({
  date: storedString(),
  views: storedNumber(),
  reservations: storedNumber(),
  units: storedNumber(),
  pickups: storedNumber(),
  productViews: z.record(z.string(), z.number()).catch({}).default({}),
});
export type ShopDailyRecord = z.output<typeof ZShopDailyRecord>;
