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
  /**
   * Where it is counted. 'shared' (the default): in Firestore, one counter
   * per key and window, so the limit holds across instances. 'instance': in
   * this instance's memory, with no read or write; for public reads, which
   * the CDN answers first and App Check and Cloud Armor guard in production.
   */
  store?: 'shared' | 'instance';
}

import { clientIp } from './client-ip';

export { clientIp };

/** Calls counted in this instance: key and window → count. Bounded; old windows go first. */
const local = new Map<string, number>();
const LOCAL_KEYS = 50_000;

/** Counts one call in this instance's memory; answers the count so far in the window. */
export function countLocally(id: string): number {
  const count = (local.get(id) ?? 0) + 1;
  local.delete(id);
  local.set(id, count);
  if (local.size > LOCAL_KEYS) {
    // Maps keep insertion order and a counted key moved to the end: drop the oldest.
    for (const key of local.keys()) {
      local.delete(key);
      if (local.size <= LOCAL_KEYS * 0.9) break;
    }
  }
  return count;
}

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
  const windowEnd = (windowIndex + 1) * windowMs;
  let count: number;
  if (limit.store === 'instance') {
    count = countLocally(id);
  } else {
    const ref = rateLimitDoc(id);
    await ref.set(
      {
        count: FieldValue.increment(1),
        // A TTL policy on expiresAt deletes old counters in production.
        expiresAt: Timestamp.fromMillis(windowEnd),
      },
      { merge: true },
    );
    count = (await ref.get()).data()?.count ?? 0;
    countReads(1);
  }
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

/**
 * Who a public visitor is, for limits on their writes: their address and the
 * random id their browser keeps (X-Chairside-Visitor), so people sharing an
 * address (a mobile carrier, a salon's Wi-Fi) each have their own budget and
 * counter. A visitor who makes up new ids is still held by the address's own
 * ceiling (`perAddressCeiling`).
 */
export function visitorKey(req: Request): string {
  const id = req.get('x-chairside-visitor') ?? '';
  return `${clientIp(req)}|${/^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : ''}`;
}

/**
 * A public form's limit per visitor: by the e-mail address they give (and
 * their browser's id) at their network address, so people behind one
 * address (a salon's Wi-Fi, an office, a carrier) each have their own
 * budget, under an address-wide ceiling twenty times higher.
 */
export const perVisitorContact = (name: string, limit: number, windowSeconds: number) =>
  perVisitor(name, limit, windowSeconds, (req) => {
    const body = req.body as { email?: unknown } | undefined;
    const email =
      typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
    return `${visitorKey(req)}|${email}`;
  });

/**
 * A public write's limit per visitor (their address and browser id, or the
 * `who` given), with an address-wide ceiling twenty times higher counted in memory.
 */
export function perVisitor(
  name: string,
  limit: number,
  windowSeconds: number,
  who: (req: Request) => string = visitorKey,
): RequestHandler[] {
  return [
    rateLimit({
      name: `${name}:address`,
      limit: limit * 20,
      windowSeconds,
      key: (req) => clientIp(req),
      store: 'instance',
    }),
    rateLimit({ name: `${name}:visitor`, limit, windowSeconds, key: who }),
  ];
}
