// Retail run in this process against the Firestore emulator: the catalogue
// and its stock trail, the point-of-sale transaction (products and an
// appointment, discounts, tax, tips, split cash and card with Stripe stubbed
// at the HTTP boundary), 20 simultaneous sales of the last 5 units, returns,
// the report from day totals, CSV import and who may do what.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SalesReport } from '@chairside/core/contracts/retail';
import type { Caller } from '../../functions/src/http/auth';
import {
  ZAdjustStock,
  ZCreateProduct,
  ZCreateReservation,
  ZReservationStatusChange,
  ZProcessSale,
  ZReturnSale,
  ZSaleCardIntent,
  ZSalesReportQuery,
  ZUpdateProduct,
  type CreateProduct,
  type ProcessSale,
} from '@chairside/core/retail';
import { isoDateIn } from '@chairside/core/staff-profile';
import type * as ProductsModule from '../../functions/src/retail/products.service';
import type * as SalesModule from '../../functions/src/retail/sales.service';
import type * as ReportModule from '../../functions/src/retail/report.service';
import type * as CsvModule from '../../functions/src/retail/catalogue-csv';
import type * as ShopModule from '../../functions/src/retail/shop.service';
import { callerFor } from '../support/callers';
import { admin, callApi } from '../support/api';
import { checkedInAppointment, connectedStripe } from '../support/payment-fixture';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { StripeStub } from '../support/stripe-stub';

const run = Date.now();
const orgId = `retail-salon-${run}`;
const TZ = 'America/New_York';
const owner = callerFor(`owner-${run}`);
const manager = callerFor(`manager-${run}`);
const desk = callerFor(`desk-${run}`);
const stylist = callerFor(`leo-${run}`);
const renter = callerFor(`priya-${run}`);
const stranger = callerFor(`zed-${run}`);

const stub = new StripeStub();
const server = setupServer(...stub.handlers());
let products: typeof ProductsModule;
let sales: typeof SalesModule;
let report: typeof ReportModule;
let csv: typeof CsvModule;
let mailbox: Mailbox;
let today: string;

const db = () => admin().db;
let key = 0;
const newKey = () => `retail-${run}-${++key}`;
const product = async (input: Omit<CreateProduct, 'orgId'>, who = owner) =>
  products.createProduct(who, ZCreateProduct.parse({ orgId, ...input }));
const sell = (
  input: Omit<ProcessSale, 'orgId' | 'idempotencyKey'> & { idempotencyKey?: string },
  who = desk,
) => sales.processSale(who, ZProcessSale.parse({ orgId, idempotencyKey: newKey(), ...input }));
/** The report once the day's totals have taken in the last sales (they follow each sale just after). */
const settledReport = <T>(who: Caller, check: (r: SalesReport) => T) =>
  vi.waitFor(
    async () =>
      check(
        await report.salesReport(who, ZSalesReportQuery.parse({ orgId, from: today, to: today })),
      ),
    { timeout: 30_000, interval: 250 },
  );
const stockOf = async (id: string) =>
  (await db().doc(`orgs/${orgId}/products/${id}`).get()).get('stock') as number;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ code: 'none', message: 'it went through' }),
    (e: { code?: string; message: string }) => ({ code: e.code, message: e.message }),
  );

beforeAll(async () => {
  delete process.env['STRIPE_API_URL'];
  process.env['STRIPE_SECRET_KEY'] = 'sk_test_retail';
  process.env['STRIPE_PUBLISHABLE_KEY'] = 'pk_test_retail';
  mailbox = await startMailbox();
  server.listen({ onUnhandledRequest: 'bypass' });
  await import('../../functions/src/subscriptions');
  products = await import('../../functions/src/retail/products.service');
  sales = await import('../../functions/src/retail/sales.service');
  report = await import('../../functions/src/retail/report.service');
  csv = await import('../../functions/src/retail/catalogue-csv');
  const now = new Date();
  await db()
    .doc(`orgs/${orgId}`)
    .set({
      name: 'Studio Retail',
      slug: orgId,
      ownerId: owner.uid,
      email: 'hello@retail.test',
      address: '12 Main St',
      timeZone: TZ,
      currency: 'USD',
      retailSettings: { taxRounding: 'line', serviceTaxRate: 0, allowNegativeStock: false },
      createdAt: now,
      updatedAt: now,
    });
  for (const [who, role, staffId, name] of [
    [owner, 'owner', null, 'Maya'],
    [manager, 'manager', null, 'Jordan'],
    [desk, 'front_desk', null, 'Ava'],
    [stylist, 'staff', 's-leo', 'Leo Martins'],
    [renter, 'booth_renter', 's-priya', 'Priya'],
  ] as const) {
    await db()
      .doc(`orgs/${orgId}/members/${who.uid}`)
      .set({ uid: who.uid, role, staffId, displayName: name });
  }
  for (const [id, name] of [
    ['s-leo', 'Leo Martins'],
    ['s-priya', 'Priya'],
  ]) {
    await db()
      .doc(`orgs/${orgId}/staff/${id}`)
      .set({ displayName: name, role: 'staff', status: 'active', weeklyHours: null });
  }
  await db()
    .doc(`orgs/${orgId}/clients/c-sam`)
    .set({
      firstName: 'Sam',
      lastName: 'Client',
      email: `sam-${run}@example.test`,
      phone: '',
      totalSpent: 0,
      visitCount: 0,
      createdAt: now,
      updatedAt: now,
    });
  await connectedStripe(orgId, `acct_retail_${run}`);
  today = isoDateIn(new Date(), TZ);
});
afterAll(async () => {
  server.close();
  await mailbox.close();
  for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']) delete process.env[k];
});

