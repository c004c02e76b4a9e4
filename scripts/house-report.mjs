#!/usr/bin/env node
// The house in figures: how the server's slices import each other, the
// longest functions and components, and the escapes from the type checker.
// Usage: npm run report:house [-- --list]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import {
  ROOT,
  SERVER,
  crossSliceImports,
  rel,
  sliceCircles,
  sourceFiles,
  throughIndex,
} from './lib/slices.mjs';

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

function measure(files, isComponent) {
  const found = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    let casts = 0;
    let bangs = 0;
    const visit = (node, name) => {
      if (ts.isAsExpression(node) && node.type.getText(source) !== 'const') casts++;
      if (ts.isNonNullExpression(node)) bangs++;
      let named = name;
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) named = node.name.text;
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) named = node.name.text;
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isArrowFunction(node) ||
        ts.isFunctionExpression(node)
      ) {
        const fname = node.name && ts.isIdentifier(node.name) ? node.name.text : named;
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (fname && (!isComponent || /^[A-Z]/.test(fname)))
          found.push({ name: fname, file: rel(file), lines: end - start + 1 });
      }
      ts.forEachChild(node, (child) => visit(child, named));
    };
    visit(source, undefined);
    found.casts = (found.casts ?? 0) + casts;
    found.bangs = (found.bangs ?? 0) + bangs;
    files.casts = (files.casts ?? 0) + casts;
    files.bangs = (files.bangs ?? 0) + bangs;
  }
  // an inner function is counted with its outer one; report each outermost name once
  return found.sort((a, b) => b.lines - a.lines);
}

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
