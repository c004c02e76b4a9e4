import { useEffect } from 'react';
import {
  onSnapshot,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { useObservable } from 'reactfire';
import { Observable } from 'rxjs';
import type { z } from 'zod';
import { countReads } from './read-meter';
import { useDataErrors, type DataArea } from './data-errors-context';
import { parseDocument } from './converters';

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

/**
 * A live query over reactfire: each document parsed with its zod schema
 * (Timestamps become Dates), errors held in the area's error field.
 * `key` names the query: the same key shares one listener.
 */
export function useLiveQuery<S extends z.ZodType>(
  area: DataArea,
  key: string,
  query: Query,
  schema: S,
): LiveList<z.output<S>> {
  const errors = useDataErrors();
  const id = `chairside:${area}:${errors.generation(area)}:${key}`;
  const source = new Observable<Snapshot<z.output<S>>>((subscriber) =>
    onSnapshot(
      query,
      (snap) => {
        meter(snap);
        const items: z.output<S>[] = [];
        let unreadable = 0;
        for (const d of snap.docs) {
          const parsed = parseDocument(schema, d.id, d.data({ serverTimestamps: 'estimate' }));
          if (parsed) items.push(parsed);
          else unreadable++;
        }
        subscriber.next({ items, last: snap.docs.at(-1) ?? null, unreadable });
      },
      (error) => subscriber.error(error),
    ),
  );
  const result = useObservable(id, source);
  useReportError(area, result.status === 'error' ? (result.error ?? null) : null);
  return {
    status: result.status,
    items: result.data?.items ?? [],
    last: result.data?.last ?? null,
    unreadable: result.data?.unreadable ?? 0,
    error: result.error,
  };
}

/** One live document, parsed like useLiveQuery's; `data` is null when it does not exist. */
export function useLiveDoc<S extends z.ZodType>(
  area: DataArea,
  ref: DocumentReference,
  schema: S,
): { status: 'loading' | 'success' | 'error'; data: z.output<S> | null; error: Error | undefined } {
  const errors = useDataErrors();
  const id = `chairside:${area}:${errors.generation(area)}:doc:${ref.path}`;
  const source = new Observable<z.output<S> | null>((subscriber) =>
    onSnapshot(
      ref,
      (snap) => {
        if (!snap.metadata.fromCache) countReads(1);
        subscriber.next(
          snap.exists()
            ? parseDocument(schema, snap.id, snap.data({ serverTimestamps: 'estimate' }))
            : null,
        );
      },
      (error) => subscriber.error(error),
    ),
  );
  const result = useObservable(id, source);
  useReportError(area, result.status === 'error' ? (result.error ?? null) : null);
  return { status: result.status, data: result.data ?? null, error: result.error };
}

function useReportError(area: DataArea, error: Error | null) {
  const { report } = useDataErrors();
  useEffect(() => {
    if (error) report(area, error);
  }, [area, error, report]);
}
