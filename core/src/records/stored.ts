// Building blocks for the schemas of stored records: what Firestore hands back
// on either side (the Admin SDK in functions, the web SDK in the browser) read
// into plain values. A record schema describes a document as it is stored and
// read; the input schemas beside the features describe what a person may send.
import { z } from 'zod';

/** A Firestore Timestamp from either SDK (both have toDate()). */
function isTimestampLike(v: unknown): v is { toDate(): Date } {
  return (
    typeof v === 'object' && v !== null && typeof (v as { toDate?: unknown }).toDate === 'function'
  );
}

/**
 * A stored time as a Date. A write's server timestamp is still pending in the
 * browser's own snapshot (null): it reads as now, which is what it will be.
 */
export const ZStoredDate = z.preprocess(
  (v) => (isTimestampLike(v) ? v.toDate() : (v ?? new Date())),
  z.date(),
);

/** A stored time that may be absent, as a Date or null. */
export const ZStoredOptionalDate = z.preprocess(
  (v) => (isTimestampLike(v) ? v.toDate() : (v ?? null)),
  z.date().nullable(),
);

/**
 * A list whose items are read one by one: an item that no longer fits its
 * schema is left out instead of making the whole document unreadable.
 */
export function tolerantArray<S extends z.ZodType>(item: S) {
  return z
    .array(z.unknown())
    .catch([])
    .default([])
    .transform((items) =>
      items.flatMap((i) => {
        const r = item.safeParse(i);
        return r.success ? [r.data as z.output<S>] : [];
      }),
    );
}

/** A value read back as it was written; an unusable one falls back. */
export const storedString = (fallback = '') => z.string().catch(fallback).default(fallback);
export const storedNumber = (fallback = 0) => z.number().finite().catch(fallback).default(fallback);
export const storedBoolean = (fallback: boolean) => z.boolean().catch(fallback).default(fallback);
export const storedIdList = () => z.array(z.string()).catch([]).default([]);
