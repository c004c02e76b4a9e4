#!/usr/bin/env node
// The house in figures: how the server's slices import each other, the
// longest functions and components, and the escapes from the type checker.
// Usage: npm run report:house [-- --list]
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ROOT,
  SERVER,
  crossSliceImports,
  rel,
  sliceCircles,
  sourceFiles,
  throughIndex,
} from './lib/slices.mjs';
import { measure } from './lib/lengths.mjs';

const list = process.argv.includes('--list');
const edges = crossSliceImports();
const circles = sliceCircles(edges);
const dynamic = edges.filter((e) => e.dynamic);
const deep = edges.filter((e) => !throughIndex(e));

console.log(
  `Cross-slice imports in functions: ${edges.length} (${deep.length} not through index.ts)`,
);
console.log(`Circles between slices: ${circles.length}`);
for (const c of circles) console.log(`  ${c.join(' ⇄ ')}`);
console.log(`import() across slices: ${dynamic.length}`);
if (list) for (const e of deep) console.log(`  ${rel(e.file)}:${e.line} -> ${e.spec}`);

const serverFiles = sourceFiles(SERVER, /\.ts$/);
const fns = measure(serverFiles, false);
const overServer = fns.filter((f) => f.lines > 150);
console.log(`Longest server function: ${fns[0].lines} lines (${fns[0].name}, ${fns[0].file})`);
console.log(`Server functions over 150 lines: ${overServer.length}`);
for (const f of overServer) console.log(`  ${String(f.lines).padStart(4)} ${f.name} ${f.file}`);
console.log(
  `Casts (as) in functions: ${serverFiles.casts}; non-null assertions: ${serverFiles.bangs}`,
);

const webFiles = sourceFiles(join(ROOT, 'web', 'src'), /\.tsx$/);
const comps = measure(webFiles, true);
const overWeb = comps.filter((f) => f.lines > 300);
console.log(`Longest component: ${comps[0].lines} lines (${comps[0].name}, ${comps[0].file})`);
console.log(`Components over 300 lines: ${overWeb.length}`);
for (const f of overWeb) console.log(`  ${String(f.lines).padStart(4)} ${f.name} ${f.file}`);

// The web app's writes: through useWrite / useContractMutation (pending and
// error state from TanStack Query), or a hand-made busy flag.
const busyFlag =
  /const \[\w+, set(Busy|Saving|Sending|Working|Submitting|Pending)\] = useState\(false\)/g;
let handMade = 0;
let mutations = 0;
const flagged = [];
for (const file of sourceFiles(join(ROOT, 'web', 'src'), /\.tsx?$/)) {
  const text = readFileSync(file, 'utf8');
  const found = (text.match(busyFlag) ?? []).length;
  handMade += found;
  if (found) flagged.push(relative(ROOT, file));
  mutations += (text.match(/\buse(Write|ContractMutation|Mutation)\(/g) ?? []).length;
}
console.log(
  `Writes with their pending state from the query layer: ${mutations}; hand-made busy flags: ${handMade}`,
);
// What is left signs in with Firebase Auth or confirms in Stripe's own form:
// calls into those SDKs, not writes through the API.
for (const f of flagged) console.log(`   ${f}`);