describe('the catalogue', () => {
  it('an owner adds a product with its opening stock, recorded as received', async () => {
    const mask = await product({
      name: 'Repair mask',
      category: 'Hair care',
      brand: 'Olaplex',
      sku: `MASK-${run}`,
      barcode: `0850018802${String(run).slice(-4)}`,
      sellingPrice: 2800,
      cost: 1200,
      taxRate: 8.875,
      reorderLevel: 3,
      supplier: 'Salon Centric',
      initialStock: 10,
    });
    expect(mask).toMatchObject({ stock: 10, level: 'ok', sellingPrice: 2800 });
    const trail = await products.productMovements(manager, orgId, mask.id);
    expect(trail).toMatchObject([{ reason: 'received', delta: 10, stockAfter: 10, by: 'Maya' }]);
  });

  it('finds a product by barcode, then by SKU, and says plainly when nothing matches', async () => {
    const byBarcode = await products.lookupProduct(
      desk,
      orgId,
      `0850018802${String(run).slice(-4)}`,
    );
    expect(byBarcode.name).toBe('Repair mask');
    expect((await products.lookupProduct(stylist, orgId, `MASK-${run}`)).id).toBe(byBarcode.id);
    expect(await refusal(products.lookupProduct(desk, orgId, '0000000000000'))).toEqual({
      code: 'not_found',
      message: 'No product has the barcode or SKU “0000000000000”.',
    });
  });

  it('refuses a second product with the same barcode, and a negative price before any write', async () => {
    const dup = await refusal(
      product({ name: 'Copy', sellingPrice: 100, barcode: `0850018802${String(run).slice(-4)}` }),
    );
    expect(dup).toEqual({
      code: 'conflict',
      message: `Another product already has the barcode “0850018802${String(run).slice(-4)}”.`,
    });
    expect(
      ZCreateProduct.safeParse({ orgId, name: 'Bad', sellingPrice: -1 }).error?.issues[0]?.message,
    ).toBe('The selling price cannot be negative');
  });

  it('lets only owners and managers edit the salon’s catalogue; a booth renter keeps their own', async () => {
    const forbidden = await refusal(product({ name: 'Stylist pick', sellingPrice: 500 }, stylist));
    expect(forbidden.code).toBe('forbidden');
    expect((await refusal(product({ name: 'Desk pick', sellingPrice: 500 }, desk))).code).toBe(
      'forbidden',
    );
    const own = await product(
      { name: 'Priya’s balm', sellingPrice: 1500, initialStock: 4 },
      renter,
    );
    expect(own.ownerStaffId).toBe('s-priya');
    const list = await products.listProducts(owner, orgId);
    const salonMask = list.find((p) => p.name === 'Repair mask')!;
    expect(
      await refusal(
        products.updateProduct(
          renter,
          salonMask.id,
          ZUpdateProduct.parse({ orgId, sellingPrice: 1 }),
        ),
      ),
    ).toEqual({
      code: 'forbidden',
      message: 'As a booth renter you manage and sell only your own products.',
    });
    const edited = await products.updateProduct(
      manager,
      salonMask.id,
      ZUpdateProduct.parse({ orgId, description: 'Bond-building weekly treatment' }),
    );
    expect(edited).toMatchObject({
      description: 'Bond-building weekly treatment',
      stock: 10,
      sellingPrice: 2800,
      sku: `MASK-${run}`,
      taxRate: 8.875,
    });
    expect((await refusal(products.listProducts(stranger, orgId))).code).toBe('forbidden');
  });
});

describe('stock adjustments', () => {
  let id: string;
  beforeAll(async () => {
    id = (await product({ name: 'Texture spray', sellingPrice: 2400, cost: 900, initialStock: 5 }))
      .id;
  });
  const adjust = (body: Record<string, unknown>, who = desk) =>
    products.adjustStock(
      who,
      ZAdjustStock.parse({ orgId, productId: id, idempotencyKey: newKey(), ...body }),
    );

  it('receives, writes off and corrects a count, each with its reason in the trail', async () => {
    expect(
      (await adjust({ reason: 'received', quantity: 12, note: 'Delivery #881' })).product.stock,
    ).toBe(17);
    expect((await adjust({ reason: 'damaged', quantity: 2 })).product.stock).toBe(15);
    const corrected = await adjust({ reason: 'count_correction', quantity: 14 });
    expect(corrected.movement).toMatchObject({ delta: -1, stockAfter: 14 });
    const trail = await products.productMovements(owner, orgId, id);
    expect(trail.map((m) => [m.reason, m.delta])).toEqual([
      ['count_correction', -1],
      ['damaged', -2],
      ['received', 12],
      ['received', 5],
    ]);
  });

  it('never takes stock below zero, and a retried adjustment moves it once', async () => {
    expect(await refusal(adjust({ reason: 'used_in_service', quantity: 15 }))).toEqual({
      code: 'conflict',
      message: 'Only 14 units are in stock: you cannot take away 15.',
    });
    const idempotencyKey = newKey();
    const first = await adjust({ reason: 'used_in_service', quantity: 1, idempotencyKey });
    const again = await adjust({ reason: 'used_in_service', quantity: 1, idempotencyKey });
    expect(again.replayed).toBe(true);
    expect(again.movement.id).toBe(first.movement.id);
    expect(await stockOf(id)).toBe(13);
    expect((await refusal(adjust({ reason: 'received', quantity: 1 }, stylist))).code).toBe(
      'forbidden',
    );
  });
});

