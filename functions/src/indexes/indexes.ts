// Which Firestore index a query needs, and whether firestore.indexes.json
// declares it. The emulators serve every query without an index; a real
// project answers FAILED_PRECONDITION. So the emulator runs of the tests
// check each query the functions run against the declared indexes
// (index-check.ts), and this is the rule they check with. Pure: it reads a
// query as Firestore's REST API states it (a StructuredQuery) and the index
// file as the Firebase CLI deploys it.

import { z } from 'zod';

export type Direction = 'ASCENDING' | 'DESCENDING';

/** A query reduced to what decides its index. */
export interface QueryShape {
  collection: string;
  /** A collection-group query (every `collection` under any document). */
  group: boolean;
  /** Fields compared with ==, in, or IS_NULL / IS_NAN. */
  equalities: string[];
  /** A field compared with array-contains or array-contains-any. */
  contains: string[];
  /** Fields compared with <, <=, >, >=, !=, not-in, or IS_NOT_NULL. */
  ranges: string[];
  /** The explicit order, `__name__` left out. */
  orders: { field: string; direction: Direction }[];
}

const ZOrder = z.enum(['ASCENDING', 'DESCENDING']).optional();
const ZArrayConfig = z.literal('CONTAINS').optional();
const ZScope = z.enum(['COLLECTION', 'COLLECTION_GROUP']);

/** firestore.indexes.json, as the Firebase CLI deploys it. */
export const ZIndexFile = z.object({
  indexes: z.array(
    z.object({
      collectionGroup: z.string(),
      queryScope: ZScope,
      fields: z.array(
        z.object({ fieldPath: z.string(), order: ZOrder, arrayConfig: ZArrayConfig }),
      ),
    }),
  ),
  fieldOverrides: z
    .array(
      z.object({
        collectionGroup: z.string(),
        fieldPath: z.string(),
        /** Firestore deletes the document once this time has passed. */
        ttl: z.boolean().optional(),
        indexes: z.array(
          z.object({ order: ZOrder, arrayConfig: ZArrayConfig, queryScope: ZScope }),
        ),
      }),
    )
    .default([]),
});
export type IndexFile = z.output<typeof ZIndexFile>;
type IndexField = IndexFile['indexes'][number]['fields'][number];

/** The parts of a StructuredQuery (google.firestore.v1) that matter here. */
interface FieldReference {
  fieldPath: string;
}
type Filter =
  | { fieldFilter: { field: FieldReference; op: string } }
  | { unaryFilter: { field: FieldReference; op: string } }
  | { compositeFilter: { op: string; filters: Filter[] } };
export interface StructuredQuery {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter | null;
  orderBy?: { field: FieldReference; direction?: string }[];
}

const EQUALITY = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const CONTAINS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

function flatten(filter: Filter | null | undefined): { field: string; op: string }[] {
  if (!filter) return [];
  if ('compositeFilter' in filter) return filter.compositeFilter.filters.flatMap(flatten);
  const f = 'fieldFilter' in filter ? filter.fieldFilter : filter.unaryFilter;
  return [{ field: f.field.fieldPath, op: f.op }];
}

const unique = (xs: string[]) => [...new Set(xs)];

export function shapeOf(query: StructuredQuery): QueryShape {
  const from = query.from?.[0] ?? {};
  const filters = flatten(query.where);
  return {
    collection: from.collectionId ?? '',
    group: from.allDescendants === true,
    equalities: unique(filters.filter((f) => EQUALITY.has(f.op)).map((f) => f.field)),
    contains: unique(filters.filter((f) => CONTAINS.has(f.op)).map((f) => f.field)),
    ranges: unique(
      filters.filter((f) => !EQUALITY.has(f.op) && !CONTAINS.has(f.op)).map((f) => f.field),
    ),
    orders: (query.orderBy ?? [])
      .filter((o) => o.field.fieldPath !== '__name__')
      .map((o) => ({
        field: o.field.fieldPath,
        direction: o.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING',
      })),
  };
}

