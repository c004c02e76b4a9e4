import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
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
  });
  afterAll(() => env?.cleanup());
  return () => {
    if (!env) throw new Error('The rules environment is not ready yet.');
    return env;
  };
}
