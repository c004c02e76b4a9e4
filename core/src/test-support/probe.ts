// Test support: what a schema tells a person about one wrong (or one right)
// field at a time. probe(schema, base, [[path, value], …]) changes `base`
// one field at a time and reads back, per change, either the first error
// the person would see (where it points, and its words) or what the field
// became when accepted (trimmed, defaulted). Tests compare the lines with an
// inline snapshot, so a changed message, limit, default or trim fails them.
import type { z } from 'zod';

export type Change = readonly [path: string, value: unknown];

/** A value left out of the input. */
export const LEFT_OUT = Symbol('left out');

function show(value: unknown): string {
  if (value === LEFT_OUT) return '(left out)';
  if (typeof value === 'string' && value.length > 24) {
    return `"${value.slice(0, 8)}…" (${value.length} characters)`;
  }
  const json = JSON.stringify(value);
  return json === undefined ? String(value) : json.length > 60 ? `${json.slice(0, 57)}…` : json;
}

function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let at: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    at[key] = typeof at[key] === 'object' && at[key] !== null ? at[key] : {};
    at = at[key] as Record<string, unknown>;
  }
  const last = keys.at(-1)!;
  if (value === LEFT_OUT) delete at[last];
  else at[last] = value;
}

function getAt(source: unknown, path: string): unknown {
  let at = source;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** The first problem with `input`, as a person reads it, or `ok`. */
export function problem(schema: z.ZodType, input: unknown): string {
  const parsed = schema.safeParse(input);
  if (parsed.success) return 'ok';
  const issue = parsed.error.issues[0]!;
  return `${issue.path.join('.') || '(whole)'}: ${issue.message}`;
}

export function probe(
  schema: z.ZodType,
  base: Record<string, unknown>,
  changes: readonly Change[],
): string[] {
  return changes.map(([path, value]) => {
    const input = structuredClone(base);
    setAt(input, path, value);
    const parsed = schema.safeParse(input);
    const head = `${path} = ${show(value)} →`;
    if (parsed.success) return `${head} ok, ${show(getAt(parsed.data, path))}`;
    const issue = parsed.error.issues[0]!;
    return `${head} ${issue.path.join('.') || '(whole)'}: ${issue.message}`;
  });
}
