// A salon's public site through the emulators (Hosting rewrite → pages function
// → Firestore): Firestore reads and latency per page view, the JavaScript the
// site loads next to the dashboard's, and Lighthouse scores (performance,
// accessibility, best practices, SEO) in Debian's Chromium, phone and desktop.
// Run: `npm run bench:site` (builds, starts fresh emulators, publishes the demo site).
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { signUp } from '../support/emulators';
import { measure, printFigures, withChrome } from './lighthouse';
import { DEMO_MENU } from '../../scripts/demo/menu';
import { demoSiteDraft } from '../../scripts/demo/site';

const RUNS = 40;
const slug = `bench-site-${Date.now()}`;

function view(host: string): Promise<{ ms: number; reads: number; status: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: 5000, path: '/', headers: { Host: host } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            ms: performance.now() - start,
            reads: Number(res.headers['x-firestore-reads']),
            status: res.statusCode ?? 0,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

await clearFirestore();
const owner = await signUp(`bench-site-${Date.now()}@chairside.test`);
const created = await callApi('/orgs', {
  token: owner.idToken,
  body: salonInput('Studio Nova', slug),
});
const orgId = created.body.orgId as string;
const batch = admin().db.batch();
for (const [i, s] of DEMO_MENU.entries()) {
  batch.set(admin().db.doc(`orgs/${orgId}/services/svc-${i}`), {
    ...s,
    status: 'active',
    onlineBookable: true,
    staffIds: [],
    staffOverrides: {},
    sortOrder: i,
    currency: 'USD',
    imageUrl: '',
  });
}
await batch.commit();
await callApi(`/sites/${orgId}/draft`, {
  method: 'PUT',
  token: owner.idToken,
  body: { draft: demoSiteDraft({ name: 'Studio Nova', slug }) },
});
const published = await callApi(`/sites/${orgId}/publish`, {
  method: 'POST',
  token: owner.idToken,
});
if (published.status !== 200)
  throw new Error(`Publishing failed: ${JSON.stringify(published.body)}`);

const host = `${slug}.localhost:5000`;
await view(host); // warm the function
const views = [];
for (let i = 0; i < RUNS; i++) views.push(await view(host));
const ms = views.map((v) => v.ms);
console.log(`Public site page view (${RUNS} views of ${host}, ${DEMO_MENU.length} services)`);
console.log(`  status ${[...new Set(views.map((v) => v.status))].join(',')}`);
console.log(
  `  Firestore document reads per view: ${[...new Set(views.map((v) => v.reads))].join(', ')}`,
);
console.log(`  latency median ${pct(ms, 0.5).toFixed(1)} ms, p95 ${pct(ms, 0.95).toFixed(1)} ms`);

console.log('');
console.log(
  execFileSync('node', ['--import', 'tsx', 'tests/bench/bundle-gate.mjs'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('site.html') || line.includes('auth.html'))
    .join('\n'),
);

await withChrome(async (port) => {
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const figures = await measure(port, `http://${host}/`, formFactor);
    printFigures(`(${formFactor}, simulated throttling, the demo site)`, figures);
  }
  // Booking on the salon's host: its first step is rendered by the server.
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const figures = await measure(port, `http://${host}/book`, formFactor);
    printFigures(`(${formFactor}, simulated throttling, booking on the salon's host)`, figures);
  }
  // The product host's pages a visitor meets: signing in (a light server-rendered page of
  // its own), and a public booking link, which leads on to booking on the salon's host.
  for (const [label, path] of [
    ['signing in, /login', '/login'],
    ['creating an account, /signup', '/signup'],
    ["a booking link on the product's host, /book-now (redirected)", `/book-now?salon=${slug}`],
  ] as const) {
    const figures = await measure(port, `http://localhost:5000${path}`, 'mobile');
    printFigures(`(mobile, simulated throttling, ${label})`, figures);
  }
});
