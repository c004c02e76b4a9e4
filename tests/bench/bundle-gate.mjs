#!/usr/bin/env node
// The bundle budget, as a gate: `npm run build` fails when a route's
// first-visit JavaScript (gzip) is over its budget, and says what it holds.
//   every dashboard ............ 250 kB (features/dashboards/*Dashboard*)
//   appointment book ........... 250 kB
//   a salon's public site ...... 100 kB
//   booking on a salon's host .. 120 kB (the site and the booking steps)
//   signing in (/login, /signup) 120 kB (React and Firebase Auth, no app shell)
//   every other page ........... 350 kB
// A page over its budget may not grow: its ceiling is in bundle-ceilings.json
// (only the appointment book is left there; the file says why). `--lower` writes the ceilings of pages
// that shrank; `--raise` lifts the ceilings of pages that grew, for a growth
// worth its weight that the commit explains. Run: node --import tsx tests/bench/bundle-gate.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contents, kb, routeSizes } from './bundle-routes.mjs';

const KB = 1024;
const CEILINGS = join(import.meta.dirname, 'bundle-ceilings.json');
/** A little room for a build's noise (a renamed chunk's hash, a reordered import). */
const SLACK = 0.5 * KB;

export function budgetOf(row) {
  if (row.kind === 'salon site') return 100 * KB;
  if (row.kind === 'salon booking' || row.kind === 'sign-in') return 120 * KB;
  if (/\/features\/dashboards\/\w*Dashboard\w*\.tsx$/.test(row.source)) return 250 * KB;
  if (row.source.endsWith('/AppointmentBookPage.tsx')) return 250 * KB;
  return 350 * KB;
}

const { manifest, shell, shellKeys, rows } = await routeSizes();
const ceilings = JSON.parse(readFileSync(CEILINGS, 'utf8')).pages;
const failures = [];
const over = [];
for (const row of rows) {
  const budget = budgetOf(row);
  const ceiling = ceilings[row.source] === undefined ? null : ceilings[row.source] * KB;
  const limit = ceiling ?? budget;
  row.budget = budget;
  row.limit = limit;
  if (row.gz > limit + SLACK) failures.push(row);
  else if (row.gz > budget) over.push(row);
}

const quiet = process.argv.includes('--quiet');
if (!quiet) console.log(`First-visit JavaScript per page, gzip (app shell ${kb(shell.gz)})`);
for (const row of quiet ? [] : [...rows].sort((a, b) => b.gz - a.gz)) {
  const mark = failures.includes(row) ? '✖' : row.gz > row.budget ? '·' : '✓';
  const note =
    row.limit > row.budget
      ? `ceiling ${kb(row.limit)} (budget ${kb(row.budget)})`
      : `budget ${kb(row.budget)}`;
  console.log(`  ${mark} ${kb(row.gz).padStart(9)}  ${note.padEnd(34)} ${row.paths.join(' ')}`);
}
const dashboard = rows
  .filter((r) => r.budget === 250 * KB && r.source.includes('/dashboards/'))
  .sort((a, b) => b.gz - a.gz)[0];
console.log(
  `${quiet ? 'Bundle budgets: ' : '\n'}${rows.length - over.length - failures.length} of ${rows.length} pages within budget (largest dashboard ${dashboard ? kb(dashboard.gz) : '?'} of 250 kB); ${over.length} over budget but not grown (the ceilings in tests/bench/bundle-ceilings.json)`,
);

const stale = Object.keys(ceilings).filter((s) => !rows.some((r) => r.source === s));
if (stale.length) {
  console.error(`\nbundle-ceilings.json names pages that no longer exist: ${stale.join(', ')}`);
  process.exitCode = 1;
}

if (process.argv.includes('--lower')) {
  const lowered = { ...ceilings };
  for (const row of over) {
    const now = Math.ceil(row.gz / 102.4) / 10;
    if (now < lowered[row.source]) lowered[row.source] = now;
  }
  // A page registered more than once (public and signed in) keeps its ceiling
  // while any of its rows is over budget.
  const stillOver = new Set(rows.filter((row) => row.gz > row.budget).map((row) => row.source));
  for (const row of rows) if (!stillOver.has(row.source)) delete lowered[row.source];
  const sorted = Object.fromEntries(Object.entries(lowered).sort());
  const file = JSON.parse(readFileSync(CEILINGS, 'utf8'));
  writeFileSync(CEILINGS, `${JSON.stringify({ ...file, pages: sorted }, null, 2)}\n`);
  console.log('Ceilings lowered where pages shrank.');
}

if (process.argv.includes('--raise') && failures.length) {
  // Deliberate: the growth is worth it, and the commit says why.
  const raised = { ...ceilings };
  for (const row of failures) raised[row.source] = Math.ceil(row.gz / 102.4) / 10;
  const file = JSON.parse(readFileSync(CEILINGS, 'utf8'));
  const pages = Object.fromEntries(Object.entries(raised).sort());
  writeFileSync(CEILINGS, `${JSON.stringify({ ...file, pages }, null, 2)}\n`);
  console.log(`Ceilings raised for ${failures.length} page(s): say why in the commit.`);
  failures.length = 0;
}

if (failures.length) {
  console.error(`\n✖ ${failures.length} page(s) over their limit:`);
  for (const row of failures) {
    console.error(
      `\n  ${row.paths[0]} (${row.source}): ${kb(row.gz)}, limit ${kb(row.limit)}, over by ${kb(row.gz - row.limit)}`,
    );
    console.error('  What it loads beyond the app shell, largest first:');
    const held = [
      ...contents(
        manifest,
        [...row.keys].filter((k) => !shellKeys.has(k)),
      ),
    ]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12);
    for (const [name, bytes] of held) console.error(`    ${kb(bytes).padStart(9)}  ${name}`);
  }
  console.error(
    '\nLoad what only some visits need with import() (a dialog, a chart, an editor), keep Firestore and zod off pages that read through the API, or, if the growth is worth it, say why in the commit and raise the ceiling.',
  );
  process.exitCode = 1;
}
