#!/usr/bin/env node
// The emulator suites, then the rules coverage those tests reached, while the
// emulators are still up. Arguments go to vitest (a JSON report's
// --outputFile.json=… gets the suites' reports merged).
//
// The rules tests use a Firestore project of their own (tests/support/rules),
// so they run beside the API tests (with the API files that need no emulated
// trigger, to even the two out); the browser tests run after both, alone,
// so their waits are not starved on a two-core machine. With file filters
// given (a targeted run), one vitest run takes them all, as before.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
rmSync(join(ROOT, 'tests', '.artifacts', 'rules-coverage'), { recursive: true, force: true });

const args = process.argv.slice(2);
const OUT = '--outputFile.json=';
const outArg = args.find((a) => a.startsWith(OUT));
const options = args.filter((a) => a.startsWith('-') && a !== outArg);
const filters = args.filter((a) => !a.startsWith('-'));

function vitest(extra, report) {
  const out = report && outArg ? [`${OUT}${report}`] : [];
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['vitest', 'run', '--project', 'emulator', ...options, ...out, ...extra],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

// Only files on a Firestore project of their own: one that clears the app's project (id-fuzz)
// would wipe what the API files beside it are using. None that opens the mail catcher (its
// port is the API lane's): confirm-requests.test.ts has a project of its own but stays there.
const IN_PROCESS = ['intelligence.test.ts', 'recommendations.test.ts'];

let status;
if (filters.length) {
  status = await vitest(filters, outArg?.slice(OUT.length));
} else {
  const target = outArg?.slice(OUT.length) ?? '';
  const part = (name) => (target ? target.replace(/\.json$/, `-${name}.json`) : '');
  // API files that run their functions in this process against a Firestore project of their
  // own (no emulated trigger wakes for them) go beside the rules, which finish first.
  const beside = IN_PROCESS.map((f) => `tests/api/${f}`);
  const [rules, api] = await Promise.all([
    vitest(['tests/rules/', ...beside], part('rules')),
    vitest(['tests/api/', ...beside.flatMap((f) => ['--exclude', f])], part('api')),
  ]);
  const e2e = await vitest(['tests/e2e/'], part('e2e'));
  status = rules || api || e2e;
  if (target) {
    const merged = { success: status === 0, testResults: [] };
    for (const name of ['rules', 'api', 'e2e']) {
      const file = part(name);
      if (!existsSync(file)) continue;
      const r = JSON.parse(readFileSync(file, 'utf8'));
      for (const [k, v] of Object.entries(r))
        if (k.startsWith('num') && typeof v === 'number') merged[k] = (merged[k] ?? 0) + v;
      merged.testResults.push(...(r.testResults ?? []));
    }
    writeFileSync(target, JSON.stringify(merged));
  }
}
spawnSync('node', [join(ROOT, 'scripts', 'rules-coverage.mjs')], { cwd: ROOT, stdio: 'inherit' });
process.exit(status);
