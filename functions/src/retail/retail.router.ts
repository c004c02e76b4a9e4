import { Router } from 'express';
import { retailContracts as c } from '@chairside/core/contracts/retail';
import { slugify } from '@chairside/core/org';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { noStore } from '../http/cache';
import { sendCsv } from '../http/csv';
import { requireRole } from '../http/membership';
import { clientIp, perCaller, perVisitorContact, rateLimit } from '../http/rate-limit';
import { readCounter } from '../http/read-count';
import { orgIdFrom, parse } from '../http/validate';
import { ApiError } from '../http/api-error';
import { readableRecords } from '../records/repository';
import { orgDoc } from '../records/orgs';
import { productsCollection } from '../records/retail';
import { ZProductId } from '@chairside/core/retail';
import { PRODUCT_CSV_COLUMNS, importProducts, productCsvRow } from './catalogue-csv';
import {
  adjustStock,
  createProduct,
  deleteProduct,
  listBundles,
  listProducts,
  lookupProduct,
  productMovements,
  readProduct,
  updateProduct,
} from './products.service';
import { processSale, returnSale, saleCardIntent, saleQr, sendReceipt } from './sales.service';
import { appOrigin } from '../config';
import {
  changeReservation,
  createReservation,
  listReservations,
  shopAnalytics,
} from './shop.service';
import { flushViews, recordProductView } from './shop-views';

export const router = Router();
const productIdOf = (req: { params: Record<string, unknown> }) =>
  parse(ZProductId, req.params['productId'], 'product id');

/** GET /api/retail/products?orgId: the catalogue (every team member). */
router.get(c.list.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.list.query, orgIdFrom(req.query), 'products query');
  noStore(res);
  reply(res, c.list, { products: await listProducts(callerOf(res), orgId) });
});

/** GET /api/retail/bundles?orgId: the bundles and what they hold. */
router.get(c.bundles.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.bundles.query, orgIdFrom(req.query), 'bundles query');
  noStore(res);
  reply(res, c.bundles, { bundles: await listBundles(callerOf(res), orgId) });
});

/** POST /api/retail/products: a new product. */
router.post(c.create.path, requireAuth, async (req, res) => {
  const input = parse(c.create.body, orgIdFrom(req.body), 'product');
  reply(res, c.create, await createProduct(callerOf(res), input), 201);
});

/** GET /api/retail/products/lookup?orgId&code: a scanned or typed barcode or SKU. */
router.get(
  c.lookup.path,
  readCounter,
  requireAuth,
  perCaller('product-lookup:uid', 600, 60),
  async (req, res) => {
    const { orgId, code } = parse(c.lookup.query, orgIdFrom(req.query), 'lookup');
    noStore(res);
    reply(res, c.lookup, await lookupProduct(callerOf(res), orgId, code));
  },
);

/** GET /api/retail/products/export?orgId: the catalogue as CSV (owners, managers). */
router.get(c.export.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.export.query, orgIdFrom(req.query), 'export');
  await requireRole(orgId, callerOf(res), ['owner', 'manager'], { action: 'export products' });
  const org = (await orgDoc(orgId).get()).data();
  const currency = org?.currency ?? 'USD';
  const products = readableRecords((await productsCollection(orgId).orderBy('name').get()).docs);
  async function* rows() {
    for (const p of products) yield productCsvRow(p, currency);
  }
  const name = slugify(org?.name || 'salon') || 'salon';
  await sendCsv(res, `${name}-products.csv`, PRODUCT_CSV_COLUMNS, rows());
});

/** POST /api/retail/products/import: CSV text; all rows valid or nothing written. */
router.post(
  c.import.path,
  requireAuth,
  perCaller('product-import:uid', 30, 3600),
  async (req, res) => {
    const input = parse(c.import.body, orgIdFrom(req.body), 'import');
    const org = (await orgDoc(input.orgId).get()).data();
    if (!org) throw new ApiError('not_found', 'That salon no longer exists.');
    const answer = await importProducts(callerOf(res), input.orgId, input.csv, org.currency);
    reply(res, c.import, answer);
  },
);

