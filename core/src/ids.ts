import { z } from 'zod';

/**
 * A Firestore document id we accept from outside: letters, digits, `_` and
 * `-`, at most 128 characters, and not of the form `__…__` (ids Firestore
 * reserves and refuses). Anything else is a 400 at the edge, never a query.
 */
export const DOC_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

export const isDocId = (value: unknown): value is string =>
  typeof value === 'string' && DOC_ID_PATTERN.test(value);

export const zDocId = (message = 'Not a valid id') => z.string().regex(DOC_ID_PATTERN, message);

/** The key a client sends with a charge, a booking or any write it may retry: the same key, the same result. */
export const ZIdempotencyKey = z
  .string()
  .trim()
  .min(8, 'The idempotency key must be 8 to 100 characters')
  .max(100, 'The idempotency key must be 8 to 100 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Use letters, digits and - _ . : in the idempotency key');
