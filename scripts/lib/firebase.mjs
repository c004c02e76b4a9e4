// Shared by start, dev, test and seed: where things are and how firebase runs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firestoreEmulatorEnv } from './firestore-shim.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')).projects
  .default;
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');
export const CACHE_DIR = join(ROOT, '.cache');
export const LOCAL_DIR = join(ROOT, '.local');
export const LOCAL_DATA_DIR = join(LOCAL_DIR, 'emulator-data');
export const DEMO_DATA_DIR = join(ROOT, 'emulator-data');
export const LOCK_FILE = join(LOCAL_DIR, 'emulators.lock');
export const ALL_EMULATORS = ['auth', 'firestore', 'functions', 'hosting', 'tasks'];
export const APP_URL = 'http://localhost:5000';

export async function firebaseEnv() {
  if (!existsSync(FIREBASE_BIN)) {
    console.error('firebase-tools is not installed. Run `npm install` first.');
    process.exit(1);
  }
  return {
    ...process.env,
    ...(await firestoreEmulatorEnv(CACHE_DIR)),
    // Keep firebase-tools quiet about updates and usage reporting on every run.
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  };
}

/** The lock of a run that is still alive, or null. */
export function liveLock() {
  if (!existsSync(LOCK_FILE)) return null;
  try {
    const lock = JSON.parse(readFileSync(LOCK_FILE, 'utf8'));
    process.kill(lock.pid, 0);
    return lock;
  } catch {
    return null;
  }
}
