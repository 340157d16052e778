/**
 * The payroll history list's URL state: `?search=&page=` (searched and paged on the server) and
 * `?start_date=&end_date=` (the payment date, year-month-day, both ends included). A bad value
 * falls back to none. Kept light: route configs import it through the feature's index.
 */
import { pageParam, searchParam } from '@/lib/list-search';
import { isoDate, parseSearch } from '@/lib/search-params';

export const parsePayrollHistorySearch = parseSearch({
  search: searchParam,
  page: pageParam,
  start_date: isoDate,
  end_date: isoDate,
});

export type PayrollHistorySearch = ReturnType<typeof parsePayrollHistorySearch>;
export type PayrollHistorySearchPatch = Partial<PayrollHistorySearch>;

/** An end before the start (the page says so at the field; the call leaves the end out). */
export function isBackwards(search: Pick<PayrollHistorySearch, 'start_date' | 'end_date'>): boolean {
  return Boolean(search.start_date && search.end_date && search.end_date < search.start_date);
}

/** The filters both calls (the list and the monthly totals) send for the URL state. */
export function payrollHistoryFiltersOf(search: PayrollHistorySearch) {
  return {
    search: search.search,
    start_date: search.start_date,
    end_date: isBackwards(search) ? undefined : search.end_date,
  };
}

/** The list call's parameters: the filters and the page. */
export function payrollHistoryParamsOf(search: PayrollHistorySearch) {
  return { ...payrollHistoryFiltersOf(search), page: search.page };
}
