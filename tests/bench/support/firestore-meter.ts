// Counts the Firestore documents this process reads and writes, where the
// Admin SDK does it (every get, query, transaction read and batched or single
// write), and which document paths were written how often. The capacity
// bench runs each operation in process under it.
import {
  DocumentReference,
  Firestore,
  Query,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';

export interface Meter {
  reads: number;
  writes: number;
  /** Writes per document path. */
  written: Map<string, number>;
}

let current: Meter | null = null;
let installed = false;

type Fn = (...args: never[]) => unknown;
function wrap<T extends object>(
  proto: T,
  name: string,
  count: (result: unknown, args: unknown[]) => void,
  before = false,
) {
  const original = Reflect.get(proto, name) as Fn;
  Reflect.set(proto, name, function (this: unknown, ...args: unknown[]) {
    if (before) count(undefined, args);
    const result = original.apply(this, args as never[]);
    if (!before && result instanceof Promise) {
      return result.then((value: unknown) => {
        count(value, args);
        return value;
      });
    }
    return result;
  });
}

const read = (n: number) => {
  if (current) current.reads += n;
};
const write = (path: unknown) => {
  if (!current || !(path instanceof DocumentReference)) return;
  current.writes += 1;
  current.written.set(path.path, (current.written.get(path.path) ?? 0) + 1);
};

export function installMeter() {
  if (installed) return;
  installed = true;
  wrap(Firestore.prototype, 'getAll', (r) => read(Array.isArray(r) ? r.length : 1));
  wrap(Transaction.prototype, 'get', (r, [ref]) => {
    if (ref instanceof DocumentReference) read(1);
  });
  wrap(Transaction.prototype, 'getAll', (r) => read(Array.isArray(r) ? r.length : 1));
  // Queries in and out of transactions; a query that finds nothing costs one read.
  wrap(Query.prototype, '_get', (r) => {
    const size: unknown = r && typeof r === 'object' ? Reflect.get(r, 'size') : undefined;
    read(Math.max(1, typeof size === 'number' ? size : 0));
  });
  // AggregateQuery is not exported at run time: its prototype, from an instance.
  const aggregate: object = Object.getPrototypeOf(
    new Firestore({ projectId: 'meter' }).collection('meter').count(),
  );
  wrap(aggregate, '_get', () => read(1));
  for (const op of ['set', 'create', 'update', 'delete']) {
    wrap(WriteBatch.prototype, op, (_r, [ref]) => write(ref), true);
  }
}

/** Runs `work` with a fresh meter; answers it with what the work did. */
export async function metered<T>(work: () => Promise<T>): Promise<{ meter: Meter; result: T }> {
  installMeter();
  const meter: Meter = { reads: 0, writes: 0, written: new Map() };
  const outer = current;
  current = meter;
  try {
    return { meter, result: await work() };
  } finally {
    current = outer;
  }
}

/** The most-written document of a meter, and how often. */
export function busiest(meter: Meter): { path: string; writes: number } | null {
  let top: { path: string; writes: number } | null = null;
  for (const [path, writes] of meter.written)
    if (!top || writes > top.writes) top = { path, writes };
  return top;
}
