// In the emulator runs of the tests (FIRESTORE_INDEX_CHECK names the index
// file), every query the functions run is checked against the declared
// indexes before it reaches the emulator, which would serve it without one.
// A query a real project would refuse fails here the way it would fail
// there: FAILED_PRECONDITION, naming the index to add. Nothing is installed
// in production, where Firestore itself refuses.
import { readFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';
import { ZIndexFile, indexProblem, shapeOf, type IndexFile, type StructuredQuery } from './indexes';

export class MissingIndexError extends Error {
  readonly code = 9; // gRPC FAILED_PRECONDITION, as Firestore answers
}

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** The StructuredQuery inside a RunQuery or RunAggregationQuery request. */
function structuredQueryIn(request: unknown): StructuredQuery | null {
  if (!isObject(request)) return null;
  const direct: unknown = Reflect.get(request, 'structuredQuery');
  if (isObject(direct)) return direct;
  const aggregation: unknown = Reflect.get(request, 'structuredAggregationQuery');
  if (!isObject(aggregation)) return null;
  const inner: unknown = Reflect.get(aggregation, 'structuredQuery');
  return isObject(inner) ? inner : null;
}

function assertIndexed(structured: StructuredQuery | null, file: IndexFile) {
  if (!structured) return;
  const problem = indexProblem(shapeOf(structured), file);
  if (problem) {
    throw new MissingIndexError(
      `FAILED_PRECONDITION: The query requires an index that firestore.indexes.json does not declare: ${problem}.`,
    );
  }
}

/** Checks a query (or an aggregation of one) as the SDK would send it. */
export function checkQuery(query: object, file: IndexFile): void {
  const toProto: unknown = Reflect.get(query, 'toProto');
  if (typeof toProto === 'function') assertIndexed(structuredQueryIn(toProto.call(query)), file);
}

let installed = false;

/**
 * Checks every query the SDK is about to send (get, stream, transactions,
 * aggregations all build their request with `toProto`, whose errors the SDK
 * turns into the call's rejection). The classes are found from the
 * instance: the package does not export them all.
 */
export function installIndexCheck(
  firestore: Firestore,
  path: string | undefined = process.env['FIRESTORE_INDEX_CHECK'],
) {
  if (installed || !path) return;
  installed = true;
  const file = ZIndexFile.parse(JSON.parse(readFileSync(path, 'utf8')));
  const probe = firestore.collection('_').where('_', '==', 0);
  for (const proto of [Object.getPrototypeOf(probe), Object.getPrototypeOf(probe.count())]) {
    const original: unknown = Reflect.get(proto, 'toProto');
    if (typeof original !== 'function') continue;
    Reflect.set(proto, 'toProto', function (this: object, ...args: unknown[]) {
      const request: unknown = original.apply(this, args);
      assertIndexed(structuredQueryIn(request), file);
      return request;
    });
  }
}
