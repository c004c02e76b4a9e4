import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/**
 * Counts the Firestore documents a request reads, where the code reads them
 * (a query that finds nothing still costs one read). Public booking calls
 * report it in the X-Firestore-Reads header, so the budget is measured.
 */
const store = new AsyncLocalStorage<{ reads: number }>();

export function countReads(documents: number): void {
  const counter = store.getStore();
  if (counter) counter.reads += Math.max(1, documents);
}

export const readCounter: RequestHandler = (_req, res, next) => {
  const counter = { reads: 0 };
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
    if (!res.headersSent) res.setHeader('X-Firestore-Reads', String(counter.reads));
    return writeHead(...args);
  }) as typeof res.writeHead;
  store.run(counter, () => next());
};

/** Runs `work` with its own count of the documents it reads (benchmarks call a service directly). */
export async function countingReads<T>(
  work: () => Promise<T>,
): Promise<{ value: T; reads: number }> {
  const counter = { reads: 0 };
  const value = await store.run(counter, work);
  return { value, reads: counter.reads };
}
