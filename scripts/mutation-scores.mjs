#!/usr/bin/env node
// After `stryker run` (npm run test:mutation): the mutation score of each
// module, which must be at least 85%. Stryker's own threshold is for all
// files together; a strong module must not hide a weak one. Equivalent
// mutants are disabled in the source with a `// Stryker disable` comment
// that gives the reason, and are not counted.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib/firebase.mjs';

const MIN = 85;
const report = JSON.parse(readFileSync(join(ROOT, 'tests/.artifacts/mutation.json'), 'utf8'));
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
let failed = 0;
console.log(`\nMutation score per module (at least ${MIN}%):`);
for (const [file, { mutants }] of Object.entries(report.files)) {
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const undetected = mutants.filter((m) => UNDETECTED.has(m.status));
  const ignored = mutants.filter(
    (m) => m.status === 'Ignored' && !/^Static mutant/.test(m.statusReason ?? ''),
  ).length;
  const statics = mutants.filter((m) => /^Static mutant/.test(m.statusReason ?? '')).length;
  const valid = detected + undetected.length;
  const score = valid ? (100 * detected) / valid : 100;
  const ok = score >= MIN;
  if (!ok) failed++;
  console.log(
    `  ${ok ? '✓' : '✖'} ${score.toFixed(1).padStart(5)}%  ${relative(ROOT, join(ROOT, file))}  (${detected} of ${valid} mutants caught${ignored ? `, ${ignored} equivalent ones disabled with a reason` : ''}${statics ? `, ${statics} static ones not run` : ''})`,
  );
  if (!ok) {
    for (const m of undetected.slice(0, 15)) {
      console.log(
        `       line ${m.location.start.line}: ${m.mutatorName}${m.replacement ? ` → ${m.replacement.replace(/\s+/g, ' ').slice(0, 70)}` : ''} (${m.status})`,
      );
    }
  }
}
if (failed) {
  console.error(`\n✖ ${failed} module(s) below ${MIN}%: add tests that notice the changes listed.`);
  process.exit(1);
}
