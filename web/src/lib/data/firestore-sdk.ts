// The Firestore SDK and the app's instance of it, in one chunk that is
// loaded on demand (firestoreSdk() in ./sdk): a page paints its frame with
// React, MUI and its own code, and Firestore's ~115 kB (gzip) arrive in
// parallel, started as soon as a live-data route matches. Public pages and
// the API-only signed-in pages never load it.
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { config } from '../../config';
import { firebaseApp } from '../../firebase';

export {
  collection,
  count,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  sum,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';

export const db = getFirestore(firebaseApp);

if (config.useEmulators) {
  connectFirestoreEmulator(db, '127.0.0.1', 8080);
}
