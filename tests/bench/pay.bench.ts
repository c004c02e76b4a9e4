// Team pay against the emulators: a salon of 20 team members with a tiered
// plan, two weeks of 5,000 sales (a service and, for every third, a product),
// 400 appointment deposits of which 40 are partly refunded in the next period:
//  - the pay run (GET /api/pay/runs): latency through Hosting and the functions
//    emulator, and the Firestore documents it reads (they grow with the period's
//    sales, never with the salon's history: the year before is seeded too);
//  - closing the run, and reading it closed (one read: the stored lines);
//  - staff performance over the same two weeks;
//  - the financial dashboard for a year of that history, and the lines behind a figure.
// The services run in this process (their time, and the documents they read).
// Run: `npm run bench:pay` (builds, starts fresh emulators).
import { performance } from 'node:perf_hooks';
import { ZPaymentRecord } from '@chairside/core/records/payment';
import { ZSaleRecord } from '@chairside/core/records/retail';
import { addDays } from '@chairside/core/zoned-time';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { signUp } from '../support/emulators';
import { stats } from './bench-salon';
import { callerFor } from '../support/callers';

const run = Date.now();
const TEAM = 20;
const SALES = 5_000;
const HISTORY = 5_000;
const DEPOSITS = 400;
const RUNS = 5;
const PERIOD = { from: '2026-11-02', to: '2026-11-15' };

await clearFirestore();
const { db } = admin();
const owner = await signUp(`bench-pay-${run}@chairside.test`, 'bench-password-1');
const orgId = (
  await callApi('/orgs', {
    token: owner.idToken,
    body: salonInput('Bench Pay', `bench-pay-${run}`),
  })
).body.orgId as string;
const staffIds = Array.from({ length: TEAM }, (_, i) => `s-${i}`);

async function inBatches<T>(
  items: readonly T[],
  write: (b: FirebaseFirestore.WriteBatch, x: T) => void,
) {
  for (let i = 0; i < items.length; i += 400) {
    const batch = db.batch();
    for (const x of items.slice(i, i + 400)) write(batch, x);
    await batch.commit();
  }
}

const now = new Date();
await inBatches(staffIds, (b, id) =>
  b.set(db.doc(`orgs/${orgId}/staff/${id}`), {
    displayName: `Stylist ${id}`,
    role: 'staff',
    status: 'active',
    userId: null,
    createdAt: now,
    updatedAt: now,
  }),
);

function sale(n: number, day: string) {
  const staffId = staffIds[n % TEAM]!;
  const lines = [
    {
      kind: 'appointment',
      bookingId: null,
      productId: null,
      name: 'Cut',
      quantity: 1,
      unitPrice: 6_500,
      unitCost: 0,
      taxRate: 0,
      gross: 6_500,
      lineDiscount: 0,
      cartDiscount: 0,
      net: 6_500,
      tax: 0,
      staffId,
    },
    ...(n % 3 === 0
      ? [
          {
            kind: 'product',
            productId: `p-${n % 40}`,
            bookingId: null,
            name: 'Serum',
            quantity: 1,
            unitPrice: 2_400,
            unitCost: 1_000,
            taxRate: 0,
            gross: 2_400,
            lineDiscount: 240,
            cartDiscount: 0,
            net: 2_160,
            tax: 0,
            staffId,
          },
        ]
      : []),
  ];
  const total = lines.reduce((s, l) => s + l.net, 0);
  return ZSaleRecord.parse({
    id: `sale-${day}-${n}`,
    number: `${n}`,
    status: 'completed',
    lines,
    subtotal: total,
    discount: 0,
    tax: 0,
    tips: [{ staffId, staffName: '', amount: 500 }],
    tipsTotal: 500,
    total: total + 500,
    tenders: [{ method: n % 2 ? 'card' : 'cash', amount: total + 500, paymentId: `pay-${n}` }],
    change: 0,
    localDate: day,
    createdAt: now,
    updatedAt: now,
  });
}