/** The order Firestore reads in: the explicit one, then any range field it leaves out. */
function effectiveOrder(shape: QueryShape): { field: string; direction: Direction }[] {
  const ordered = new Set(shape.orders.map((o) => o.field));
  return [
    ...shape.orders,
    ...[...shape.ranges]
      .sort()
      .filter((f) => !ordered.has(f))
      .map((field) => ({ field, direction: 'ASCENDING' as const })),
  ];
}

const scopeOf = (shape: QueryShape) => (shape.group ? 'COLLECTION_GROUP' : 'COLLECTION');

/**
 * Whether a field has the single-field index a query needs: automatic for
 * collection scope unless an override exempts it, declared by an override
 * for collection-group scope.
 */
function hasSingleField(
  file: IndexFile,
  shape: QueryShape,
  field: string,
  need: { order?: Direction; arrayConfig?: 'CONTAINS' },
): boolean {
  const override = file.fieldOverrides.find(
    (o) => o.collectionGroup === shape.collection && o.fieldPath === field,
  );
  if (!override) return !shape.group;
  return override.indexes.some(
    (i) =>
      i.queryScope === scopeOf(shape) &&
      (need.arrayConfig ? i.arrayConfig === 'CONTAINS' : i.order === (need.order ?? 'ASCENDING')),
  );
}

/** Whether a declared composite index serves the query. */
function compositeServes(
  fields: IndexField[],
  shape: QueryShape,
  order: { field: string; direction: Direction }[],
): boolean {
  const own = fields.filter((f) => f.fieldPath !== '__name__');
  const head = shape.equalities.length + shape.contains.length;
  if (own.length !== head + order.length) return false;
  const prefix = own.slice(0, head);
  const equalities = new Set(shape.equalities);
  const contains = new Set(shape.contains);
  for (const f of prefix) {
    if (
      f.arrayConfig === 'CONTAINS' ? !contains.delete(f.fieldPath) : !equalities.delete(f.fieldPath)
    ) {
      return false;
    }
  }
  if (equalities.size || contains.size) return false;
  return own
    .slice(head)
    .every((f, i) => f.fieldPath === order[i]?.field && f.order === order[i]?.direction);
}

/** The index a query needs, in the words of firestore.indexes.json. */
export function describeIndex(shape: QueryShape): string {
  const fields = [
    ...shape.equalities.map((f) => `${f} ASCENDING`),
    ...shape.contains.map((f) => `${f} CONTAINS`),
    ...effectiveOrder(shape).map((o) => `${o.field} ${o.direction}`),
  ];
  return `${shape.collection} (${scopeOf(shape)}): ${fields.join(', ') || 'none'}`;
}

/** Null when the declared indexes serve the query; else what is missing. */
export function indexProblem(shape: QueryShape, file: IndexFile): string | null {
  const order = effectiveOrder(shape);
  const fields = unique([...shape.equalities, ...shape.contains, ...order.map((o) => o.field)]);
  if (fields.length === 0) return null;
  if (fields.length === 1) {
    const field = fields[0]!;
    const need = shape.contains.length
      ? { arrayConfig: 'CONTAINS' as const }
      : { order: order[0]?.direction ?? 'ASCENDING' };
    return hasSingleField(file, shape, field, need)
      ? null
      : `a single-field index on ${describeIndex(shape)}`;
  }
  // Only equalities: Firestore merges the fields' single-field indexes.
  if (!shape.contains.length && !order.length) {
    const merged = shape.equalities.every((f) => hasSingleField(file, shape, f, {}));
    if (merged) return null;
  }
  const composite = file.indexes.some(
    (i) =>
      i.collectionGroup === shape.collection &&
      i.queryScope === scopeOf(shape) &&
      compositeServes(i.fields, shape, order),
  );
  return composite ? null : `a composite index on ${describeIndex(shape)}`;
}
