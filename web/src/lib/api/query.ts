// API data in the browser goes through TanStack Query: one cache, with
// loading, error and retry states, instead of hand-written effects. Live
// Firestore data stays on reactfire.
import { QueryClient, useQuery, type UseQueryOptions } from '@tanstack/react-query';
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

/**
 * Keys name what was asked: `['blog', 'posts', 'all']`. Invalidate a prefix
 * after a change (`queryClient.invalidateQueries({ queryKey: ['blog'] })`).
 */
export type ApiKey = readonly (string | number | boolean | null | undefined)[];

/** An API read: `useApi(['site', 'theme', orgId], () => fetchTheme(orgId))`. */
export function useApi<T>(
  key: ApiKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: Omit<UseQueryOptions<T, Error, T, ApiKey>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => load(signal), ...options });
}
