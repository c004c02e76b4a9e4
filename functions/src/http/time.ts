import type { Timestamp } from 'firebase-admin/firestore';

/** A Firestore Timestamp as an ISO string for JSON answers. */
export const iso = (t: Timestamp | undefined | null): string =>
  t ? t.toDate().toISOString() : new Date(0).toISOString();
