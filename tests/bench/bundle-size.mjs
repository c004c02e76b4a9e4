#!/usr/bin/env node
// Prints the JavaScript a first visit to each page downloads (entry + the page's
// lazy chunk + their static imports), raw and gzipped, from the Vite manifest.
// Signed-in pages also load the signed-in layout (the workspace, lazily loaded
// by the router): the owner dashboard's figure counts it.
// Run after `npm run build`: `npm run bench:bundle`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', '..', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// Two documents: the app (index.html) and a salon's public site (site.html).
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
const siteKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('site.html'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

function size(keys) {
  let raw = 0;
  let gz = 0;
  for (const key of keys) {
    const bytes = readFileSync(join(dist, manifest[key].file));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gz };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const shell = closure(entryKey);
const rows = [['(app shell)', size(shell)]];
const site = siteKey ? size(closure(siteKey)) : null;
for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)) {
  const keys = closure(key, new Set(shell));
  rows.push([key.replace(/^src\//, ''), size(keys)]);
}
console.log('First-visit JavaScript per page (shell + page chunk + imports)');
for (const [name, s] of rows) {
  console.log(`  ${name.padEnd(48)} ${kb(s.raw).padStart(10)} raw ${kb(s.gz).padStart(9)} gzip`);
}

const layoutKey = Object.keys(manifest).find((k) => k.endsWith('SignedInLayout.tsx'));
const dashboardKey = Object.keys(manifest).find((k) => k.endsWith('OwnerDashboardPage.tsx'));
if (layoutKey && dashboardKey) {
  const signedIn = closure(dashboardKey, closure(layoutKey, new Set(shell)));
  const s = size(signedIn);
  console.log('\nA signed-in first visit (shell + signed-in layout + page)');
  console.log(
    `  ${'owner dashboard, signed in'.padEnd(48)} ${kb(s.raw).padStart(10)} raw ${kb(s.gz).padStart(9)} gzip`,
  );
  rows.push(['owner dashboard, signed in', s]);
  const budget = 250 * 1024;
  console.log(
    `  budget ${kb(budget)} gzip: ${s.gz <= budget ? `within, ${kb(budget - s.gz)} to spare` : `OVER by ${kb(s.gz - budget)}`}`,
  );
  // Live salon data (reactfire and Firestore) loads with the first page that shows it.
  const liveKey = Object.keys(manifest).find((k) => k.endsWith('LiveDataLayout.tsx'));
  if (liveKey) {
    const live = size([...closure(liveKey, new Set(signedIn))].filter((k) => !signedIn.has(k)));
    console.log(
      `  ${'then live data, on the first page with it'.padEnd(48)} ${kb(live.raw).padStart(10)} raw ${kb(live.gz).padStart(9)} gzip`,
    );
  }
}

if (site) {
  const dashboard =
    rows.find(([name]) => name === 'owner dashboard, signed in')?.[1] ??
    rows.find(([name]) => name.includes('OwnerDashboardPage'))?.[1] ??
    rows[0][1];
  console.log("\nA salon's public site (site.html: hydration only, no Firebase, no MUI)");
  console.log(
    `  ${'public site'.padEnd(48)} ${kb(site.raw).padStart(10)} raw ${kb(site.gz).padStart(9)} gzip`,
  );
  console.log(
    `  ${'owner dashboard (for comparison)'.padEnd(48)} ${kb(dashboard.raw).padStart(10)} raw ${kb(dashboard.gz).padStart(9)} gzip`,
  );
  console.log(
    `  the public site loads ${((site.gz / dashboard.gz) * 100).toFixed(0)}% of the dashboard's gzipped JavaScript`,
  );
}
