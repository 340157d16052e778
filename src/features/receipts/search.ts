/**
 * The receipts list's URL state: `?search=&page=` (searched and paged on the server) and
 * `?start_date=&end_date=` (the payment date, year-month-day). A bad value falls back to none.
 */
import { pageParam, searchParam } from '@/lib/list-search';
import { isoDate, parseSearch } from '@/lib/search-params';

export const parseReceiptsSearch = parseSearch({
  search: searchParam,
  page: pageParam,
  start_date: isoDate,
  end_date: isoDate,
});

export type ReceiptsSearch = ReturnType<typeof parseReceiptsSearch>;
export type ReceiptsSearchPatch = Partial<ReceiptsSearch>;

/** The list call's parameters for the URL state (an end before the start is left out). */
export function receiptsParamsOf(search: ReceiptsSearch) {
  const ordered = !(search.start_date && search.end_date && search.end_date < search.start_date);
  return {
    page: search.page,
    search: search.search,
    start_date: search.start_date,
    end_date: ordered ? search.end_date : undefined,
  };
}