/** POST /api/retail/products/adjust-stock: a stock movement with its reason. */
router.post(c.adjustStock.path, requireAuth, async (req, res) => {
  const input = parse(c.adjustStock.body, orgIdFrom(req.body), 'stock adjustment');
  const answer = await adjustStock(callerOf(res), input);
  reply(res, c.adjustStock, answer, answer.replayed ? 200 : 201);
});

/** GET /api/retail/settings?orgId: tax rounding, service tax, selling below zero. */
router.get(c.settings.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.settings.query, orgIdFrom(req.query), 'settings');
  await requireRole(orgId, callerOf(res), 'any', { action: 'see retail settings' });
  const org = (await orgDoc(orgId).get()).data();
  if (!org) throw new ApiError('not_found', 'That salon no longer exists.');
  noStore(res);
  reply(res, c.settings, org.retailSettings);
});

/** PUT /api/retail/settings (owners, managers). */
router.put(c.saveSettings.path, requireAuth, async (req, res) => {
  const { orgId, ...settings } = parse(c.saveSettings.body, orgIdFrom(req.body), 'settings');
  await requireRole(orgId, callerOf(res), ['owner', 'manager'], {
    action: 'change retail settings',
  });
  await orgDoc(orgId).update({ retailSettings: settings, updatedAt: new Date() });
  reply(res, c.saveSettings, settings);
});

/** POST /api/retail/sales/card-intent: the card part of a sale. */
router.post(c.cardIntent.path, requireAuth, async (req, res) => {
  const input = parse(c.cardIntent.body, orgIdFrom(req.body), 'card payment');
  reply(res, c.cardIntent, await saleCardIntent(callerOf(res), input), 201);
});

/** POST /api/retail/sales/qr: the card part of a sale as a QR code. */
router.post(c.saleQr.path, requireAuth, async (req, res) => {
  const input = parse(c.saleQr.body, orgIdFrom(req.body), 'QR payment');
  reply(res, c.saleQr, await saleQr(callerOf(res), input, appOrigin(req)), 201);
});

/** POST /api/retail/sales/process-sale: the sale, in one transaction. */
router.post(c.processSale.path, requireAuth, async (req, res) => {
  const input = parse(c.processSale.body, orgIdFrom(req.body), 'sale');
  const answer = await processSale(callerOf(res), input);
  reply(res, c.processSale, answer, answer.replayed ? 200 : 201);
});

/** POST /api/retail/sales/return: products back, money back (owners, managers). */
router.post(c.returnSale.path, requireAuth, async (req, res) => {
  const input = parse(c.returnSale.body, orgIdFrom(req.body), 'return');
  reply(res, c.returnSale, await returnSale(callerOf(res), input));
});

/** POST /api/retail/sales/send-receipt. */
router.post(
  c.sendReceipt.path,
  requireAuth,
  perCaller('receipt-mail:uid', 60, 3600),
  async (req, res) => {
    const { orgId, saleId, email } = parse(c.sendReceipt.body, orgIdFrom(req.body), 'receipt');
    reply(res, c.sendReceipt, await sendReceipt(callerOf(res), orgId, saleId, email));
  },
);

/**
 * POST /api/retail/reservations: a visitor reserves a product (public; 10 an
 * hour per visitor and e-mail address, 200 per network address).
 */
router.post(c.reserve.path, ...perVisitorContact('reserve', 10, 3600), async (req, res) => {
  const input = parse(c.reserve.body, orgIdFrom(req.body), 'reservation');
  if (input.honeypot) throw new ApiError('unprocessable', 'The reservation could not be made.');
  const answer = await createReservation(input);
  reply(res, c.reserve, answer, answer.replayed ? 200 : 201);
});

