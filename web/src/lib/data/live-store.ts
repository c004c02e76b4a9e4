// Live values shared by key: the first component to ask for a key starts
// its source (a Firestore listener), later ones share it, and the source
// stops a little after the last one leaves (so going back to a page finds
// its data still there). React reads it through useSyncExternalStore.
//
// This is what reactfire's useObservable did for us; it is ours because
// reactfire's entry imports every Firebase SDK, so Firestore could never
// load after a page's first paint while any hook came from it.
import { useCallback, useSyncExternalStore } from 'react';

export interface LiveState<T> {
  status: 'loading' | 'success' | 'error';
  data: T | undefined;
  error: Error | undefined;
}

/** Starts a source; resolves to what stops it. */
export type LiveSource<T> = (
  next: (value: T) => void,
  fail: (error: Error) => void,
) => Promise<() => void>;

interface Entry {
  state: LiveState<unknown>;
  listeners: Set<() => void>;
  stop: Promise<(() => void) | null>;
  linger: ReturnType<typeof setTimeout> | null;
}

/** How long a source outlives its last listener. */
export const LINGER_MS = 10_000;
const LOADING: LiveState<never> = { status: 'loading', data: undefined, error: undefined };
const entries = new Map<string, Entry>();

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

function open(id: string, source: LiveSource<unknown>): Entry {
  const known = entries.get(id);
  if (known) return known;
  const entry: Entry = {
    state: LOADING,
    listeners: new Set(),
    stop: Promise.resolve(null),
    linger: null,
  };
  entries.set(id, entry);
  const set = (state: LiveState<unknown>) => {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  };
  entry.stop = source(
    (data) => set({ status: 'success', data, error: undefined }),
    (error) => set({ status: 'error', data: entry.state.data, error }),
  ).catch((error: unknown) => {
    set({ status: 'error', data: undefined, error: asError(error) });
    return null;
  });
  return entry;
}

/** Listens to the value under `id`, starting its source if nobody else is. */
export function subscribeLive(
  id: string,
  source: LiveSource<unknown>,
  listener: () => void,
): () => void {
  const entry = open(id, source);
  if (entry.linger) clearTimeout(entry.linger);
  entry.linger = null;
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size) return;
    entry.linger = setTimeout(() => {
      if (entry.listeners.size || entries.get(id) !== entry) return;
      entries.delete(id);
      void entry.stop.then((stop) => stop?.());
    }, LINGER_MS);
  };
}

/** The value under `id` now (loading when nothing has started it). */
export function readLive<T>(id: string): LiveState<T> {
  return (entries.get(id)?.state ?? LOADING) as LiveState<T>;
}

/**
 * A live value in a component. `id` names the source: the same id is the
 * same source, so a new `source` closure for an id already open is not
 * started again.
 */
export function useLive<T>(id: string, source: LiveSource<T>): LiveState<T> {
  const subscribe = useCallback(
    (listener: () => void) => subscribeLive(id, source as LiveSource<unknown>, listener),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the id names the source
    [id],
  );
  const snapshot = () => readLive<T>(id);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
