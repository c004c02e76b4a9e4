// How many bytes Firestore counts for a document, following its storage-size
// rules (https://firebase.google.com/docs/firestore/storage-size): a
// string is its UTF-8 bytes plus one, a number, date or timestamp eight, a
// boolean or null one, a map its field names (plus one) and values, an array
// its values, and a document its name plus 16, its fields and 32 more.
// Read models that grow with a salon are checked against the 1 MiB limit.
import { Timestamp } from 'firebase-admin/firestore';

/** Firestore's limit for one document. */
export const MAX_DOCUMENT_BYTES = 1_048_576;

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

/** The bytes Firestore counts for one field value. */
export function valueBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Date || value instanceof Timestamp) return 8;
  if (typeof value === 'string') return utf8(value) + 1;
  if (Array.isArray(value)) return value.reduce<number>((sum, v) => sum + valueBytes(v), 0);
  if (typeof value === 'object') {
    return Object.entries(value).reduce(
      (sum, [field, v]) => (v === undefined ? sum : sum + utf8(field) + 1 + valueBytes(v)),
      0,
    );
  }
  return 8;
}

/** The bytes Firestore counts for a document at `path` holding `data`. */
export function documentBytes(path: string, data: Record<string, unknown>): number {
  const name = path.split('/').reduce((sum, part) => sum + utf8(part) + 1, 16);
  return name + valueBytes(data) + 32;
}
