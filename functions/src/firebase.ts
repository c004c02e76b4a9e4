import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/** The default app; the Functions runtime may hold named apps of its own. */
function app() {
  return getApps().some((a) => a.name === '[DEFAULT]') ? getApp() : initializeApp();
}

export const adminAuth = () => getAuth(app());
export const db = () => getFirestore(app());
export const storageBucket = () => getStorage(app()).bucket();
