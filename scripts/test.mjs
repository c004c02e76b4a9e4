#!/usr/bin/env node
// `npm test`: type checks and lint side by side, unit tests, then the rules, API and browser
// tests against fresh emulators. Stops at the first failing stage.
import { spawn, spawnSync } from 'node:child_process';
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

// A stage is one command, or several that share the two cores (their output
// is held and printed whole as each ends).
const stages = [
  [
    ['Type checks', 'npm', ['run', 'typecheck']],
    ['Lint and format', 'npm', ['run', 'lint']],
  ],
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

for (const stage of stages) {
  const failed = Array.isArray(stage[0]) ? await together(stage) : alone(stage);
  if (failed) {
    summarise();
    console.error(`\n✖ ${failed.title} failed.`);
    process.exit(failed.status || 1);
  }
}
summarise();

function alone([title, cmd, args]) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
  console.log(`   (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0 ? null : { title, status: result.status };
}

async function together(commands) {
  const results = await Promise.all(
    commands.map(
      ([title, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (d) => output.push(d));
          child.stderr.on('data', (d) => output.push(d));
          child.on('close', (status) => {
            console.log(`\n━━ ${title} ━━`);
            process.stdout.write(Buffer.concat(output));
            console.log(`   (${((Date.now() - started) / 1000).toFixed(1)} s)`);
            resolve({ title, status });
          });
        }),
    ),
  );
  return results.find((r) => r.status !== 0) ?? null;
}

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
