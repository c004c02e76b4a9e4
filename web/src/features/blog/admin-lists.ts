// What the blog admin's tabs share: their lists through the query cache, and
// the sentence a failure shows.
import { useCallback, useState } from 'react';
import { ApiRequestError } from '../../lib/api/api-client';
import type { UseQueryResult } from '@tanstack/react-query';

export const messageOf = (err: unknown) =>
  err instanceof ApiRequestError || err instanceof Error ? err.message : 'Something went wrong.';

/** An editors' list from the query cache, with its failure in words; `refresh` asks again after a change. */
export function useLoad<T>({ data, error, refetch }: UseQueryResult<T>) {
  const refresh = useCallback(() => void refetch(), [refetch]);
  return { data, error: error ? messageOf(error) : undefined, refresh };
}

/**
 * A change made from an admin tab: its failure shown, and the list asked for
 * again once it worked. `run(change, then)` runs `then` only on success.
 */
export function useChange(refresh: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(
    async (change: () => Promise<unknown>, then?: () => void) => {
      setFailure(null);
      try {
        await change();
        then?.();
        refresh();
      } catch (err) {
        setFailure(messageOf(err));
      }
    },
    [refresh],
  );
  return { failure, run };
}
