// The clients screen with a large client list, in Chromium against the emulators:
// time to the first rows, time for a prefix search, and the Firestore document
// reads each needs, at 1,000 and at 10,000 clients. The reads must not grow
// with the list. Run: `npm run bench:clients` (builds, starts fresh emulators).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { demoClientDocument, demoClients } from '../../scripts/demo/clients';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { launchChromium, signInAt } from '../support/browser';
import { APP_URL, signUp } from '../support/emulators';

const EMAIL = `bench-${Date.now()}@chairside.test`;
const PASSWORD = 'bench-password-1';
const RUNS = 5;

async function seedClients(orgId: string, from: number, to: number) {
  const { db } = admin();
  const all = demoClients(to, { seed: 7 }).slice(from);
  for (let i = 0; i < all.length; i += 500) {
    const batch = db.batch();
    for (const c of all.slice(i, i + 500)) {
      batch.set(db.doc(`orgs/${orgId}/clients/${c.id}`), {
        ...demoClientDocument(c),
        lastVisitAt: c.lastVisitAt ? Timestamp.fromDate(c.lastVisitAt) : null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
}

const reads = (page: Page) =>
  page.evaluate(
    () => (globalThis as { __chairsideReads?: { reads: number } }).__chairsideReads?.reads ?? 0,
  );
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(page: Page) {
  const screen: number[] = [];
  const search: number[] = [];
  let screenReads = 0;
  let searchReads = 0;
  let fcp = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = Date.now();
    await page.goto(`${APP_URL}/client-hub`);
    await page.getByRole('table', { name: 'Clients' }).locator('tbody tr').nth(24).waitFor();
    screen.push(Date.now() - started);
    screenReads = await reads(page);
    fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );

    const before = await reads(page);
    const typed = Date.now();
    await page.getByLabel('Search clients').fill('mar');
    await page.waitForFunction(() => {
      const rows = Array.from(document.querySelectorAll('table[aria-label="Clients"] tbody tr'));
      return rows.length > 0 && rows.every((r) => /mar/i.test(r.textContent ?? ''));
    });
    search.push(Date.now() - typed);
    searchReads = (await reads(page)) - before;
  }
  return { screen, search, screenReads, searchReads, fcp };
}

await clearFirestore();
const owner = await signUp(EMAIL, PASSWORD);
const created = await callApi('/orgs', {
  token: owner.idToken,
  body: salonInput('Bench Salon', `bench-${Date.now()}`),
});
const orgId = created.body.orgId as string;

const browser = await launchChromium();
const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
await signInAt(page, '/client-hub', EMAIL, PASSWORD);

console.log(
  '\nClients screen (/client-hub), Chromium against the emulators, median of',
  RUNS,
  'runs',
);
console.log('clients  first paint  first 25 rows  screen reads  prefix search "mar"  search reads');
let seeded = 0;
for (const size of [1_000, 10_000]) {
  await seedClients(orgId, seeded, size);
  seeded = size;
  const m = await measure(page);
  console.log(
    `${String(size).padStart(7)}  ${`${Math.round(m.fcp)} ms`.padStart(11)}  ${`${median(m.screen)} ms`.padStart(13)}  ${String(m.screenReads).padStart(12)}  ${`${median(m.search)} ms`.padStart(19)}  ${String(m.searchReads).padStart(12)}`,
  );
}
console.log(
  '\nReads are Firestore documents delivered to the page (profile, salon, team, one page of clients).',
);
await browser.close();
process.exit(0);
