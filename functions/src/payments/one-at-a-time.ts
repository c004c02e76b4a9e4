// Work on one ledger record, one at a time within this instance. Stripe sends
// a payment's events close together (processing, then succeeded, and retries);
// handled at once, their transactions contend for the same record and all but
// one are retried after a backoff. Queued per record here, they run back to
// back instead. The transactions stay: other instances still write safely.
const tails = new Map<string, Promise<unknown>>();

export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