/**
 * POST /api/retail/shop/views: the product page's beacon. Counted in memory
 * and written every few seconds (shop-views.ts); limited per address in the
 * instance, never with a Firestore write.
 */
router.post(
  c.shopView.path,
  rateLimit({
    name: 'shop-view:ip',
    limit: 300,
    windowSeconds: 600,
    key: (req) => clientIp(req),
    store: 'instance',
  }),
  async (req, res) => {
    const { orgId, productId } = parse(c.shopView.body, req.body ?? {}, 'view');
    await recordProductView(orgId, productId);
    await flushViews();
    res.status(204).end();
  },
);

/** GET /api/retail/reservations?orgId&status: the desk's list. */
router.get(c.reservations.path, requireAuth, async (req, res) => {
  const { orgId, status } = parse(c.reservations.query, orgIdFrom(req.query), 'query');
  noStore(res);
  reply(res, c.reservations, {
    reservations: await listReservations(callerOf(res), orgId, status),
  });
});

/** POST /api/retail/reservations/status: ready, picked up or cancelled. */
router.post(c.reservationStatus.path, requireAuth, async (req, res) => {
  const input = parse(c.reservationStatus.body, orgIdFrom(req.body), 'status change');
  reply(res, c.reservationStatus, await changeReservation(callerOf(res), input));
});

/** GET /api/retail/ecommerce-settings?orgId: what the shop tells visitors and how long it holds. */
router.get(c.ecommerceSettings.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.ecommerceSettings.query, orgIdFrom(req.query), 'settings');
  await requireRole(orgId, callerOf(res), 'any', { action: 'see shop settings' });
  const org = (await orgDoc(orgId).get()).data();
  if (!org) throw new ApiError('not_found', 'That salon no longer exists.');
  noStore(res);
  reply(res, c.ecommerceSettings, org.ecommerceSettings);
});

/** PUT /api/retail/ecommerce-settings (owners, managers); the published site follows. */
router.put(c.saveEcommerceSettings.path, requireAuth, async (req, res) => {
  const { orgId, ...settings } = parse(
    c.saveEcommerceSettings.body,
    orgIdFrom(req.body),
    'settings',
  );
  await requireRole(orgId, callerOf(res), ['owner', 'manager'], { action: 'change shop settings' });
  await orgDoc(orgId).update({ ecommerceSettings: settings, updatedAt: new Date() });
  reply(res, c.saveEcommerceSettings, settings);
});

/** GET /api/retail/shop-analytics?orgId&from&to. */
router.get(c.shopAnalytics.path, requireAuth, async (req, res) => {
  const { orgId, from, to } = parse(c.shopAnalytics.query, orgIdFrom(req.query), 'query');
  noStore(res);
  reply(res, c.shopAnalytics, await shopAnalytics(callerOf(res), orgId, from, to));
});

/** GET /api/retail/products/:productId/movements?orgId: its stock history. */
router.get(c.movements.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.movements.query, orgIdFrom(req.query), 'query');
  noStore(res);
  const movements = await productMovements(callerOf(res), orgId, productIdOf(req));
  reply(res, c.movements, { movements });
});

/** GET /api/retail/products/:productId?orgId. */
router.get(c.read.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.read.query, orgIdFrom(req.query), 'query');
  noStore(res);
  reply(res, c.read, await readProduct(callerOf(res), orgId, productIdOf(req)));
});

/** PUT /api/retail/products/:productId: edit a product. */
router.put(c.update.path, requireAuth, async (req, res) => {
  const input = parse(c.update.body, orgIdFrom(req.body), 'product');
  reply(res, c.update, await updateProduct(callerOf(res), productIdOf(req), input));
});

/** DELETE /api/retail/products/:productId?orgId. */
router.delete(c.remove.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.remove.query, orgIdFrom(req.query), 'query');
  reply(res, c.remove, await deleteProduct(callerOf(res), orgId, productIdOf(req)));
});