describe('POST retail/sales/process-sale', () => {
  let shampoo: string;
  let oil: string;
  beforeAll(async () => {
    shampoo = (
      await product({
        name: 'Shampoo',
        category: 'Hair care',
        sellingPrice: 1299,
        cost: 500,
        taxRate: 8.875,
        initialStock: 8,
      })
    ).id;
    oil = (
      await product({
        name: 'Argan oil',
        category: 'Styling',
        sellingPrice: 450,
        cost: 150,
        taxRate: 8.875,
        initialStock: 3,
      })
    ).id;
  });

  it('checks out an appointment and products with a tip, split cash and card, in one transaction', async () => {
    await checkedInAppointment(orgId, 'b-sam', { clientId: 'c-sam' });
    // 2 × 12.99 (tax 2.31) + 4.50 (tax 0.40) + the $45 cut (untaxed) + $9 tip for Leo = $87.19
    const intent = await sales.saleCardIntent(
      desk,
      ZSaleCardIntent.parse({ orgId, amount: 4000, idempotencyKey: newKey() }),
    );
    stub.pay(
      (await db().doc(`orgs/${orgId}/payments/${intent.paymentId}`).get()).get(
        'stripe.paymentIntentId',
      ),
    );
    await (
      await import('../../functions/src/payments/card.service')
    ).verifyPayment(orgId, intent.paymentId);
    const answer = await sell({
      clientId: 'c-sam',
      lines: [
        { kind: 'appointment', bookingId: 'b-sam', expectedAmount: 4500 },
        {
          kind: 'product',
          productId: shampoo,
          quantity: 2,
          expectedUnitPrice: 1299,
          staffId: 's-leo',
        },
        { kind: 'product', productId: oil, quantity: 1, expectedUnitPrice: 450 },
      ],
      tips: [{ staffId: 's-leo', amount: 900 }],
      tenders: [
        { method: 'cash', amount: 4719, tendered: 5000 },
        { method: 'card', amount: 4000, paymentId: intent.paymentId },
      ],
      expectedTotal: 8719,
    });
    expect(answer.replayed).toBe(false);
    expect(answer.sale).toMatchObject({
      status: 'completed',
      clientName: 'Sam Client',
      subtotal: 7548,
      tax: 271,
      total: 8719,
      change: 281,
      tips: [{ staffId: 's-leo', staffName: 'Leo Martins', amount: 900 }],
      receiptEmail: `sam-${run}@example.test`,
      // Queued with the sale: the outbox e-mails it just after, never inside the request.
      receiptSent: true,
    });
    expect(answer.receiptOnItsWay).toBe(true);
    expect(await stockOf(shampoo)).toBe(6);
    expect(await stockOf(oil)).toBe(2);
    const booking = (await db().doc(`orgs/${orgId}/bookings/b-sam`).get()).data()!;
    expect(booking).toMatchObject({
      paid: 4500,
      tips: 900,
      paymentStatus: 'paid',
      status: 'completed',
    });
    const client = (await db().doc(`orgs/${orgId}/clients/c-sam`).get()).data()!;
    expect(client).toMatchObject({ totalSpent: 7819, visitCount: 1 });
    const ledger = await db()
      .collection(`orgs/${orgId}/payments`)
      .where('saleId', '==', answer.sale.id)
      .get();
    const byMethod = Object.fromEntries(ledger.docs.map((d) => [d.get('method'), d.data()]));
    expect(byMethod['cash']).toMatchObject({
      amount: 3819,
      tip: 900,
      cash: { tendered: 5000, change: 281 },
      purpose: 'sale',
    });
    expect(byMethod['card']).toMatchObject({
      amount: 4000,
      status: 'succeeded',
      saleId: answer.sale.id,
    });
    const mail = await mailbox.waitFor(`sam-${run}@example.test`);
    expect(mail.subject).toBe(`Your receipt from Studio Retail (${answer.sale.number})`);
    // One outbox entry, keyed by the sale, settled as sent.
    await vi.waitFor(async () =>
      expect((await db().doc(`mailOutbox/k-receipt-${answer.sale.id}`).get()).get('status')).toBe(
        'sent',
      ),
    );
    expect(mail.text).toContain('Tip for Leo Martins');
    expect(mail.text).toContain('$87.19');
  });

  it('takes part of a sale by QR code: the client pays Stripe’s page, and the sale claims it once', async () => {
    const qr = await import('../../functions/src/payments/qr.service');
    const shown = await sales.saleQr(
      desk,
      ZSaleCardIntent.parse({ orgId, amount: 1000, idempotencyKey: newKey() }),
      'http://localhost:5000',
    );
    expect(shown.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    const sessionId = (await db().doc(`orgs/${orgId}/payments/${shown.paymentId}`).get()).get(
      'stripe.checkoutSessionId',
    ) as string;
    expect(await qr.processQrPayment(orgId, shown.paymentId)).toMatchObject({ status: 'pending' });
    stub.payCheckout(sessionId);
    expect(await qr.processQrPayment(orgId, shown.paymentId)).toMatchObject({
      status: 'succeeded',
    });
    // $12.99 + 8.875% = $14.14: $10 by QR code, $4.14 in cash.
    const body = {
      lines: [
        { kind: 'product' as const, productId: shampoo, quantity: 1, expectedUnitPrice: 1299 },
      ],
      tenders: [
        { method: 'qr' as const, amount: 1000, paymentId: shown.paymentId },
        { method: 'cash' as const, amount: 414, tendered: 500 },
      ],
      expectedTotal: 1414,
    };
    const sold = await sell(body);
    expect(sold.sale.tenders.map((t) => t.method)).toEqual(['qr', 'cash']);
    expect(await refusal(sell(body))).toEqual({
      code: 'conflict',
      message: 'That card payment already paid another sale.',
    });
    await sales.returnSale(
      manager,
      ZReturnSale.parse({
        orgId,
        saleId: sold.sale.id,
        lines: [{ productId: shampoo, quantity: 1 }],
        idempotencyKey: newKey(),
      }),
    );
  });

  it('answers a retry with the same key with the same sale and takes no more stock', async () => {
    const idempotencyKey = newKey();
    const body = {
      lines: [
        { kind: 'product' as const, productId: shampoo, quantity: 1, expectedUnitPrice: 1299 },
      ],
      tenders: [{ method: 'cash' as const, amount: 1414, tendered: 1414 }],
      expectedTotal: 1414,
      idempotencyKey,
    };
    const first = await sell(body);
    const again = await sell(body);
    expect(again.replayed).toBe(true);
    expect(again.sale.id).toBe(first.sale.id);
    expect(await stockOf(shampoo)).toBe(5);
  });

  it('refuses a changed price, a wrong total, tenders that do not add up and missing stock, changing nothing', async () => {
    const line = { kind: 'product' as const, productId: oil, quantity: 1, expectedUnitPrice: 450 };
    const cash = (amount: number) => [{ method: 'cash' as const, amount, tendered: amount }];
    expect(
      await refusal(
        sell({
          lines: [{ ...line, expectedUnitPrice: 400 }],
          tenders: cash(435),
          expectedTotal: 435,
        }),
      ),
    ).toEqual({
      code: 'conflict',
      message: 'The price of Argan oil is now $4.50, not $4. Check the cart and try again.',
    });
    expect(await refusal(sell({ lines: [line], tenders: cash(450), expectedTotal: 450 }))).toEqual({
      code: 'conflict',
      message: 'The total is $4.90, not $4.50. Check the cart and try again.',
    });
    expect(await refusal(sell({ lines: [line], tenders: cash(400), expectedTotal: 490 }))).toEqual({
      code: 'unprocessable',
      message: 'The payments add up to less than the total ($4.90).',
    });
    expect(
      await refusal(
        sell({ lines: [{ ...line, quantity: 3 }], tenders: cash(1470), expectedTotal: 1470 }),
      ),
    ).toEqual({
      code: 'conflict',
      message: 'Only 2 of Argan oil are in stock.',
    });
    expect(await stockOf(oil)).toBe(2);
    // A card payment that has not gone through cannot pay a sale.
    const pending = await sales.saleCardIntent(
      desk,
      ZSaleCardIntent.parse({ orgId, amount: 490, idempotencyKey: newKey() }),
    );
    expect(
      await refusal(
        sell({
          lines: [line],
          tenders: [{ method: 'card', amount: 490, paymentId: pending.paymentId }],
          expectedTotal: 490,
        }),
      ),
    ).toEqual({ code: 'conflict', message: 'The card payment has not gone through yet.' });
  });

  it('lets the owner sell below zero only when asked, and a booth renter only their own stock in cash', async () => {
    const line = { kind: 'product' as const, productId: oil, quantity: 3, expectedUnitPrice: 450 };
    const tenders = [{ method: 'cash' as const, amount: 1470, tendered: 1470 }];
    expect(
      (
        await refusal(
          sell({ lines: [line], tenders, expectedTotal: 1470, allowNegativeStock: true }, desk),
        )
      ).code,
    ).toBe('conflict');
    await sell({ lines: [line], tenders, expectedTotal: 1470, allowNegativeStock: true }, owner);
    expect(await stockOf(oil)).toBe(-1);
    expect(
      await refusal(
        sell(
          {
            lines: [{ ...line, quantity: 1 }],
            tenders: [{ method: 'cash', amount: 490, tendered: 500 }],
            expectedTotal: 490,
          },
          renter,
        ),
      ),
    ).toEqual({
      code: 'forbidden',
      message: 'As a booth renter you manage and sell only your own products.',
    });
    expect(
      (
        await refusal(
          sell({ lines: [{ ...line, quantity: 1 }], tenders, expectedTotal: 490 }, stylist),
        )
      ).code,
    ).toBe('forbidden');
  });

  it('names, rewards and charges points only to a client the seller works with', async () => {
    await db().doc(`orgs/${orgId}/clients/c-priyas`).set({
      firstName: 'Rita',
      lastName: 'Private',
      ownerStaffId: 's-priya',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const own = await product(
      { name: `Priya's balm ${run}`, sellingPrice: 1000, initialStock: 5 },
      renter,
    );
    const salonOwn = await product({
      name: `Salon comb ${run}`,
      sellingPrice: 500,
      initialStock: 5,
    });
    const cash = (amount: number) => [{ method: 'cash' as const, amount, tendered: amount }];
    const line = (productId: string, price: number) => ({
      kind: 'product' as const,
      productId,
      quantity: 1,
      expectedUnitPrice: price,
    });
    const salesBefore = (await db().collection(`orgs/${orgId}/sales`).get()).size;
    // A renter selling their own product to the salon's client, and the desk to a renter's.
    for (const [who, productId, price, clientId] of [
      [renter, own.id, 1000, 'c-sam'],
      [desk, salonOwn.id, 500, 'c-priyas'],
    ] as const) {
      expect(
        await refusal(
          sell(
            {
              lines: [line(productId, price)],
              tenders: cash(price),
              expectedTotal: price,
              clientId,
            },
            who,
          ),
        ),
      ).toEqual({ code: 'forbidden', message: 'You do not work with this client.' });
    }
    // Nothing was written by the refused sales.
    expect((await db().collection(`orgs/${orgId}/sales`).get()).size).toBe(salesBefore);
    expect([await stockOf(own.id), await stockOf(salonOwn.id)]).toEqual([5, 5]);
    // Each with their own client goes through.
    const mine = await sell(
      {
        lines: [line(own.id, 1000)],
        tenders: cash(1000),
        expectedTotal: 1000,
        clientId: 'c-priyas',
      },
      renter,
    );
    expect(mine.sale.clientName).toBe('Rita Private');
  });

  it('records who gave each discount on the sale, a 100% one included', async () => {
    const spray = await product({
      name: `Travel spray ${run}`,
      sellingPrice: 1200,
      initialStock: 3,
    });
    const comb = await product({ name: `Wide comb ${run}`, sellingPrice: 1000, initialStock: 3 });
    const answer = await sell(
      {
        lines: [
          {
            kind: 'product',
            productId: spray.id,
            quantity: 1,
            expectedUnitPrice: 1200,
            discount: { kind: 'percent', value: 100 },
          },
          { kind: 'product', productId: comb.id, quantity: 1, expectedUnitPrice: 1000 },
        ],
        cartDiscount: { kind: 'amount', value: 100 },
        tenders: [{ method: 'cash', amount: 900, tendered: 900 }],
        expectedTotal: 900,
      },
      desk,
    );
    expect(answer.sale.discounts).toEqual([
      { on: `Travel spray ${run}`, kind: 'percent', value: 100, amount: 1200, givenBy: 'Ava' },
      { on: 'Whole sale', kind: 'amount', value: 100, amount: 100, givenBy: 'Ava' },
    ]);
    const stored = (await db().doc(`orgs/${orgId}/sales/${answer.sale.id}`).get()).data();
    expect(stored?.['discounts']).toMatchObject([
      { line: 0, givenBy: { uid: desk.uid, name: 'Ava' } },
      { line: null, givenBy: { uid: desk.uid, name: 'Ava' } },
    ]);
  });

  it('records a giveaway: a sale that comes to nothing takes no payment, and still moves stock', async () => {
    const sample = await product({
      name: `Sample sachet ${run}`,
      sellingPrice: 300,
      initialStock: 4,
    });
    const line = {
      kind: 'product' as const,
      productId: sample.id,
      quantity: 1,
      expectedUnitPrice: 300,
      discount: { kind: 'percent' as const, value: 100 },
    };
    const given = await sell({ lines: [line], tenders: [], expectedTotal: 0 }, desk);
    expect(given.sale).toMatchObject({ total: 0, tenders: [] });
    expect(given.sale.discounts).toMatchObject([{ amount: 300, givenBy: 'Ava' }]);
    expect(await stockOf(sample.id)).toBe(3);
    // Without the discount the same cart needs a payment: the server prices it again.
    expect(
      await refusal(
        sell({ lines: [{ ...line, discount: null }], tenders: [], expectedTotal: 0 }, desk),
      ),
    ).toMatchObject({ code: 'conflict' });
  });

  it('sells the last 5 units to exactly 5 of 20 simultaneous sales', async () => {
    const last = (
      await product({ name: 'Limited gloss', sellingPrice: 1000, cost: 400, initialStock: 5 })
    ).id;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        refusal(
          sell({
            lines: [{ kind: 'product', productId: last, quantity: 1, expectedUnitPrice: 1000 }],
            tenders: [{ method: 'cash', amount: 1000, tendered: 1000 }],
            expectedTotal: 1000,
          }),
        ),
      ),
    );
    const sold = results.filter((r) => r.code === 'none');
    const refused = results.filter((r) => r.code !== 'none');
    expect(sold, JSON.stringify(refused)).toHaveLength(5);
    expect(new Set(refused.map((r) => r.message))).toEqual(
      new Set(['Limited gloss is out of stock.']),
    );
    expect(await stockOf(last)).toBe(0);
    const moves = await db()
      .collection(`orgs/${orgId}/stockMovements`)
      .where('productId', '==', last)
      .get();
    expect(moves.docs.filter((d) => d.get('reason') === 'sale')).toHaveLength(5);
  }, 120_000);
});

describe('returns and the report', () => {
  it('puts returned products back, refunds the cash, and takes them off the day’s totals', async () => {
    const balm = (
      await product({
        name: 'Curl balm',
        category: 'Styling',
        sellingPrice: 2000,
        cost: 800,
        taxRate: 10,
        initialStock: 4,
      })
    ).id;
    const sale = (
      await sell({
        lines: [
          {
            kind: 'product',
            productId: balm,
            quantity: 2,
            expectedUnitPrice: 2000,
            staffId: 's-leo',
          },
        ],
        tenders: [{ method: 'cash', amount: 4400, tendered: 5000 }],
        expectedTotal: 4400,
      })
    ).sale;
    await settledReport(owner, (before) =>
      expect(before.byProduct.find((r) => r.key === balm)).toMatchObject({
        units: 2,
        revenue: 4000,
        cost: 1600,
        margin: 2400,
      }),
    );

    const returned = await sales.returnSale(
      manager,
      ZReturnSale.parse({
        orgId,
        saleId: sale.id,
        lines: [{ productId: balm, quantity: 1 }],
        reason: 'Wrong scent',
        idempotencyKey: newKey(),
      }),
    );
    expect(returned.sale).toMatchObject({ status: 'partially_returned', refunded: 2200 });
    expect(await stockOf(balm)).toBe(3);
    const cash = (
      await db().doc(`orgs/${orgId}/payments/${sale.tenders[0]!.paymentId}`).get()
    ).data()!;
    expect(cash).toMatchObject({ refunded: 2200, status: 'partially_refunded' });
    await settledReport(owner, (after) =>
      expect(after.byProduct.find((r) => r.key === balm)).toMatchObject({
        units: 1,
        revenue: 2000,
        cost: 800,
      }),
    );
    expect(
      await refusal(
        sales.returnSale(
          manager,
          ZReturnSale.parse({
            orgId,
            saleId: sale.id,
            lines: [{ productId: balm, quantity: 2 }],
            idempotencyKey: newKey(),
          }),
        ),
      ),
    ).toEqual({ code: 'unprocessable', message: 'Only 1 of Curl balm can still be returned.' });
    expect(
      (
        await refusal(
          sales.returnSale(
            desk,
            ZReturnSale.parse({
              orgId,
              saleId: sale.id,
              lines: [{ productId: balm, quantity: 1 }],
              idempotencyKey: newKey(),
            }),
          ),
        )
      ).code,
    ).toBe('forbidden');
  });

  it('reports revenue, cost, margin and units by product, category and stylist from day totals', async () => {
    const sum = (rows: { revenue: number }[]) => rows.reduce((s, x) => s + x.revenue, 0);
    // Every sale's change has reached the day's totals once the rows add up to them.
    const r = await settledReport(manager, (r) => {
      expect(sum(r.byProduct)).toBe(r.totals.revenue);
      expect(r.services).toBe(4500);
      return r;
    });
    expect(sum(r.byProduct)).toBe(r.totals.revenue);
    expect(sum(r.byCategory)).toBe(r.totals.revenue);
    expect(sum(r.byStaff)).toBe(r.totals.revenue);
    expect(r.byStaff.find((s) => s.key === 's-leo')?.name).toBe('Leo Martins');
    expect(r.byCategory.map((c) => c.name)).toContain('Hair care');
    expect(r.services).toBe(4500);
    expect(r.tips).toBe(900);
    expect(r.totals.margin).toBe(r.totals.revenue - r.totals.cost);
    expect(r.reads).toBe(2);
    expect(
      (
        await refusal(
          report.salesReport(desk, ZSalesReportQuery.parse({ orgId, from: today, to: today })),
        )
      ).code,
    ).toBe('forbidden');
  });
});

describe('CSV import', () => {
  it('writes nothing when a row is bad, and says which', async () => {
    const before = (await db().collection(`orgs/${orgId}/products`).get()).size;
    const answer = await csv
      .importProducts(
        owner,
        orgId,
        'name,selling_price,sku\nGood gel,12.50,GEL-1\nBad gel,-3,GEL-2\n',
        'USD',
      )
      .catch((e: { code: string; message: string; details: unknown }) => e);
    expect(answer).toMatchObject({
      code: 'validation_failed',
      message: 'One row has a problem, so nothing was imported. Fix it and import the file again.',
      details: [{ path: 'row 3', message: 'sellingPrice: The selling price cannot be negative' }],
    });
    expect((await db().collection(`orgs/${orgId}/products`).get()).size).toBe(before);
  });

  it('adds new products and updates those it matches by SKU, keeping their stock', async () => {
    const file = `\ufeffName;Price;SKU;Stock;Category\nFixing gel;$12.50;GEL-${run};6;Styling\nRepair mask;30.00;MASK-${run};99;Hair care\n`;
    expect(await csv.importProducts(owner, orgId, file, 'USD')).toEqual({
      created: 1,
      updated: 1,
      errors: [],
    });
    const gel = await products.lookupProduct(desk, orgId, `GEL-${run}`);
    expect(gel).toMatchObject({ sellingPrice: 1250, stock: 6, category: 'Styling' });
    const mask = await products.lookupProduct(desk, orgId, `MASK-${run}`);
    expect(mask).toMatchObject({ sellingPrice: 3000, stock: 10 });
  });
});

describe('over HTTP', () => {
  it('needs a signed-in caller and answers bad input with the field', async () => {
    expect((await callApi(`/retail/products?orgId=${orgId}`, { method: 'GET' })).status).toBe(401);
    const res = await callApi('/retail/sales/process-sale', {
      token: 'not-a-token',
      body: { orgId, lines: [], tenders: [] },
    });
    expect([400, 401]).toContain(res.status);
  });
});

describe('the online shop: reservations for pickup', () => {
  let lotion: string;
  let shop: typeof ShopModule;
  const reserve = (body: Record<string, unknown>) =>
    shop.createReservation(
      ZCreateReservation.parse({
        orgId,
        productId: lotion,
        quantity: 1,
        name: 'Vera Visitor',
        email: `vera-${run}@example.test`,
        idempotencyKey: newKey(),
        ...body,
      }),
    );
  beforeAll(async () => {
    shop = await import('../../functions/src/retail/shop.service');
    lotion = (
      await product({
        name: 'Curl lotion',
        category: 'Styling',
        sellingPrice: 2600,
        cost: 1000,
        taxRate: 8.875,
        initialStock: 3,
        onlineSellable: true,
      })
    ).id;
  });

  it('holds the units at once, e-mails the visitor, and refuses more than are on the shelf', async () => {
    const answer = await reserve({ quantity: 2, phone: '(718) 555-0100' });
    expect(answer.reservation).toMatchObject({ status: 'reserved', quantity: 2, total: 5200 });
    expect(answer.pickup).toContain('You pay when you pick it up.');
    expect(await stockOf(lotion)).toBe(1);
    const mail = await mailbox.waitFor(
      `vera-${run}@example.test`,
      /Reserved for you at Studio Retail/,
    );
    expect(mail.text).toContain('2 × Curl lotion ($52)');
    expect(await refusal(reserve({ quantity: 2 }))).toEqual({
      code: 'conflict',
      message: 'Only 1 of Curl lotion is available to reserve.',
    });
    expect(await stockOf(lotion)).toBe(1);
  });

  it('puts the units back when the desk cancels, and when the hold runs out', async () => {
    const open = await shop.listReservations(desk, orgId, 'open');
    const held = open.find((r) => r.productId === lotion)!;
    const cancelled = await shop.changeReservation(
      desk,
      ZReservationStatusChange.parse({ orgId, reservationId: held.id, status: 'cancelled' }),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf(lotion)).toBe(3);
    expect(
      await refusal(
        shop.changeReservation(
          desk,
          ZReservationStatusChange.parse({ orgId, reservationId: held.id, status: 'ready' }),
        ),
      ),
    ).toEqual({
      code: 'conflict',
      message: 'This reservation is cancelled: it cannot become ready for pickup.',
    });

    const late = (await reserve({ quantity: 1 })).reservation;
    expect(await stockOf(lotion)).toBe(2);
    expect(await shop.expireReservations(new Date(Date.parse(late.holdUntil) - 1000))).toBe(0);
    expect(
      await shop.expireReservations(new Date(Date.parse(late.holdUntil) + 1000)),
    ).toBeGreaterThanOrEqual(1);
    expect((await db().doc(`orgs/${orgId}/reservations/${late.id}`).get()).get('status')).toBe(
      'expired',
    );
    expect(await stockOf(lotion)).toBe(3);
    expect((await refusal(shop.listReservations(stylist, orgId, 'open'))).code).toBe('forbidden');
  });

  it('rings a picked-up reservation up at the point of sale without taking its units twice', async () => {
    const held = (await reserve({ quantity: 1 })).reservation;
    expect(await stockOf(lotion)).toBe(2);
    const total = 2600 + 231; // $26 + 8.875% tax
    const sale = await sell({
      lines: [{ kind: 'reservation', reservationId: held.id, expectedAmount: 2600 }],
      tenders: [{ method: 'cash', amount: total, tendered: 3000 }],
      expectedTotal: total,
    });
    expect(sale.sale.lines).toMatchObject([
      { name: 'Curl lotion', quantity: 1, net: 2600, tax: 231 },
    ]);
    expect(await stockOf(lotion)).toBe(2);
    const after = (await db().doc(`orgs/${orgId}/reservations/${held.id}`).get()).data()!;
    expect(after).toMatchObject({ status: 'picked_up', saleId: sale.sale.id });
    expect(
      await refusal(
        sell({
          lines: [{ kind: 'reservation', reservationId: held.id, expectedAmount: 2600 }],
          tenders: [{ method: 'cash', amount: total, tendered: 3000 }],
          expectedTotal: total,
        }),
      ),
    ).toEqual({ code: 'conflict', message: 'The reservation of Vera Visitor is picked up.' });
    const stats = await shop.shopAnalytics(owner, orgId, today, today);
    expect(stats).toMatchObject({ reservations: 3, units: 4, pickups: 1 });
  });

  it('limits each visitor, not everyone behind one network address', async () => {
    const asVisitor = (email: string, i: number) =>
      callApi('/retail/reservations', {
        body: {
          orgId,
          productId: lotion,
          quantity: 1,
          name: 'Vera Visitor',
          email,
          idempotencyKey: `limit-${run}-${email}-${i}`,
        },
      });
    const first = `first-${run}@example.test`;
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await asVisitor(first, i)).status);
    expect(answers.slice(0, 10)).not.toContain(429);
    expect(answers[10]).toBe(429);
    // Someone else on the same Wi-Fi is not held by the first visitor's tries.
    expect((await asVisitor(`second-${run}@example.test`, 0)).status).not.toBe(429);
  });

  it('shows online products on the published site with what can be reserved', async () => {
    const { publicProduct } = await import('../../functions/src/retail/public-product');
    const record = (await db().doc(`orgs/${orgId}/products/${lotion}`).get()).data()!;
    expect(
      publicProduct({
        ...record,
        id: lotion,
        createdAt: new Date(),
        updatedAt: new Date(),
      } as never),
    ).toMatchObject({
      name: 'Curl lotion',
      selling_price: 2600,
      purchase_url: `/shop/${lotion}`,
      available: 2,
    });
  });
});

