#!/usr/bin/env node
// Counts what issue 15's layering leaves to do, so progress is a number:
//  - raw field reads of stored documents in functions outside the
//    repositories (`.get('field')`, `data() as`, `snap.data() ?? {}`);
//  - API calls in the web app typed by hand (`api<...>(...)`) instead of
//    through a contract (`call(contract, ...)`). The public site's bundle
//    uses plain fetch to stay small; its answers are typed with
//    `ResponseOf<typeof contract>` (a type-only import, no code shipped);
//  - routers answering with `res.json(...)` instead of `reply(res, contract, ...)`.
// Usage: npm run report:layers
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT as root, sourceFiles as files } from './lib/slices.mjs';

function count(label, paths, pattern, skip = () => false) {
  const hits = [];
  for (const path of paths) {
    if (skip(path)) continue;
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (pattern.test(line)) hits.push(`${relative(root, path)}:${i + 1}`);
      });
  }
  const byFile = new Map();
  for (const h of hits) {
    const file = h.slice(0, h.lastIndexOf(':'));
    byFile.set(file, (byFile.get(file) ?? 0) + 1);
  }
  console.log(`${label}: ${hits.length}`);
  for (const [file, n] of [...byFile].sort((a, b) => b[1] - a[1]))
    console.log(`  ${n.toString().padStart(3)} ${file}`);
}

const server = files(join(root, 'functions', 'src'), /\.ts$/);
const web = files(join(root, 'web', 'src'), /\.tsx?$/);
const inRecords = (p) => p.includes(`${join('functions', 'src', 'records')}`);

count(
  'Raw stored-field reads in functions outside functions/src/records',
  server,
  /(?<!req|request)\.get\('[A-Za-z_.]+'\)|\.data\(\) as\b|\.data\(\) \?\? \{\}/,
  inRecords,
);
count('Web API calls typed by hand (api<...>)', web, /\bapi<[^>]*>?\(|\bapi\('/, (p) =>
  p.endsWith(join('lib', 'api', 'api.ts')),
);
count(
  'Router answers not through a contract (res.json / .json(...))',
  server,
  /\.json\(/,
  (p) => !p.endsWith('.router.ts'),
);
