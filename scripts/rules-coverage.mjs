#!/usr/bin/env node
// How much of firestore.rules the rules tests reached: every \`allow\`
// condition, whether a test saw it grant (true) and refuse (false). Each
// rules test file keeps what it reached in tests/.artifacts/rules-coverage
// (tests/support/rules.ts); this adds them up, prints a summary and lists the
// conditions no test reached. npm test runs it after the emulator suites.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const dir = join(ROOT, 'tests', '.artifacts', 'rules-coverage');
if (!existsSync(dir)) {
  console.log('\nRules coverage: no rules tests ran.');
  process.exit(0);
}

const seenByLine = new Map();
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  for (const { line, seen } of JSON.parse(readFileSync(join(dir, file), 'utf8'))) {
    const set = seenByLine.get(line) ?? new Set();
    for (const s of seen) set.add(s);
    seenByLine.set(line, set);
  }
}

const rules = readFileSync(join(ROOT, 'firestore.rules'), 'utf8').split('\n');
const conditions = [];
rules.forEach((text, i) => {
  const line = i + 1;
  if (!/^\s*allow\s/.test(text)) return;
  // \`if true\` and \`if false\` are constants: nothing to reach.
  if (/:\s*if\s+(true|false)\s*;/.test(text)) return;
  // The condition starts on the allow's line, or on the next when the line ends with \`if\`.
  const seen = seenByLine.get(line) ?? (/\bif\s*$/.test(text) ? seenByLine.get(line + 1) : null);
  conditions.push({ line, text: text.trim(), seen: seen ?? new Set() });
});

const reached = conditions.filter((c) => c.seen.size > 0);
const both = conditions.filter((c) => c.seen.has(true) && c.seen.has(false));
const lines = [
  `Rules coverage (firestore.rules): ${reached.length} of ${conditions.length} allow conditions reached by the rules tests; ${both.length} seen both granting and refusing.`,
];
const never = conditions.filter((c) => c.seen.size === 0);
if (never.length) {
  lines.push('  Never reached:');
  for (const c of never) lines.push(`    line ${c.line}: ${c.text}`);
}
const onlyOneWay = conditions.filter((c) => c.seen.size === 1);
if (onlyOneWay.length) {
  lines.push('  Seen only one way:');
  for (const c of onlyOneWay)
    lines.push(
      `    line ${c.line} (${c.seen.has(true) ? 'only granted' : 'only refused'}): ${c.text}`,
    );
}
console.log(`\n${lines.join('\n')}`);
writeFileSync(join(ROOT, 'tests', '.artifacts', 'rules-coverage.txt'), `${lines.join('\n')}\n`);
