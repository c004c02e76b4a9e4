// Writes through the API with their pending and error state (TanStack
// Query's mutations), refreshing the reads they change by naming their
// contracts. Apart from contract-query.ts so pages that only read do not
// load the mutation code.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Endpoint, ResponseOf } from '@chairside/core/contracts/endpoint';
import { call } from './api';
import type { CallArgs } from './api-client';
import { invalidateContracts } from './contract-query';

export interface WriteOptions<R, V> extends Omit<UseMutationOptions<R, Error, V>, 'mutationFn'> {
  /** The reads this write changes: their cached answers are refreshed once it succeeds. */
  invalidates?: readonly Endpoint[];
}

/**
 * A write through its contract, with its pending and error state:
 * `const save = useContractMutation(c.saveSettings, { invalidates: [c.settings] })`,
 * then `save.mutate({ body, secure: true })`.
 */
export function useContractMutation<E extends Endpoint>(
  e: E,
  options: WriteOptions<ResponseOf<E>, CallArgs<E>> = {},
) {
  return useWrite((args: CallArgs<E>) => call(e, args), options);
}

/**
 * A write made of more than one call, or a call with work around it (a
 * download, an upload), with the same pending and error state and the same
 * refresh of what it changes.
 */
export function useWrite<V, R>(
  write: (variables: V) => Promise<R>,
  { invalidates = [], onSuccess, ...options }: WriteOptions<R, V> = {},
) {
  return useMutation<R, Error, V>({
    mutationFn: write,
    ...options,
    onSuccess: async (data, variables, result, context) => {
      await invalidateContracts(...invalidates);
      await onSuccess?.(data, variables, result, context);
    },
  });
}

interface Action {
  /** Which action runs (a row's id, "sync", "remove"): what the screen shows as busy. */
  name: string;
  work: () => Promise<unknown>;
  /** What to say when it worked. */
  done?: string;
}

/**
 * One of a screen's actions at a time (renew or cancel a row, sync or remove
 * a calendar), with the name of the one running as its busy state:
 * `const actions = useActions({ onDone: notify })`, then
 * `actions.run(row.id, () => renew(row), 'Renewed')` and `actions.busy === row.id`.
 */
export function useActions({
  onDone,
  onError,
  invalidates,
}: {
  onDone?: (message: string) => void;
  onError?: (error: Error) => void;
  invalidates?: readonly Endpoint[];
} = {}) {
  const write = useWrite((a: Action) => a.work(), {
    invalidates,
    onSuccess: (_answer, a) => {
      if (a.done !== undefined) onDone?.(a.done);
    },
    onError: (error) => onError?.(error),
  });
  return {
    run: (name: string, work: () => Promise<unknown>, done?: string) =>
      write.mutate({ name, work, done }),
    busy: write.isPending ? (write.variables?.name ?? null) : null,
    error: write.error,
    reset: write.reset,
  };
}
