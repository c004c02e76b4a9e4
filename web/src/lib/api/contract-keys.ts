// Cache keys made from contracts: one per endpoint and its arguments, so the
// same call is one cache entry wherever it is read, and a write can refresh
// every answer of the contracts it changes by their common prefix.
import type { Endpoint } from '@chairside/core/contracts/endpoint';

/** Every cached answer of a contract starts with `[area, method, path]`. */
export const contractPrefix = (e: Pick<Endpoint, 'area' | 'method' | 'path'>) =>
  [e.area, e.method, e.path] as const;

/** What of a call's arguments tells its answers apart. */
export interface KeyArgs {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** One call's key: the endpoint, then its path parameters, query and body (a read by POST). */
export const contractKey = (e: Pick<Endpoint, 'area' | 'method' | 'path'>, args: KeyArgs) =>
  [...contractPrefix(e), args.params ?? {}, args.query ?? {}, args.body ?? null] as const;