const t0 = performance.now();
const inPeriod = Array.from({ length: SALES }, (_, n) => sale(n, addDays(PERIOD.from, n % 14)));
const before = Array.from({ length: HISTORY }, (_, n) => sale(n, addDays('2025-11-01', n % 360)));
await inBatches([...inPeriod, ...before], (b, s) =>
  b.set(db.doc(`orgs/${orgId}/sales/${s.id}`), s),
);
const deposits = Array.from({ length: DEPOSITS }, (_, n) =>
  ZPaymentRecord.parse({
    id: `dep-${n}`,
    method: 'card',
    purpose: 'deposit',
    status: n % 10 === 0 ? 'partially_refunded' : 'succeeded',
    amount: 2_000,
    tip: 0,
    refunded: n % 10 === 0 ? 1_000 : 0,
    bookingId: null,
    staffId: staffIds[n % TEAM],
    localDate: addDays(PERIOD.from, n % 14),
    refunds:
      n % 10 === 0
        ? [
            {
              id: `r-${n}`,
              amount: 1_000,
              reason: '',
              at: new Date('2026-11-18T17:00:00Z'),
              by: { uid: null, name: '' },
            },
          ]
        : [],
    refundDays: n % 10 === 0 ? ['2026-11-18'] : [],
    takenBy: { uid: null, name: '' },
    createdAt: now,
    updatedAt: now,
  }),
);
await inBatches(deposits, (b, p) => b.set(db.doc(`orgs/${orgId}/payments/${p.id}`), p));
console.log(
  `Seeded ${TEAM} team members, ${SALES} sales in ${PERIOD.from}..${PERIOD.to}, ${HISTORY} sales before, ${DEPOSITS} deposits (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
);

const token = owner.idToken;
const settings = await callApi('/pay/settings', {
  token,
  body: { orgId, settings: { frequency: 'biweekly', anchor: PERIOD.from } },
});
if (settings.status !== 200) throw new Error(JSON.stringify(settings.body));
await callApi('/commission-settings', {
  token,
  body: {
    orgId,
    scope: { kind: 'role', role: 'staff' },
    effectiveFrom: PERIOD.from,
    terms: {
      services: {
        kind: 'tiered',
        basis: 'marginal',
        tiers: [
          { upTo: 1_000_000, rate: 35 },
          { upTo: null, rate: 45 },
        ],
      },
      products: { kind: 'percent', rate: 10 },
      deductDiscounts: true,
      deductCardFees: true,
    },
  },
});

// The services in this process, as the API calls them: their time, and the documents they read.
const service = await import('../../functions/src/pay/pay.service');
const perfService = await import('../../functions/src/pay/performance.service');
const { countingReads } = await import('../../functions/src/http/read-count');
const caller = callerFor(owner.uid);

async function timed<T>(work: () => Promise<T>) {
  const start = performance.now();
  const { value, reads } = await countingReads(work);
  return { ms: performance.now() - start, reads, body: value };
}

const draft = [];
for (let i = 0; i < RUNS; i++)
  draft.push(await timed(() => service.payRun(caller, orgId, PERIOD.from)));
const d = stats(draft.map((r) => r.ms));
const total = draft[0]!.body.totals.total;
console.log(`\nPay run, draft (${RUNS} reads of ${TEAM} members, ${SALES} sales)`);
console.log(`  latency median ${d.median.toFixed(0)} ms, p95 ${d.p95.toFixed(0)} ms`);
console.log(
  `  Firestore document reads: ${draft[0]!.reads} (the period's sales and payments, the team, plans, settings)`,
);
console.log(`  to pay ${(total / 100).toFixed(2)} USD`);

const next = await timed(() => service.payRun(caller, orgId, '2026-11-16'));
console.log(
  `  the next period (40 refunds clawed back, no sales): ${next.reads} reads, ${next.ms.toFixed(0)} ms`,
);

const closing = await timed(() => service.closePayRun(caller, orgId, PERIOD.from));
console.log(`\nClosing the run: ${closing.ms.toFixed(0)} ms, ${closing.reads} reads`);
const closed = [];
for (let i = 0; i < RUNS; i++)
  closed.push(await timed(() => service.payRun(caller, orgId, PERIOD.from)));
const c = stats(closed.map((r) => r.ms));
console.log(
  `Reading the closed run: median ${c.median.toFixed(0)} ms, ${closed[0]!.reads} reads (the run and each person's lines)`,
);
if (closed[0]!.body.totals.total !== total)
  throw new Error('The closed run differs from the draft');

const perf = await timed(() => perfService.performance(caller, orgId, PERIOD.from, PERIOD.to));
console.log(
  `\nStaff performance over the two weeks: ${perf.ms.toFixed(0)} ms, ${perf.reads} reads`,
);

// The financial dashboard over the same ledger: the rollups follow each write
// through a trigger; once they have caught up, a year's figures read the
// monthly and edge-day rollups (bounded by the calendar, not by the sales),
// and the lines behind a figure read the two weeks' ledger.
const finance = await import('../../functions/src/finance/finance.service');
const settledAt = performance.now();
for (;;) {
  const check = await finance.reconcile(caller, orgId, { ...PERIOD, repair: false });
  if (check.differences.length === 0 && check.lines > 0) break;
  if (performance.now() - settledAt > 600_000) throw new Error('The finance rollups never settled');
  await new Promise((r) => setTimeout(r, 2_000));
}
console.log(
  `\nFinance rollups caught up with ${SALES + HISTORY} sales and ${DEPOSITS} deposits ${((performance.now() - settledAt) / 1000).toFixed(0)} s after the seed's last write`,
);
const year = { from: '2025-11-16', to: PERIOD.to };
const yearly = [];
for (let i = 0; i < RUNS; i++)
  yearly.push(await timed(() => finance.financeSummary(caller, orgId, year)));
const y = stats(yearly.map((r) => r.ms));
console.log(
  `Financial dashboard, a year (${year.from}..${year.to}): median ${y.median.toFixed(0)} ms, ${yearly[0]!.reads} reads (the year and the year before: monthly rollups, edge days, team, liabilities)`,
);
const twoWeeks = await timed(() => finance.financeSummary(caller, orgId, PERIOD));
console.log(
  `Financial dashboard, the two weeks: ${twoWeeks.ms.toFixed(0)} ms, ${twoWeeks.reads} reads (a rollup per day of both periods)`,
);
const lines = await timed(() =>
  finance.financeLines(caller, orgId, { ...PERIOD, figure: 'sales' }),
);
console.log(
  `The lines behind two weeks' sales: ${lines.ms.toFixed(0)} ms, ${lines.reads} reads, ${lines.body.lines.length} lines summing to ${lines.body.total} (the dashboard shows ${twoWeeks.body.figures['revenue.services']! + twoWeeks.body.figures['revenue.products']!})`,
);
