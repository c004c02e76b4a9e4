// The one place functions turn stored documents into typed records and back.
// Each collection has a repository module beside this one; they hand out
// references that carry a converter built from the record's schema in
// @chairside/core/records, so a document that does not fit is caught here,
// when it is read, not deep inside a handler.
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  WithFieldValue,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { z } from 'zod';

/** A stored document that its record schema cannot read: a bug or a bad migration. */
export class MalformedRecord extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(
      `The stored document ${path} does not fit its record schema: ${issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || '(document)'}: ${i.message}`)
        .join('; ')}`,
    );
    this.name = 'MalformedRecord';
  }
}

/**
 * A converter for records keyed by their document id: reading parses
 * `{ ...data, id }` with the schema (Timestamps become Dates), writing stores
 * every field but `id` (Dates become Timestamps; FieldValues pass through).
 * A record whose key is one of its own stored fields (a public article is
 * stored under its `slug`) names that field and keeps it on write.
 */
export function converterFor<T extends { id: string }>(
  schema: z.ZodType<T, unknown>,
): FirestoreDataConverter<T>;
export function converterFor<T, K extends keyof T & string>(
  schema: z.ZodType<T, unknown>,
  key: { storedField: K },
): FirestoreDataConverter<T>;
export function converterFor<T>(
  schema: z.ZodType<T, unknown>,
  key?: { storedField: string },
): FirestoreDataConverter<T> {
  const field = key?.storedField ?? 'id';
  return {
    toFirestore(model: WithFieldValue<T>): DocumentData {
      const data = { ...(model as Record<string, unknown>) };
      if (!key) delete data['id'];
      return data;
    },
    fromFirestore(snap: QueryDocumentSnapshot): T {
      const parsed = schema.safeParse({ ...snap.data(), [field]: snap.id });
      if (parsed.success) return parsed.data;
      logger.error('Malformed stored document', {
        path: snap.ref.path,
        issues: parsed.error.issues,
      });
      throw new MalformedRecord(snap.ref.path, parsed.error.issues);
    },
  };
}

/** The records of a query's documents, leaving out (and logging) any that do not fit. */
export function readableRecords<T>(docs: readonly QueryDocumentSnapshot<T>[]): T[] {
  return docs.flatMap((d) => {
    try {
      return [d.data()];
    } catch (err) {
      if (err instanceof MalformedRecord) return [];
      throw err;
    }
  });
}

/** Several documents of one kind by reference, in order, typed by their converter. */
export async function getAll<T>(
  refs: readonly DocumentReference<T>[],
): Promise<DocumentSnapshot<T>[]> {
  if (!refs.length) return [];
  const [first, ...rest] = refs;
  // getAll is typed for plain documents; each snapshot still reads through its reference's converter.
  const all = first!.firestore.getAll as (
    ...refs: DocumentReference<T>[]
  ) => Promise<DocumentSnapshot<T>[]>;
  return all.call(first!.firestore, first!, ...rest);
}

/**
 * The record of a snapshot that did not come through a converter (a
 * trigger's before and after), or null when it is absent or does not fit.
 */
export function recordFrom<T>(
  schema: z.ZodType<T, unknown>,
  snap: DocumentSnapshot | undefined,
): T | null {
  if (!snap?.exists) return null;
  const parsed = schema.safeParse({ ...snap.data(), id: snap.id });
  if (parsed.success) return parsed.data;
  logger.error('Malformed stored document', { path: snap.ref.path, issues: parsed.error.issues });
  return null;
}
