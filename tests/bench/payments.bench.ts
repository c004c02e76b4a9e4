// The payments screen (/financial-hub) of a busy salon, in Chromium against
// the emulators: time to the first rows and to the totals, and the Firestore
// document reads each view needs, for a week and for a month, at 1,200 and at
// 6,000 payments. The screen reads one page of payments and one aggregation
// for the totals, so the reads must not grow with the ledger.
// Run: `npm run bench:payments` (builds, starts fresh emulators).
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { isoDateIn } from '@chairside/core/staff-profile';
import { addDays } from '@chairside/core/zoned-time';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { launchChromium, signInAt } from '../support/browser';
import { APP_URL, signUp } from '../support/emulators';

const EMAIL = `bench-pay-${Date.now()}@chairside.test`;
const PASSWORD = 'bench-password-1';
const RUNS = 5;
const PER_DAY = 40;
const TZ = 'America/New_York';

/** `days` days of a 40-payment day, ending `endDaysAgo` days before today. */
async function seedPayments(orgId: string, firstDay: number, lastDay: number) {
  const { db } = admin();
  const today = isoDateIn(new Date(), TZ);
  const all: { id: string; data: Record<string, unknown> }[] = [];
  for (let d = firstDay; d < lastDay; d++) {
    const localDate = addDays(today, -d);
    for (let i = 0; i < PER_DAY; i++) {
      const at = Timestamp.fromDate(new Date(Date.now() - d * 86_400_000 - i * 600_000));
      const card = i % 3 === 0;
      const cashier = { uid: null, name: 'Front desk' };
      all.push({
        id: `p-${d}-${i}`,
        data: {
          method: card ? 'card' : 'cash',
          purpose: 'balance',
          status: i % 17 === 0 ? 'partially_refunded' : 'succeeded',
          amount: 4500 + (i % 5) * 1000,
          tip: (i % 4) * 300,
          refunded: i % 17 === 0 ? 1000 : 0,
          currency: 'USD',
          bookingId: `b-${d}-${i}`,
          clientId: `c-${i}`,
          clientName: `Client ${i}`,
          staffId: `s-${i % 6}`,
          staffName: `Stylist ${i % 6}`,
          cash: card ? null : { tendered: 6000, change: 0 },
          localDate,
          takenBy: cashier,
          history: [{ at, status: 'succeeded', by: cashier, note: 'Taken' }],
          requestHash: '',
          createdAt: at,
          updatedAt: at,
        },
      });
    }
  }
  for (let i = 0; i < all.length; i += 400) {
    const batch = db.batch();
    for (const p of all.slice(i, i + 400))
      batch.set(db.doc(`orgs/${orgId}/payments/${p.id}`), p.data);
    await batch.commit();
  }
}

const reads = (page: Page) =>
  page.evaluate(
    () => (globalThis as { __chairsideReads?: { reads: number } }).__chairsideReads?.reads ?? 0,
  );
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(page: Page, from: string, expected: number) {
  const shown = page.getByText(`Taken (${expected.toLocaleString('en-US')} payments)`);
  const rows: number[] = [];
  const totals: number[] = [];
  let screenReads = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = Date.now();
    await page.goto(`${APP_URL}/financial-hub`);
    const table = page.getByRole('table', { name: 'Payments' });
    await table.locator('tbody tr').nth(49).waitFor();
    if (from) {
      const before = Date.now();
      await page.getByLabel('From').fill(from);
      await shown.waitFor();
      rows.push(Date.now() - before);
    } else {
      rows.push(Date.now() - started);
    }
    await shown.waitFor();
    totals.push(Date.now() - started);
    screenReads = await reads(page);
  }
  const taken = await shown.locator('xpath=following-sibling::*[1]').textContent();
  return { rows, totals, screenReads, taken };
}

await clearFirestore();
const owner = await signUp(EMAIL, PASSWORD);
const created = await callApi('/orgs', {
  token: owner.idToken,
  body: salonInput('Bench Payments', `bench-pay-${Date.now()}`),
});
const orgId = created.body.orgId as string;

const browser = await launchChromium();
const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
await signInAt(page, '/financial-hub', EMAIL, PASSWORD);

console.log(
  `\nPayments screen (/financial-hub), Chromium against the emulators, ${PER_DAY} payments a day, median of ${RUNS} runs`,
);
console.log('ledger  range   first rows  totals shown  screen reads  taken');
const today = isoDateIn(new Date(), TZ);
let seeded = 0;
for (const days of [30, 150]) {
  await seedPayments(orgId, seeded, days);
  seeded = days;
  for (const [label, from, expected] of [
    ['week', '', 7 * PER_DAY],
    ['month', addDays(today, -29), 30 * PER_DAY],
  ] as const) {
    const m = await measure(page, from, expected);
    console.log(
      `${String(days * PER_DAY).padStart(6)}  ${label.padEnd(5)}  ${`${median(m.rows)} ms`.padStart(11)}  ${`${median(m.totals)} ms`.padStart(12)}  ${String(m.screenReads).padStart(12)}  ${m.taken}`,
    );
  }
}
console.log(
  '\nReads are Firestore documents the server delivered to the page (profile, salon, team, one page of',
  '\n50 payments) plus the totals aggregation, billed one read per 1,000 payments counted. The month',
  '\nview follows the week view on the same page: documents it shares with it come from the cache.',
);
await browser.close();
process.exit(0);
