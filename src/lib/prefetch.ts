/**
 * The two ways a route's loader or guard gets data into the query cache (decision 0012):
 * - `prefetch`: loaders. Starts the call while the page's code loads and does not wait for it:
 *   the page paints at once with its skeleton, then its data, or its error with Retry (so the
 *   call is silent for the toaster). Typing a search or paging never blocks on the loader.
 * - `ensureQueryData`: guards (`beforeLoad`) that need the answer to decide (the business and
 *   the member's permissions): cached data at once, whatever its age, else fetched and awaited.
 */
import type { QueryClient, QueryKey, QueryOptions } from '@tanstack/react-query';

type KeyedOptions<TQueryFnData, TError, TQueryKey extends QueryKey> = QueryOptions<
  TQueryFnData,
  TError,
  TQueryFnData,
  TQueryKey
> & {
  queryKey: TQueryKey;
};

export function prefetch<TQueryFnData, TError, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: KeyedOptions<TQueryFnData, TError, TQueryKey>,
): void {
  queryClient.query({ ...options, meta: { ...options.meta, silent: true } }).catch(() => undefined);
}

export function ensureQueryData<TQueryFnData, TError, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: KeyedOptions<TQueryFnData, TError, TQueryKey>,
): Promise<TQueryFnData> {
  return queryClient.query({ ...options, staleTime: 'static' });
}

/**
 * A record's id from the URL (`/customers/12`): a positive whole number, else undefined (the
 * record page shows 'not found' without asking the server).
 */
export function recordIdOf(raw: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}
