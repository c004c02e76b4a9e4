import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { PROJECT_ID, firestoreEmulator } from './emulators';

export type Db = ReturnType<RulesTestContext['firestore']>;

/**
 * Rules tests use a project of their own: their writes never wake the
 * functions' triggers (which listen to the app's project), and clearing their
 * data never touches what the API tests arranged.
 */
const RULES_PROJECT_ID = `${PROJECT_ID}-rules`;

/**
 * The rules-test environment for one test file, loaded with firestore.rules:
 * call at the top of the file, use `env()` inside tests.
 */
export function useRulesEnvironment(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      firestore: { ...firestoreEmulator, rules: readFileSync('firestore.rules', 'utf8') },
    });
    keepOneAdminContext(env);
  });
  afterAll(async () => {
    await keepRulesCoverage();
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error('The rules environment is not ready yet.');
    return env;
  };
}

/**
 * withSecurityRulesDisabled opens a Firebase app for each call and closes it
 * after (about 50 ms, and every test arranges its data through it): one
 * rules-bypassing context per file serves them all. The library's own
 * createContext makes it; without that method the library's way stays.
 */
function keepOneAdminContext(env: RulesTestEnvironment) {
  const impl = env as unknown as { createContext?: (authToken: string) => RulesTestContext };
  if (typeof impl.createContext !== 'function') return;
  let admin: RulesTestContext | undefined;
  env.withSecurityRulesDisabled = async (callback) => {
    admin ??= impl.createContext!('owner');
    await callback(admin);
  };
}

interface CoverageNode {
  sourcePosition?: { line: number };
  values?: { value?: { boolValue?: boolean }; count: number }[];
}

/**
 * Loading the rules again (each file's environment) resets the emulator's
 * coverage, so each file keeps what its tests reached: per rules line, the
 * outcomes seen. scripts/rules-coverage.mjs adds them up after the run.
 */
async function keepRulesCoverage() {
  const { host, port } = firestoreEmulator;
  const url = `http://${host}:${port}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage`;
  const answer = await fetch(url).catch(() => null);
  if (!answer?.ok) return;
  const { report } = (await answer.json()) as { report: CoverageNode[] };
  const lines = report.flatMap((node) => {
    const seen = (node.values ?? [])
      .filter((v) => v.count > 0 && typeof v.value?.boolValue === 'boolean')
      .map((v) => v.value!.boolValue!);
    return node.sourcePosition && seen.length ? [{ line: node.sourcePosition.line, seen }] : [];
  });
  const dir = join('tests', '.artifacts', 'rules-coverage');
  mkdirSync(dir, { recursive: true });
  const file = basename(expect.getState().testPath ?? `rules-${Date.now()}`, '.ts');
  writeFileSync(join(dir, `${file}.json`), JSON.stringify(lines));
}
