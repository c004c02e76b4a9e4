// Function and component lengths, and the escapes from the type checker
// (`as` casts, non-null assertions), read with TypeScript's own parser.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { rel } from './slices.mjs';

/**
 * Every named function (components: capitalised ones) with its length in
 * lines, longest first; `files.casts` and `files.bangs` count the escapes.
 */
export function measure(files, isComponent) {
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
