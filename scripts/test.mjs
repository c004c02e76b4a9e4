#!/usr/bin/env node
// `npm test`: type checks, lint, unit tests, then the rules, API and browser
// tests against fresh emulators. Stops at the first failing stage.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/firebase.mjs';

const REPORTS = join(ROOT, 'tests', '.artifacts');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const env = { ...process.env, TZ: 'UTC' };
const report = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(REPORTS, `${name}.json`)}`,
];

const stages = [
  ['Type checks', 'npm', ['run', 'typecheck']],
  ['Lint and format', 'npm', ['run', 'lint']],
  ['Unit tests', 'npx', ['vitest', 'run', '--project', 'unit', ...report('unit')]],
  ['Build', 'npm', ['run', 'build']],
  [
    'Rules, API and browser tests (emulators)',
    'node',
    [
      'scripts/emulators.mjs',
      'exec',
      '--',
      'node',
      'scripts/emulator-tests.mjs',
      ...report('emulator'),
    ],
  ],
];

for (const [title, cmd, args] of stages) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
  console.log(`   (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) {
    summarise();
    console.error(`\n✖ ${title} failed.`);
    process.exit(result.status ?? 1);
  }
}
summarise();

function summarise() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const name of ['unit', 'emulator']) {
    const file = join(REPORTS, `${name}.json`);
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }
  console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
