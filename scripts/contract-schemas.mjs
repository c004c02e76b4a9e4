#!/usr/bin/env node
// The JSON Schema of every API call's answer, made from the response types
// its contract names (core/src/contracts), with TypeScript's own checker:
// core/generated/contract-responses.json, which the API tests check every
// answer against and the web app checks against in development. Run by
// `npm run build` (the file is not kept in git: it follows from the types).
//
//   node --import tsx scripts/contract-schemas.mjs
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as TJS from 'typescript-json-schema';
import { ROOT } from './lib/firebase.mjs';

const CONTRACTS = join(ROOT, 'core', 'src', 'contracts');
const OUT_DIR = join(ROOT, 'core', 'generated');
const OUT = join(OUT_DIR, 'contract-responses.json');

const isEndpoint = (e) =>
  e !== null && typeof e === 'object' && 'method' in e && 'area' in e && 'path' in e;

/** Every contract: the module's export, its key, and the call it describes. */
async function contracts() {
  const found = [];
  for (const file of readdirSync(CONTRACTS).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'endpoint.ts') continue;
    const mod = await import(pathToFileURL(join(CONTRACTS, file)).href);
    for (const [group, value] of Object.entries(mod)) {
      if (!value || typeof value !== 'object' || isEndpoint(value)) continue;
      for (const [key, e] of Object.entries(value)) {
        if (!isEndpoint(e)) continue;
        found.push({ module: file.replace(/\.ts$/, ''), group, key, e });
      }
    }
  }
  return found;
}

const all = await contracts();
// One type per call, named after its contract, for the checker to resolve.
const tmp = join(CONTRACTS, '.responses.tmp.ts');
const imports = new Map();
for (const c of all) imports.set(c.group, c.module);
const source = [
  "import type { ResponseOf } from './endpoint';",
  ...[...imports].map(([group, module]) => `import type { ${group} } from './${module}';`),
  ...all.map(
    (c) => `export type ${c.group}__${c.key} = ResponseOf<(typeof ${c.group})['${c.key}']>;`,
  ),
].join('\n');
writeFileSync(tmp, `${source}\n`);
try {
  const program = TJS.getProgramFromFiles(
    [tmp],
    {
      strict: true,
      skipLibCheck: true,
      target: 99,
      module: 99,
      moduleResolution: 100,
      allowImportingTsExtensions: true,
      noEmit: true,
    },
    ROOT,
  );
  const generator = TJS.buildGenerator(program, {
    required: true,
    strictNullChecks: true,
    ignoreErrors: true,
  });
  if (!generator) throw new Error('The contracts do not type-check: run `npm run typecheck`.');
  const schema = generator.getSchemaForSymbols(all.map((c) => `${c.group}__${c.key}`));
  const endpoints = Object.fromEntries(
    all.map((c) => [`${c.e.method} /${c.e.area}${c.e.path}`, `${c.group}__${c.key}`]),
  );
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(OUT, `${JSON.stringify({ endpoints, definitions: schema.definitions })}\n`);
  console.log(
    `Answer schemas for ${all.length} API calls → core/generated/contract-responses.json`,
  );
} finally {
  rmSync(tmp, { force: true });
}
