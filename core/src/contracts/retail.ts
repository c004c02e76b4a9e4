// Retail calls: the product catalogue (the spec's retail/products and
// products/{productId}, lookup by SKU or barcode), stock adjustments, the
// point of sale (retail/sales/process-sale, returns, receipts) and the sales
// report (retail-reports/get-retail-sales-report).
import { z } from 'zod';
import {
  ZAdjustStock,
  ZCreateProduct,
  ZProductLookup,
  ZProductQuery,
  ZProcessSale,
  ZReturnSale,
  ZSaleCardIntent,
  ZSalesReportQuery,
  ZUpdateProduct,
  ZRetailSettings,
  ZCreateReservation,
  ZEcommerceSettings,
  ZReservationStatusChange,
  ZReservationsQuery,
  ZShopView,
  type EcommerceSettings,
  type ProductFields,
  type ReservationStatus,
  type RetailSettings,
  type SaleStatus,
  type StockLevel,
  type StockReason,
} from '../retail';
import type { PaymentMethod } from '../payments';
import { zDocId } from '../ids';
import type { CardIntent, QrPayment } from './card';
import { endpoint } from './endpoint';

export interface ProductView extends ProductFields {
  id: string;
  /** Units on the shelf; for a bundle, how many its products make. */
  stock: number;
  /** The bundles this product is in. */
  bundleIds: string[];
  level: StockLevel;
  createdAt: string;
  updatedAt: string;
}

/** A bundle with what it holds: each product, how many, and what is on its shelf. */
export interface BundleView {
  id: string;
  name: string;
  category: string;
  sellingPrice: number;
  /** Its products at their own prices. */
  worth: number;
  /** How many its products make now. */
  available: number;
  onlineSellable: boolean;
  archived: boolean;
  items: { productId: string; name: string; quantity: number; stock: number }[];
}

export interface StockMovementView {
  id: string;
  productId: string;
  productName: string;
  reason: StockReason;
  delta: number;
  stockAfter: number;
  note: string;
  saleId: string | null;
  by: string;
  at: string;
}

export interface SaleLineView {
  kind: 'product' | 'appointment' | 'gift_card';
  productId: string | null;
  /** The gift card the line sold (its printable card), or null. */
  giftCardId: string | null;
  bookingId: string | null;
  name: string;
  quantity: number;
  unitPrice: number;
  net: number;
  tax: number;
  discount: number;
  staffName: string;
  returnedQuantity: number;
  /** A membership benefit that priced the line, in words ('' for none). */
  benefit: string;
}

export interface SaleView {
  id: string;
  number: string;
  status: SaleStatus;
  clientName: string;
  lines: SaleLineView[];
  subtotal: number;
  discount: number;
  /** The desk's discounts (a line's or the whole sale's), each with who gave it. */
  discounts: {
    on: string;
    kind: 'percent' | 'amount';
    value: number;
    amount: number;
    givenBy: string;
  }[];
  tax: number;
  /** Loyalty points redeemed (their value is in the discount) and earned by this sale. */
  pointsRedeemed: number;
  pointsEarned: number;
  tips: { staffId: string; staffName: string; amount: number }[];
  total: number;
  tenders: { method: PaymentMethod; amount: number; paymentId: string; tendered: number | null }[];
  change: number;
  refunded: number;
  currency: string;
  soldBy: string;
  receiptEmail: string;
  receiptSent: boolean;
  createdAt: string;
}

export interface SaleAnswer {
  sale: SaleView;
  /** The same idempotency key was used before: this is that sale, nothing new was taken. */
  replayed: boolean;
  /** The receipt is being e-mailed to the sale's address (just after the answer). */
  receiptOnItsWay?: boolean;
  /**
   * The gift cards this sale issued, with their codes, for the desk to print
   * (answered once, to the sale that made them; never listed afterwards).
   */
  giftCards?: { id: string; code: string; amount: number; recipientEmail: string }[];
}

