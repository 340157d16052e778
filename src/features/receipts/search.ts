/**
 * The receipts list's URL state: `?search=&page=` (searched and paged on the server) and
 * `?start_date=&end_date=` (the payment date, year-month-day). A bad value falls back to none.
 */
import * as v from 'valibot';
import { isIsoDate } from '@/lib/dates';
import { pageParam, searchParam } from '@/lib/list-search';

const dateParam = v.fallback(v.optional(v.pipe(v.string(), v.check(isIsoDate))), undefined);

export const receiptsSearchSchema = v.object({
  search: searchParam,
  page: pageParam,
  start_date: dateParam,
  end_date: dateParam,
});

export type ReceiptsSearch = v.InferOutput<typeof receiptsSearchSchema>;
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
