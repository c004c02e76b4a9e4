// The server's slices and how they import each other, read with TypeScript's
// own pre-processor (static imports, re-exports and `import()` alike).
// Shared by the boundary check (`npm run lint`) and `npm run report:house`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const ROOT = join(import.meta.dirname, '..', '..');
export const SERVER = join(ROOT, 'functions', 'src');

/**
 * The kernel every slice may stand on: ids, actor, salon context,
 * idempotency and events (platform/), HTTP plumbing (http/), typed
 * repositories (records/), outgoing mail (mail/), configuration.
 */
export const KERNEL = new Set(['platform', 'http', 'records', 'mail', 'config.ts', 'firebase.ts']);
/** The composition root: wires every slice's routers, triggers and handlers. */
export const ROOT_FILES = new Set(['index.ts', 'app.ts', 'areas.ts', 'subscriptions.ts']);

export function sourceFiles(dir, pattern = /\.tsx?$/) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path, pattern));
    else if (pattern.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** The top-level folder (or file) of functions/src a path lies in. */
export function placeOf(path) {
  return relative(SERVER, path).split(sep)[0];
}

export const isSlice = (place) => !KERNEL.has(place) && !ROOT_FILES.has(place);

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next form
    }
  }
  return null;
}

/** Every import of a file: { spec, target, line, dynamic }. */
export function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const info = ts.preProcessFile(text, true, true);
  const dynamicAt = new Set();
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]/g)) dynamicAt.add(m.index);
  return info.importedFiles.map((f) => {
    const line = text.slice(0, f.pos).split('\n').length;
    const before = text.slice(Math.max(0, f.pos - 30), f.pos);
    return {
      spec: f.fileName,
      target: resolveImport(file, f.fileName),
      line,
      dynamic: /\bimport\(\s*['"]?$/.test(before),
    };
  });
}

/**
 * Cross-slice imports of the server: from a file of one slice to a file of
 * another (the kernel and the composition root are not slices).
 */
export function crossSliceImports() {
  const edges = [];
  for (const file of sourceFiles(SERVER, /\.ts$/)) {
    const from = placeOf(file);
    if (!isSlice(from)) continue;
    for (const imp of importsOf(file)) {
      if (!imp.target || !imp.target.startsWith(SERVER)) continue;
      const to = placeOf(imp.target);
      if (to === from || !isSlice(to)) continue;
      edges.push({ file, from, to, ...imp });
    }
  }
  return edges;
}

/** Strongly connected groups of more than one slice (Tarjan). */
export function sliceCircles(edges) {
  const graph = new Map();
  for (const e of edges) {
    if (!graph.has(e.from)) graph.set(e.from, new Set());
    if (!graph.has(e.to)) graph.set(e.to, new Set());
    graph.get(e.from).add(e.to);
  }
  let index = 0;
  const stack = [];
  const meta = new Map();
  const groups = [];
  const visit = (v) => {
    meta.set(v, { index, low: index, on: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v)) {
      if (!meta.has(w)) {
        visit(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).on) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).on = false;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!meta.has(v)) visit(v);
  return groups;
}

/** A slice's public face is its index.ts; anything else is its own business. */
export const throughIndex = (edge) =>
  edge.target === join(SERVER, edge.to, 'index.ts') && !edge.dynamic;

export const rel = (path) => relative(ROOT, path);
