// Retail against the emulators:
//  - barcode lookup (GET /api/retail/products/lookup) over a 500-product catalogue: latency
//    through Hosting and the functions emulator, and the Firestore documents each lookup reads;
//  - the point-of-sale transaction: sales per second, one after another, through the real code;
//  - the sales report over a year of 50,000 sales: from the day totals the sale transaction
//    keeps (what the report reads) against scanning every sale (what it would cost otherwise).
// Run: `npm run bench:retail` (builds, starts fresh emulators).
import { performance } from 'node:perf_hooks';
import { FieldValue } from 'firebase-admin/firestore';
import { ZProcessSale, ZSalesReportQuery, priceCart } from '@chairside/core/retail';
import { isoDateIn } from '@chairside/core/staff-profile';
import { addDays } from '@chairside/core/zoned-time';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { callerFor } from '../support/callers';
import { signUp } from '../support/emulators';

const run = Date.now();
const PRODUCTS = 500;
const LOOKUPS = 40;
const REAL_SALES = 300;
const YEAR_SALES = 50_000;
const TZ = 'America/New_York';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;

await clearFirestore();
const { db } = admin();
const owner = await signUp(`bench-retail-${run}@chairside.test`, 'bench-password-1');
const orgId = (
  await callApi('/orgs', {
    token: owner.idToken,
    body: salonInput('Bench Retail', `bench-retail-${run}`),
  })
).body.orgId as string;
// Every slice's handlers and checkout adjusters, as the deployed functions have them.
await import('../../functions/src/subscriptions');
const sales = await import('../../functions/src/retail/sales.service');
const report = await import('../../functions/src/retail/report.service');
const caller = callerFor(owner.uid);

// A 500-product catalogue, brought in through the CSV import (batched writes, as a salon moving in would).
const codes = Array.from({ length: PRODUCTS }, (_, n) => ({
  barcode: `0850099${String(n).padStart(6, '0')}`,
  sku: `SKU-${n}`,
}));
const csv = [
  'name,category,sku,barcode,selling_price,cost,tax_rate,stock',
  ...codes.map(
    (c, n) =>
      `Product ${n},${['Hair care', 'Styling', 'Tools', 'Treatments'][n % 4]},${c.sku},${c.barcode},${((1000 + (n % 40) * 100) / 100).toFixed(2)},${((400 + (n % 40) * 40) / 100).toFixed(2)},8.875,1000`,
  ),
].join('\n');
const imported = await (
  await import('../../functions/src/retail/catalogue-csv')
).importProducts(caller, orgId, csv, 'USD');
if (imported.created !== PRODUCTS) throw new Error(`Imported ${imported.created} products`);

async function lookup(code: string) {
  const started = performance.now();
  const res = await callApi(
    `/retail/products/lookup?orgId=${orgId}&code=${encodeURIComponent(code)}`,
    {
      token: owner.idToken,
    },
  );
  return {
    ms: performance.now() - started,
    status: res.status,
    reads: Number(res.headers.get('x-firestore-reads') ?? 'NaN'),
  };
}
await lookup(codes[0]!.barcode); // warm the function
const byBarcode = [];
const bySku = [];
const unknown = [];
for (let i = 0; i < LOOKUPS; i++) {
  byBarcode.push(await lookup(codes[(i * 37) % PRODUCTS]!.barcode));
  bySku.push(await lookup(codes[(i * 53) % PRODUCTS]!.sku));
  unknown.push(await lookup(`0000000${i}`));
}
const line = (name: string, xs: { ms: number; reads: number; status: number }[]) =>
  `  ${name}: median ${ms(median(xs.map((x) => x.ms)))}, p95 ${ms(p95(xs.map((x) => x.ms)))}, ` +
  `${median(xs.map((x) => x.reads))} document reads, status ${[...new Set(xs.map((x) => x.status))].join('/')}`;

// Real sales through the transaction, one after another.
const catalogue = (await db.collection(`orgs/${orgId}/products`).limit(40).get()).docs;
const started = performance.now();
for (let i = 0; i < REAL_SALES; i++) {
  const picked = catalogue[i % catalogue.length]!;
  const price = picked.get('sellingPrice') as number;
  const { total } = priceCart([{ unitPrice: price, quantity: 1, taxRate: 8.875 }], {});
  await sales.processSale(
    caller,
    ZProcessSale.parse({
      orgId,
      lines: [{ kind: 'product', productId: picked.id, quantity: 1, expectedUnitPrice: price }],
      tenders: [{ method: 'cash', amount: total, tendered: total }],
      expectedTotal: total,
      idempotencyKey: `bench-sale-${run}-${i}`,
    }),
  );
}
const saleSeconds = (performance.now() - started) / 1000;

