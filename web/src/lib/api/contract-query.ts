// The web app's one way to read through the API: every query is made from
// its contract (@chairside/core/contracts). A call's cache key follows from
// the contract and its arguments, so one endpoint has one key wherever it is
// read, and a write (write.ts) names the contracts whose answers it changes
// instead of hand-written key prefixes.
import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { Endpoint, ResponseOf } from '@chairside/core/contracts/endpoint';
import { call } from './api';
import type { CallArgs } from './api-client';
import { contractKey, contractPrefix } from './contract-keys';
import { queryClient } from './query';

type Key = ReturnType<typeof contractKey>;
type ReadOptions<E extends Endpoint, T> = Omit<
  UseQueryOptions<ResponseOf<E>, Error, T, Key>,
  'queryKey' | 'queryFn'
>;

/**
 * A read's query options, from its contract:
 * `useQuery(contractQuery(giftCardContracts.cards, { query: { orgId }, secure: true }))`.
 */
export function contractQuery<E extends Endpoint, T = ResponseOf<E>>(
  e: E,
  args: CallArgs<E>,
  options: ReadOptions<E, T> = {},
) {
  return queryOptions<ResponseOf<E>, Error, T, Key>({
    queryKey: contractKey(e, args),
    queryFn: ({ signal }) => call(e, { ...args, signal }),
    ...options,
  });
}

/** Reads a call through the cache: loading, error and retry states, one key per endpoint. */
export function useContract<E extends Endpoint, T = ResponseOf<E>>(
  e: E,
  args: CallArgs<E>,
  options: ReadOptions<E, T> = {},
) {
  return useQuery(contractQuery(e, args, options));
}

/** Puts a write's answer in the cache as the answer of a read (a saved setting is what the read would answer). */
export const setContractData = <E extends Endpoint>(e: E, args: CallArgs<E>, data: ResponseOf<E>) =>
  queryClient.setQueryData(contractKey(e, args), data);

/** Marks every cached answer of these contracts stale (those on screen are read again). */
export async function invalidateContracts(...contracts: readonly Endpoint[]): Promise<void> {
  await Promise.all(
    contracts.map((e) => queryClient.invalidateQueries({ queryKey: contractPrefix(e) })),
  );
}

/** Marks every cached answer of an API area stale (`'gift-cards'`). */
export const invalidateArea = (area: string) => queryClient.invalidateQueries({ queryKey: [area] });
