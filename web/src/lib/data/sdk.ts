// The one door to Firestore in the browser. Nothing imports 'firebase/firestore'
// at run time except ./firestore-sdk, and nothing imports the record schemas
// except ./records: this loads each once, on first use (a live hook's first
// subscription, a write, or the live-data layout starting them early so they
// download beside the page's own chunk).
import type * as FirestoreModule from './firestore-sdk';
import type * as RecordsModule from './records';

export type FirestoreSdk = typeof FirestoreModule;
export type RecordSchemas = typeof RecordsModule;

/** Loads once; a failed download (offline, a new deploy) may be tried again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

export const firestoreSdk = once(() => import('./firestore-sdk'));
export const recordSchemas = once(() => import('./records'));
