import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { getStorage } from 'firebase-admin/storage';
import { installIndexCheck } from './indexes/index-check';

/** The default app; the Functions runtime may hold named apps of its own. */
function app() {
  return getApps().some((a) => a.name === '[DEFAULT]') ? getApp() : initializeApp();
}

export const adminAuth = () => getAuth(app());
export const db = () => {
  const firestore = getFirestore(app());
  // The emulators serve queries without indexes; the tests' runs check them (indexes/index-check.ts).
  if (process.env['FUNCTIONS_EMULATOR'] === 'true') installIndexCheck(firestore);
  return firestore;
};
/** Cloud Tasks queues of task-queue functions (the emulators' own when they run). */
export const adminFunctions = () => getFunctions(app());
export const storageBucket = () => getStorage(app()).bucket();
