import type { QueryClient, QueryKey, QueryOptions } from '@tanstack/react-query';

/**
 * A loader's prefetch with `ensureQueryData`'s behaviour (cached data at once, whatever its age;
 * otherwise fetched and awaited) through the query client's non-deprecated `query` API. The page's
 * own query then revalidates stale data in the background, so navigation never waits for it.
 */
export function ensureQueryData<TQueryFnData, TError, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryOptions<TQueryFnData, TError, TQueryFnData, TQueryKey> & { queryKey: TQueryKey },
): Promise<TQueryFnData> {
  return queryClient.query({ ...options, staleTime: 'static' });
}