export interface ReportRow {
  key: string;
  name: string;
  units: number;
  revenue: number;
  cost: number;
  margin: number;
}

export interface SalesReport {
  from: string;
  to: string;
  currency: string;
  sales: number;
  totals: { units: number; revenue: number; cost: number; margin: number; tax: number };
  services: number;
  tips: number;
  byProduct: ReportRow[];
  byCategory: ReportRow[];
  byStaff: ReportRow[];
  byDay: { date: string; revenue: number; units: number; margin: number }[];
  /** Documents read to answer (one per day with sales). */
  reads: number;
}

export interface ImportAnswer {
  created: number;
  updated: number;
  errors: { row: number; message: string }[];
}

const ZProductRef = z.object({ orgId: z.string().trim().pipe(zDocId('Not a salon id')) });
export const ZSendReceipt = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  saleId: z.string().trim().pipe(zDocId('Not a sale id')),
  email: z.email('Enter a valid e-mail address').max(254),
});
export const ZImportProducts = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  csv: z.string().min(1, 'The file is empty').max(5_000_000, 'Import at most 5 MB at a time'),
});
export const ZSaveRetailSettings = ZRetailSettings.extend({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
});

export interface ReservationView {
  id: string;
  productId: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  total: number;
  currency: string;
  status: ReservationStatus;
  name: string;
  email: string;
  phone: string;
  note: string;
  holdUntil: string;
  saleId: string | null;
  createdAt: string;
}

export interface ShopAnalytics {
  from: string;
  to: string;
  views: number;
  reservations: number;
  units: number;
  pickups: number;
  /** Reservations per product page view, and pickups per reservation (0 to 1). */
  conversion: number;
  pickupRate: number;
  days: { date: string; views: number; reservations: number; pickups: number }[];
  topProducts: { productId: string; views: number }[];
}

export const ZSaveEcommerceSettings = ZEcommerceSettings.extend({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
});