describe('bundles: several products at one price', () => {
  let wash: string;
  let mask: string;
  let kit: string;
  let shop: typeof ShopModule;
  const movesOf = async (id: string) =>
    (await db().collection(`orgs/${orgId}/stockMovements`).where('productId', '==', id).get()).docs
      .map((d) => d.data())
      .sort((a, b) => a.at.toMillis() - b.at.toMillis() || a.stockAfter - b.stockAfter);
  beforeAll(async () => {
    shop = await import('../../functions/src/retail/shop.service');
    wash = (
      await product({
        name: 'Repair wash',
        category: 'Hair care',
        sellingPrice: 1800,
        cost: 700,
        taxRate: 0,
        initialStock: 5,
      })
    ).id;
    mask = (
      await product({
        name: 'Repair mask',
        category: 'Hair care',
        sellingPrice: 1500,
        cost: 600,
        taxRate: 0,
        initialStock: 7,
      })
    ).id;
  });

  it('makes a bundle whose stock is what its products make, and keeps it from nesting or losing a product', async () => {
    const made = await product({
      name: 'Repair kit',
      category: 'Kits',
      sellingPrice: 4000,
      bundleItems: [
        { productId: wash, quantity: 1 },
        { productId: mask, quantity: 2 },
      ],
      onlineSellable: true,
    });
    kit = made.id;
    // 5 washes, 7 masks (3 pairs): 3 kits. Its cost is its products' (700 + 2 × 600).
    expect(made).toMatchObject({ stock: 3, cost: 1900, bundleIds: [] });
    expect((await products.readProduct(desk, orgId, kit)).stock).toBe(3);
    expect((await products.listProducts(desk, orgId)).find((p) => p.id === kit)?.stock).toBe(3);
    expect((await db().doc(`orgs/${orgId}/products/${wash}`).get()).get('bundleIds')).toEqual([
      kit,
    ]);
    expect(await products.listBundles(stylist, orgId)).toMatchObject([
      {
        id: kit,
        name: 'Repair kit',
        worth: 4800,
        available: 3,
        items: [
          { productId: wash, name: 'Repair wash', quantity: 1, stock: 5 },
          { productId: mask, name: 'Repair mask', quantity: 2, stock: 7 },
        ],
      },
    ]);
    expect((await refusal(products.listBundles(stranger, orgId))).code).toBe('forbidden');

    expect(() =>
      ZCreateProduct.parse({
        orgId,
        name: 'Boxed kit',
        sellingPrice: 100,
        initialStock: 4,
        bundleItems: [{ productId: wash, quantity: 2 }],
      }),
    ).toThrow('A bundle has no stock of its own');
    expect(() =>
      ZCreateProduct.parse({
        orgId,
        name: 'Lonely kit',
        sellingPrice: 100,
        bundleItems: [{ productId: wash, quantity: 1 }],
      }),
    ).toThrow('A bundle holds at least two units');
    expect(
      await refusal(
        product({
          name: 'Kit of kits',
          sellingPrice: 100,
          bundleItems: [
            { productId: kit, quantity: 1 },
            { productId: wash, quantity: 1 },
          ],
        }),
      ),
    ).toEqual({ code: 'unprocessable', message: 'Repair kit is a bundle: bundles do not nest.' });
    const priyas = await product(
      { name: 'Priya’s serum', sellingPrice: 900, initialStock: 2 },
      renter,
    );
    expect(
      (
        await refusal(
          product({
            name: 'Salon and renter kit',
            sellingPrice: 100,
            bundleItems: [
              { productId: wash, quantity: 1 },
              { productId: priyas.id, quantity: 1 },
            ],
          }),
        )
      ).code,
    ).toBe('forbidden');
    expect(
      await refusal(
        products.updateProduct(
          owner,
          wash,
          ZUpdateProduct.parse({ orgId, bundleItems: [{ productId: mask, quantity: 2 }] }),
        ),
      ),
    ).toEqual({
      code: 'conflict',
      message: 'Repair wash is in another bundle, so it cannot be a bundle itself.',
    });
    expect(await refusal(products.deleteProduct(owner, orgId, mask))).toEqual({
      code: 'conflict',
      message: 'Repair mask is in the bundle “Repair kit”. Take it out of it first, or archive it.',
    });
    expect(
      await refusal(
        products.adjustStock(
          owner,
          ZAdjustStock.parse({
            orgId,
            productId: kit,
            reason: 'received',
            quantity: 3,
            idempotencyKey: newKey(),
          }),
        ),
      ),
    ).toEqual({
      code: 'unprocessable',
      message: 'Repair kit is a bundle: it keeps no stock of its own. Adjust the products in it.',
    });
    // An edit that leaves the items out keeps them; a renamed bundle stays a bundle.
    const renamed = await products.updateProduct(
      owner,
      kit,
      ZUpdateProduct.parse({ orgId, name: 'Repair trio' }),
    );
    expect(renamed.bundleItems).toHaveLength(2);
    expect(await stockOf(wash)).toBe(5);
    expect(await stockOf(mask)).toBe(7);
  });

  it('sells a bundle and its product in one cart, takes each product once, and refuses what the shelf lacks', async () => {
    // Two kits and one wash: 3 washes and 4 masks leave the shelf.
    const total = 2 * 4000 + 1800;
    const tooMany = await refusal(
      sell({
        lines: [
          { kind: 'product', productId: kit, quantity: 3, expectedUnitPrice: 4000 },
          { kind: 'product', productId: wash, quantity: 3, expectedUnitPrice: 1800 },
        ],
        tenders: [{ method: 'cash', amount: 17_400, tendered: 17_400 }],
        expectedTotal: 17_400,
      }),
    );
    expect(tooMany).toEqual({
      code: 'conflict',
      message: 'Only 5 of Repair wash (in Repair trio) are in stock.',
    });
    expect(await stockOf(wash)).toBe(5);
    const { sale } = await sell({
      lines: [
        { kind: 'product', productId: kit, quantity: 2, expectedUnitPrice: 4000 },
        { kind: 'product', productId: wash, quantity: 1, expectedUnitPrice: 1800 },
      ],
      tenders: [{ method: 'cash', amount: total, tendered: 10_000 }],
      expectedTotal: total,
    });
    expect(await stockOf(wash)).toBe(2);
    expect(await stockOf(mask)).toBe(3);
    expect((await products.readProduct(desk, orgId, kit)).stock).toBe(1);
    // Every movement starts from what the one before left.
    const washMoves = (await movesOf(wash)).filter((m) => m.saleId === sale.id);
    expect(washMoves.map((m) => [m.delta, m.stockAfter]).sort()).toEqual(
      [
        [-1, 2],
        [-2, 3],
      ].sort(),
    );
    const stored = (await db().doc(`orgs/${orgId}/sales/${sale.id}`).get()).data()!;
    expect(stored['lines'][0]).toMatchObject({
      name: 'Repair trio',
      unitCost: 1900,
      components: [
        { productId: wash, name: 'Repair wash', quantity: 1, unitCost: 700 },
        { productId: mask, name: 'Repair mask', quantity: 2, unitCost: 600 },
      ],
    });
    await settledReport(owner, (r) =>
      expect(r.byProduct.find((p) => p.key === kit)).toMatchObject({
        units: 2,
        revenue: 8000,
        cost: 3800,
        margin: 4200,
      }),
    );

    // A kit comes back: its wash and two masks go back on the shelf.
    await sales.returnSale(
      manager,
      ZReturnSale.parse({
        orgId,
        saleId: sale.id,
        lines: [{ productId: kit, quantity: 1 }],
        idempotencyKey: newKey(),
      }),
    );
    expect(await stockOf(wash)).toBe(3);
    expect(await stockOf(mask)).toBe(5);
  });

  it('holds a bundle’s products for an online reservation and gives them back when it is cancelled', async () => {
    const reserve = (quantity: number) =>
      shop.createReservation(
        ZCreateReservation.parse({
          orgId,
          productId: kit,
          quantity,
          name: 'Bea Bundle',
          email: `bea-${run}@example.test`,
          idempotencyKey: newKey(),
        }),
      );
    // 3 washes, 5 masks: 2 kits.
    expect(await refusal(reserve(3))).toEqual({
      code: 'conflict',
      message: 'Only 2 of Repair trio are available to reserve.',
    });
    const held = (await reserve(2)).reservation;
    expect(await stockOf(wash)).toBe(1);
    expect(await stockOf(mask)).toBe(1);
    expect((await products.readProduct(desk, orgId, kit)).stock).toBe(0);

    const { publicProduct } = await import('../../functions/src/retail/public-product');
    const all = new Map(
      (await db().collection(`orgs/${orgId}/products`).get()).docs.map((d) => [
        d.id,
        { ...d.data(), id: d.id } as never,
      ]),
    );
    expect(publicProduct(all.get(kit)!, all)).toMatchObject({
      available: 0,
      includes: [
        { name: 'Repair wash', quantity: 1 },
        { name: 'Repair mask', quantity: 2 },
      ],
      worth: 4800,
    });

    await shop.changeReservation(
      desk,
      ZReservationStatusChange.parse({ orgId, reservationId: held.id, status: 'cancelled' }),
    );
    expect(await stockOf(wash)).toBe(3);
    expect(await stockOf(mask)).toBe(5);
  });
});
