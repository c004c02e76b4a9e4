#!/usr/bin/env node
// The emulator suites (rules, API, browser), then the rules coverage those
// tests reached, while the emulators are still up. Arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
rmSync(join(ROOT, 'tests', '.artifacts', 'rules-coverage'), { recursive: true, force: true });
const tests = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'emulator', ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
spawnSync('node', [join(ROOT, 'scripts', 'rules-coverage.mjs')], { cwd: ROOT, stdio: 'inherit' });
process.exit(tests.status ?? 1);