export const retailContracts = {
  /** GET /api/retail/products?orgId: every product (the team). */
  list: endpoint<{ products: ProductView[] }>()(
    'GET',
    'retail',
    '/products',
    undefined,
    ZProductQuery,
  ),
  /** POST /api/retail/products: add a product (owners, managers; renters their own). */
  create: endpoint<ProductView>()('POST', 'retail', '/products', ZCreateProduct),
  /** GET /api/retail/products/lookup?orgId&code: the product with that barcode or SKU. */
  lookup: endpoint<ProductView>()('GET', 'retail', '/products/lookup', undefined, ZProductLookup),
  /** GET /api/retail/products/export?orgId: the catalogue as CSV. */
  export: endpoint<string>()('GET', 'retail', '/products/export', undefined, ZProductQuery),
  /** POST /api/retail/products/import: add or update products from CSV (matched by SKU). */
  import: endpoint<ImportAnswer>()('POST', 'retail', '/products/import', ZImportProducts),
  /** POST /api/retail/products/adjust-stock: receive, write off or correct stock. */
  adjustStock: endpoint<{ product: ProductView; movement: StockMovementView; replayed: boolean }>()(
    'POST',
    'retail',
    '/products/adjust-stock',
    ZAdjustStock,
  ),
  /** GET /api/retail/bundles?orgId: the bundles, with their products and what they make. */
  bundles: endpoint<{ bundles: BundleView[] }>()(
    'GET',
    'retail',
    '/bundles',
    undefined,
    ZProductQuery,
  ),
  /** GET /api/retail/products/:productId?orgId. */
  read: endpoint<ProductView>()('GET', 'retail', '/products/:productId', undefined, ZProductRef),
  /** PUT /api/retail/products/:productId: edit (stock moves only through adjustments). */
  update: endpoint<ProductView>()('PUT', 'retail', '/products/:productId', ZUpdateProduct),
  /** DELETE /api/retail/products/:productId?orgId: remove (past sales keep its name). */
  remove: endpoint<{ deleted: true }>()(
    'DELETE',
    'retail',
    '/products/:productId',
    undefined,
    ZProductRef,
  ),
  /** GET /api/retail/products/:productId/movements?orgId: its stock history, newest first. */
  movements: endpoint<{ movements: StockMovementView[] }>()(
    'GET',
    'retail',
    '/products/:productId/movements',
    undefined,
    ZProductRef,
  ),
  /** POST /api/retail/sales/card-intent: the card part of a sale, paid before the sale is made. */
  cardIntent: endpoint<CardIntent>()('POST', 'retail', '/sales/card-intent', ZSaleCardIntent),
  /** POST /api/retail/sales/qr: the card part of a sale as a QR code of a Stripe payment page. */
  saleQr: endpoint<QrPayment>()('POST', 'retail', '/sales/qr', ZSaleCardIntent),
  /** POST /api/retail/sales/process-sale: the sale, in one transaction. */
  processSale: endpoint<SaleAnswer>()('POST', 'retail', '/sales/process-sale', ZProcessSale),
  /** POST /api/retail/sales/return: products back, stock back, money back. */
  returnSale: endpoint<SaleAnswer>()('POST', 'retail', '/sales/return', ZReturnSale),
  /** POST /api/retail/sales/send-receipt: e-mail the receipt (again, or to another address). */
  sendReceipt: endpoint<{ sent: true }>()('POST', 'retail', '/sales/send-receipt', ZSendReceipt),
  /** GET /api/retail/settings?orgId. */
  settings: endpoint<RetailSettings>()('GET', 'retail', '/settings', undefined, ZProductQuery),
  /** PUT /api/retail/settings: tax rounding, service tax, selling below zero (owners, managers). */
  saveSettings: endpoint<RetailSettings>()('PUT', 'retail', '/settings', ZSaveRetailSettings),
  /** POST /api/retail/reservations: a visitor reserves a product for pickup (public, rate limited). */
  reserve: endpoint<{ reservation: ReservationView; pickup: string; replayed: boolean }>()(
    'POST',
    'retail',
    '/reservations',
    ZCreateReservation,
  ),
  /** GET /api/retail/reservations?orgId&status: open (held), closed or all. */
  reservations: endpoint<{ reservations: ReservationView[] }>()(
    'GET',
    'retail',
    '/reservations',
    undefined,
    ZReservationsQuery,
  ),
  /** POST /api/retail/reservations/status: ready, picked up, cancelled (units go back). */
  reservationStatus: endpoint<ReservationView>()(
    'POST',
    'retail',
    '/reservations/status',
    ZReservationStatusChange,
  ),
  /** GET /api/retail/ecommerce-settings?orgId. */
  ecommerceSettings: endpoint<EcommerceSettings>()(
    'GET',
    'retail',
    '/ecommerce-settings',
    undefined,
    ZProductQuery,
  ),
  /** PUT /api/retail/ecommerce-settings (owners, managers). */
  saveEcommerceSettings: endpoint<EcommerceSettings>()(
    'PUT',
    'retail',
    '/ecommerce-settings',
    ZSaveEcommerceSettings,
  ),
  /** POST /api/retail/shop/views (public beacon): a product page was seen; 204. */
  shopView: endpoint<null>()('POST', 'retail', '/shop/views', ZShopView),
  /** GET /api/retail/shop-analytics?orgId&from&to: views, reservations, pickups. */
  shopAnalytics: endpoint<ShopAnalytics>()(
    'GET',
    'retail',
    '/shop-analytics',
    undefined,
    ZSalesReportQuery,
  ),
  /** POST /api/retail-reports/get-retail-sales-report: the report over a date range. */
  report: endpoint<SalesReport>()(
    'POST',
    'retail-reports',
    '/get-retail-sales-report',
    ZSalesReportQuery,
  ),
} as const;
