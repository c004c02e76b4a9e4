import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { rateLimitDoc } from '../records/rate-limits';
import { ApiError } from './api-error';
import { callerOf } from './auth';
import { countReads } from './read-count';

export interface RateLimit {
  /** Names the counter, for example 'verify-invite:ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What is counted: an IP address, a uid, an e-mail address… */
  key: (req: Request, res: Response) => string | null;
}

export { clientIp } from './client-ip';

/**
 * Counts calls in a fixed window in Firestore (`rateLimits/`, server-only), so
 * the limit holds across every instance of the function. One counter per
 * window, bumped with an atomic increment and read back: no transaction, so a
 * burst of simultaneous calls is counted rather than aborted. Over the limit
 * the caller gets 429 with Retry-After.
 */
export async function consume(limit: RateLimit, keyValue: string): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const now = Date.now();
  const windowIndex = Math.floor(now / windowMs);
  const id = `${limit.name}:${createHash('sha256').update(keyValue).digest('hex').slice(0, 32)}:${windowIndex}`;
  const ref = rateLimitDoc(id);
  const windowEnd = (windowIndex + 1) * windowMs;
  await ref.set(
    {
      count: FieldValue.increment(1),
      // A TTL policy on expiresAt deletes old counters in production.
      expiresAt: Timestamp.fromMillis(windowEnd),
    },
    { merge: true },
  );
  const count = (await ref.get()).data()?.count ?? 0;
  countReads(1);
  const retryAfter = count > limit.limit ? Math.max(1, Math.ceil((windowEnd - now) / 1000)) : 0;
  if (retryAfter > 0) {
    const error = new ApiError(
      'rate_limited',
      `Too many attempts. Please wait ${retryAfter > 90 ? `${Math.ceil(retryAfter / 60)} minutes` : `${retryAfter} seconds`} and try again.`,
      { retryAfterSeconds: retryAfter },
    );
    throw error;
  }
}

export function rateLimit(limit: RateLimit): RequestHandler {
  return (req, res, next) => {
    const key = limit.key(req, res);
    if (key === null) return next();
    consume(limit, key)
      .then(() => next())
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.code === 'rate_limited') {
          const details = err.details as { retryAfterSeconds: number };
          res.set('Retry-After', String(details.retryAfterSeconds));
        }
        next(err);
      });
  };
}

/** A limit per signed-in person (after requireAuth): `perCaller('export:uid', 20, 3600)`. */
export const perCaller = (name: string, limit: number, windowSeconds: number) =>
  rateLimit({ name, limit, windowSeconds, key: (_req, res) => callerOf(res).uid });
