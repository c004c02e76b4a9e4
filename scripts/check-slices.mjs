#!/usr/bin/env node
// The server's slice boundaries, checked in `npm run lint`:
//  - a slice imports another slice only through its index.ts (what it offers);
//  - never with import() (a hidden back edge);
//  - no circle between slices (an edge that runs back up is an event instead);
//  - no server function over 150 lines.
// The kernel (platform/, http/, records/, mail/, config) and the composition
// root (index.ts, app.ts, areas.ts, subscriptions.ts) are not slices.
// A folder-level circle check is what no maintained tool gives on Node 20
// (dependency-cruiser's newest needs Node 22 and checks module circles only),
// so this reads imports with TypeScript's own pre-processor.
import {
  SERVER,
  crossSliceImports,
  rel,
  sliceCircles,
  sourceFiles,
  throughIndex,
} from './lib/slices.mjs';
import { measure } from './lib/lengths.mjs';

/** A server function that passes this is several steps: name them (STYLE.md, 15). */
const MAX_FUNCTION_LINES = 150;

const edges = crossSliceImports();
const problems = [];
for (const e of edges) {
  if (e.dynamic)
    problems.push(
      `${rel(e.file)}:${e.line}: import('${e.spec}') reaches into the ${e.to} slice; import its index statically, or publish an event`,
    );
  else if (!throughIndex(e))
    problems.push(
      `${rel(e.file)}:${e.line}: '${e.spec}' reaches inside the ${e.to} slice; import what it offers from '../${e.to}' (its index.ts)`,
    );
}
for (const circle of sliceCircles(edges)) {
  const ties = edges
    .filter((e) => circle.includes(e.from) && circle.includes(e.to))
    .map((e) => `    ${rel(e.file)}:${e.line} (${e.from} -> ${e.to})`);
  problems.push(`slices import each other in a circle: ${circle.join(' ⇄ ')}\n${ties.join('\n')}`);
}
for (const f of measure(sourceFiles(SERVER, /\.ts$/), false).filter(
  (f) => f.lines > MAX_FUNCTION_LINES,
)) {
  problems.push(
    `${f.file}: ${f.name} is ${f.lines} lines (at most ${MAX_FUNCTION_LINES}); split it into named steps`,
  );
}
if (problems.length) {
  console.error(`Slice boundaries: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
const slices = new Set(edges.flatMap((e) => [e.from, e.to]));
console.log(
  `Slice boundaries hold: ${edges.length} imports between ${slices.size} slices, all through index.ts, no circles; no server function over ${MAX_FUNCTION_LINES} lines.`,
);
