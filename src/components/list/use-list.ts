/**
 * The two ways a list page gets its rows, as one `ListView` the list scaffold renders:
 * - `useServerList`: the server pages and searches (`{count, next, previous, results}`);
 * - `useBrowserList` (use-browser-list.ts, apart so a server-paged list's first load does not
 *   carry it): the contract gives no `page`/`search`, so the whole list is fetched and searched
 *   and paged here (D6).
 * Both keep the previous rows on screen while the next page or search loads, but never show one
 * tab's rows under the other tab (`group`).
 */
import { useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import { fromEnvelope, type ListPage, type PageEnvelope } from '@/lib/paging';

export type ListStatus = 'loading' | 'error' | 'ready';

/** What a list scaffold needs to render one list. */
export interface ListView<TRow> extends ListPage<TRow> {
  status: ListStatus;
  /** The failure's message when `status` is 'error'. */
  error: string | null;
  /** A newer page or search is loading while these rows stay on screen. */
  isRefreshing: boolean;
  retry: () => void;
}

export interface ViewGroup {
  /** Rows of another group (the other tab) are never shown while this group loads. */
  group?: string;
}

/**
 * Keeps the previous data while a new key loads, except across groups: returns whether the data
 * on screen belongs to another group (then the list shows its loading state instead).
 */
export function useGroupedPlaceholder(query: UseQueryResult<unknown, unknown>, group: string): boolean {
  const [settledGroup, setSettledGroup] = useState(group);
  if (!query.isPlaceholderData && query.data !== undefined && settledGroup !== group) setSettledGroup(group);
  return query.isPlaceholderData && settledGroup !== group;
}

export function viewOf<TRow>(
  query: UseQueryResult<unknown, unknown>,
  page: ListPage<TRow> | undefined,
  otherGroup: boolean,
  empty: ListPage<TRow>,
): ListView<TRow> {
  const retry = () => void query.refetch();
  if (page === undefined || otherGroup) {
    if (query.isError && !otherGroup) {
      return { ...empty, status: 'error', error: toApiError(query.error).message, isRefreshing: false, retry };
    }
    return { ...empty, status: 'loading', error: null, isRefreshing: false, retry };
  }
  if (query.isError && !query.isPlaceholderData) {
    return { ...page, status: 'error', error: toApiError(query.error).message, isRefreshing: false, retry };
  }
  return { ...page, status: 'ready', error: null, isRefreshing: query.isPlaceholderData, retry };
}

export interface ServerListOptions extends ViewGroup {
  /** The page the URL asks for (1-based; undefined = 1). */
  page: number | undefined;
}

/**
 * A server-paged list. `options` are the list call's query options (from `$api.queryOptions`);
 * errors are shown in the table (with Retry), so they are not toasted as well.
 */
export function useServerList<TRow, TError, TKey extends QueryKey>(
  options: UseQueryOptions<PageEnvelope<TRow>, TError, PageEnvelope<TRow>, TKey>,
  { page, group = '' }: ServerListOptions,
): ListView<TRow> {
  const query = useQuery({ ...options, placeholderData: keepPreviousData, meta: { ...options.meta, silent: true } });
  const otherGroup = useGroupedPlaceholder(query, group);
  const data = query.data;
  return viewOf(query, data ? fromEnvelope(data, page) : undefined, otherGroup, {
    rows: [],
    total: 0,
    page: page ?? 1,
    pageSize: 1,
  });
}