// A year of 50,000 sales: the sale documents (for the scan) and the day totals the
// transaction would have kept for them (what the report reads), written in batches.
const today = isoDateIn(new Date(), TZ);
const from = addDays(today, -364);
const perDay = Math.ceil(YEAR_SALES / 365);
let written = 0;
for (let d = 0; d < 365 && written < YEAR_SALES; d++) {
  const date = addDays(from, d);
  const batch = db.batch();
  const totals = { units: 0, revenue: 0, cost: 0, tax: 0 };
  const perProduct = new Map<
    string,
    { units: number; revenue: number; cost: number; tax: number }
  >();
  for (let k = 0; k < perDay && written < YEAR_SALES; k++, written++) {
    const p = catalogue[(d + k) % catalogue.length]!;
    const price = p.get('sellingPrice') as number;
    const cost = p.get('cost') as number;
    const tax = Math.round(price * 0.08875);
    batch.set(db.collection(`orgs/${orgId}/sales`).doc(), {
      localDate: date,
      total: price + tax,
      lines: [{ kind: 'product', productId: p.id, quantity: 1, net: price, tax, unitCost: cost }],
      createdAt: new Date(),
    });
    totals.units += 1;
    totals.revenue += price;
    totals.cost += cost;
    totals.tax += tax;
    const f = perProduct.get(p.id) ?? { units: 0, revenue: 0, cost: 0, tax: 0 };
    perProduct.set(p.id, {
      units: f.units + 1,
      revenue: f.revenue + price,
      cost: f.cost + cost,
      tax: f.tax + tax,
    });
  }
  batch.set(
    db.doc(`orgs/${orgId}/retailDaily/${date}`),
    {
      date,
      currency: 'USD',
      sales: FieldValue.increment(perDay),
      totals: {
        units: FieldValue.increment(totals.units),
        revenue: FieldValue.increment(totals.revenue),
        cost: FieldValue.increment(totals.cost),
        tax: FieldValue.increment(totals.tax),
      },
      products: Object.fromEntries(
        [...perProduct].map(([id, f]) => [
          id,
          {
            name: `Product ${id}`,
            category: 'Hair care',
            units: FieldValue.increment(f.units),
            revenue: FieldValue.increment(f.revenue),
            cost: FieldValue.increment(f.cost),
            tax: FieldValue.increment(f.tax),
          },
        ]),
      ),
    },
    { merge: true },
  );
  await batch.commit();
}

const query = ZSalesReportQuery.parse({ orgId, from, to: today });
await report.salesReport(caller, query); // warm
const reportRuns: number[] = [];
let reportReads = 0;
let revenue = 0;
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  const r = await report.salesReport(caller, query);
  reportRuns.push(performance.now() - t);
  reportReads = r.reads;
  revenue = r.totals.revenue;
}
const scanStarted = performance.now();
let scanned = 0;
let scanRevenue = 0;
const salesRef = db.collection(`orgs/${orgId}/sales`);
for (let after: FirebaseFirestore.QueryDocumentSnapshot | null = null; ;) {
  const page: FirebaseFirestore.QuerySnapshot = await (
    after
      ? salesRef.orderBy('__name__').startAfter(after).limit(5000)
      : salesRef.orderBy('__name__').limit(5000)
  ).get();
  for (const doc of page.docs) {
    scanned++;
    for (const l of doc.get('lines') as { net: number }[]) scanRevenue += l.net;
  }
  if (page.size < 5000) break;
  after = page.docs.at(-1)!;
}
const scanMs = performance.now() - scanStarted;

console.log(`\nRetail (${PRODUCTS} products; emulators on this machine)`);
console.log(line('barcode lookup', byBarcode));
console.log(line('SKU lookup (barcode miss first)', bySku));
console.log(line('unknown code (404)', unknown));
console.log(
  `  point of sale: ${REAL_SALES} sales one after another in ${saleSeconds.toFixed(1)} s (${(REAL_SALES / saleSeconds).toFixed(1)} per second, each one transaction)`,
);
console.log(
  `  sales report, a year of ${YEAR_SALES.toLocaleString('en-US')} sales + ${REAL_SALES} real ones: median ${ms(median(reportRuns))} from day totals, ${reportReads} document reads`,
);
console.log(
  `  the same year by scanning every sale: ${ms(scanMs)}, ${scanned.toLocaleString('en-US')} document reads (revenue ${scanRevenue} vs report ${revenue})`,
);
process.exit(0);
