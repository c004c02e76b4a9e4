import { useEffect } from 'react';
import type { z } from 'zod';
import type {
  DocumentReference,
  Query,
  QueryDocumentSnapshot,
  QuerySnapshot,
} from 'firebase/firestore';
import { countReads } from './read-meter';
import { useDataErrors, type DataArea } from './data-errors-context';
import { firestoreSdk, recordSchemas, type FirestoreSdk, type RecordSchemas } from './sdk';
import { useLive } from './live-store';

export interface LiveList<T> {
  status: 'loading' | 'success' | 'error';
  items: T[];
  /** The last document, to page on from. */
  last: QueryDocumentSnapshot | null;
  /** Documents that did not match their schema and were left out. */
  unreadable: number;
  error: Error | undefined;
}

interface Snapshot<T> {
  items: T[];
  last: QueryDocumentSnapshot | null;
  unreadable: number;
}

function meter(snap: QuerySnapshot) {
  if (!snap.metadata.fromCache) countReads(snap.docChanges().length);
}

/** Builds a query once the SDK is here: `(f) => f.query(f.collection(f.db, …), f.where(…))`. */
export type QueryOf = (f: FirestoreSdk) => Query;
/** Picks a record's schema once they are here: `(r) => r.ZClientRecord`. */
export type SchemaOf<S extends z.ZodType> = (r: RecordSchemas) => S;

/**
 * A live query: each document parsed with its zod schema (Timestamps become
 * Dates), errors held in the area's error field. `key` names the query: the
 * same key shares one listener. The query is built and the schema picked
 * when Firestore's SDK and the schemas have loaded (see ./sdk), so a page
 * needs none of them to paint.
 */
export function useLiveQuery<S extends z.ZodType>(
  area: DataArea,
  key: string,
  build: QueryOf,
  pick: SchemaOf<S>,
): LiveList<z.output<S>> {
  const errors = useDataErrors();
  const id = `chairside:${area}:${errors.generation(area)}:${key}`;
  const result = useLive<Snapshot<z.output<S>>>(id, async (next, fail) => {
    const [f, r] = await Promise.all([firestoreSdk(), recordSchemas()]);
    const schema = pick(r);
    return f.onSnapshot(
      build(f),
      (snap) => {
        meter(snap);
        const items: z.output<S>[] = [];
        let unreadable = 0;
        for (const d of snap.docs) {
          const parsed = r.parseDocument(schema, d.id, d.data({ serverTimestamps: 'estimate' }));
          if (parsed) items.push(parsed);
          else unreadable++;
        }
        next({ items, last: snap.docs.at(-1) ?? null, unreadable });
      },
      fail,
    );
  });
  useReportError(area, result.status === 'error' ? (result.error ?? null) : null);
  return {
    status: result.status,
    items: result.data?.items ?? [],
    last: result.data?.last ?? null,
    unreadable: result.data?.unreadable ?? 0,
    error: result.error,
  };
}

/**
 * One live document by its path (`['orgs', orgId, 'clients', id]`), parsed
 * like useLiveQuery's; `data` is null when it does not exist.
 */
export function useLiveDoc<S extends z.ZodType>(
  area: DataArea,
  path: readonly [string, ...string[]],
  pick: SchemaOf<S>,
): { status: 'loading' | 'success' | 'error'; data: z.output<S> | null; error: Error | undefined } {
  const errors = useDataErrors();
  const id = `chairside:${area}:${errors.generation(area)}:doc:${path.join('/')}`;
  const result = useLive<z.output<S> | null>(id, async (next, fail) => {
    const [f, r] = await Promise.all([firestoreSdk(), recordSchemas()]);
    const schema = pick(r);
    const ref: DocumentReference = f.doc(f.db, ...path);
    return f.onSnapshot(
      ref,
      (snap) => {
        if (!snap.metadata.fromCache) countReads(1);
        next(
          snap.exists()
            ? r.parseDocument(schema, snap.id, snap.data({ serverTimestamps: 'estimate' }))
            : null,
        );
      },
      fail,
    );
  });
  useReportError(area, result.status === 'error' ? (result.error ?? null) : null);
  return { status: result.status, data: result.data ?? null, error: result.error };
}

function useReportError(area: DataArea, error: Error | null) {
  const { report } = useDataErrors();
  useEffect(() => {
    if (error) report(area, error);
  }, [area, error, report]);
}
