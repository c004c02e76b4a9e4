// Every API test's answers checked against their contract: the JSON Schema
// `npm run build` makes from each contract's response type
// (scripts/contract-schemas.mjs). A successful answer that does not match
// what its contract says fails the test that got it, with the path and what
// differs; an error answer must be the API's error body (or what the contract
// itself says, where the spec fixes a refusal's payload).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const FILE = join(import.meta.dirname, '..', '..', 'core', 'generated', 'contract-responses.json');

interface Answers {
  endpoints: Record<string, string>;
  definitions: Record<string, unknown>;
}

interface Route {
  method: string;
  pattern: RegExp;
  /** Literal segments: the most specific route wins (`/posts/by-slug/:slug` over `/posts/:id`). */
  literals: number;
  name: string;
}

let loaded: { ajv: Ajv; routes: Route[]; validators: Map<string, ValidateFunction> } | null = null;

function load() {
  if (loaded) return loaded;
  if (!existsSync(FILE)) {
    throw new Error(
      'core/generated/contract-responses.json is missing: run `npm run build` before the API tests.',
    );
  }
  const answers = JSON.parse(readFileSync(FILE, 'utf8')) as Answers;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'answers', definitions: answers.definitions });
  const routes = Object.entries(answers.endpoints).map(([key, name]) => {
    const [method = '', path = ''] = key.split(' ');
    const segments = path.split('/').filter(Boolean);
    const source = segments
      .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return {
      method,
      pattern: new RegExp(`^/${source}/?$`),
      literals: segments.filter((s) => !s.startsWith(':')).length,
      name,
    };
  });
  routes.sort((a, b) => b.literals - a.literals);
  loaded = { ajv, routes, validators: new Map() };
  return loaded;
}

/** The contract a call answers by, or null for a path no contract names. */
export function contractOf(method: string, path: string): string | null {
  const pathname = path.split('?')[0] ?? '';
  const route = load().routes.find((r) => r.method === method && r.pattern.test(pathname));
  return route?.name ?? null;
}

/** What is wrong with an answer, by its contract; null when it matches. */
export function answerProblem(name: string, body: unknown): string | null {
  const { ajv, validators } = load();
  let validate = validators.get(name);
  if (!validate) {
    validate = ajv.getSchema(`answers#/definitions/${name}`);
    if (!validate) throw new Error(`No answer schema for ${name}`);
    validators.set(name, validate);
  }
  if (validate(body)) return null;
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '(the answer)'} ${e.message ?? ''}`)
    .join('; ');
}

const isErrorBody = (body: unknown) => {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
};

/**
 * Throws when a JSON answer does not match its contract: a success against
 * the contract's response type, an error against the API's error body.
 */
export function checkAnswer(method: string, path: string, status: number, body: unknown) {
  const name = contractOf(method, path);
  if (!name) return;
  if (status >= 400) {
    // The API's error body, or an answer the contract itself names (the spec's
    // `{ resolved: false, message }` for a site that is not found).
    if (!isErrorBody(body) && answerProblem(name, body) !== null) {
      throw new Error(
        `${method} ${path} answered ${status} without the API's error body: ${JSON.stringify(body)}`,
      );
    }
    return;
  }
  if (status === 204) return;
  const problem = answerProblem(name, body);
  if (problem) {
    throw new Error(
      `${method} ${path} answered what its contract (${name}) does not say: ${problem}`,
    );
  }
}
