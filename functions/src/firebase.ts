import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

function app() {
  return getApps().length ? getApp() : initializeApp();
}

export const adminAuth = () => getAuth(app());
export const db = () => getFirestore(app());
export const storageBucket = () => getStorage(app()).bucket();
