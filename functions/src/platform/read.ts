// Reading a document that must be there (written or checked earlier in the
// same call): its absence answers a clear "no longer exists" (404), not a
// crash on undefined. Here, above both records and http, so the repositories
// stay below the API's errors.
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { ApiError } from '../http/api-error';

/**
 * The record of a document that must be there (written or checked earlier in
 * the same call), read directly or through a transaction; its absence is a
 * clear "no longer exists", not a crash on `undefined`.
 */
export async function readRecord<T>(
  ref: DocumentReference<T>,
  through?: { get(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>> },
  missing = 'That record no longer exists.',
): Promise<T> {
  const record = (await (through ? through.get(ref) : ref.get())).data();
  if (record === undefined) throw new ApiError('not_found', missing);
  return record;
}
