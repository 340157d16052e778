/** A whole list, searched and paged in the browser (D6): see use-list.ts. */
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { pageInBrowser, type BrowserPageOptions } from '@/lib/browser-paging';
import { useGroupedPlaceholder, viewOf, type ListView, type ViewGroup } from './use-list';

export type BrowserListOptions<TRow> = Omit<BrowserPageOptions<TRow>, 'page' | 'search'> &
  ViewGroup & {
    page: number | undefined;
    search: string | undefined;
  };

/**
 * A whole list, searched and paged in the browser (D6). `options` may `select` the rows out of
 * an envelope (`page=all`).
 */
export function useBrowserList<TQueryFnData, TRow, TError, TKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, readonly TRow[], TKey>,
  { group = '', ...browse }: BrowserListOptions<TRow>,
): ListView<TRow> {
  const query = useQuery({ ...options, placeholderData: keepPreviousData, meta: { ...options.meta, silent: true } });
  const otherGroup = useGroupedPlaceholder(query, group);
  const data = query.data;
  return viewOf(query, data ? pageInBrowser(data, browse) : undefined, otherGroup, {
    rows: [],
    total: 0,
    page: browse.page ?? 1,
    pageSize: browse.pageSize ?? 1,
  });
}
