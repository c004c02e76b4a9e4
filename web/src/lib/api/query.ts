// API data in the browser goes through TanStack Query: one cache, with
// loading, error and retry states, instead of hand-written effects; every
// read and write is made from its contract (contract-query.ts). Live
// Firestore data comes through lib/data/live.ts.
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** A refusal (4xx) is an answer, not a hiccup: only network failures and 5xx are retried. */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false;
  return failures < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: shouldRetry,
    },
    mutations: { retry: false },
  },
});
