/**
 * The invoice list's URL state (issue 13, item 2): `?search=&page=` plus the designed filters of
 * `listInvoices`: `?state=` (one invoice state), `?start_date=&end_date=` (the sale date, both
 * included, year-month-day) and `?customer=<id>`. A bad value falls back to no filter. Invoices
 * have no `active` (they are cancelled, not removed), so there are no tabs.
 */
import { pageParam, searchParam } from '@/lib/list-search';
import { isoDate, oneOf, parseSearch, positiveInt } from '@/lib/search-params';

export const INVOICE_STATES = ['draft', 'unpaid', 'partially_paid', 'paid', 'overdue', 'cancelled'] as const;

export const parseInvoicesSearch = parseSearch({
  search: searchParam,
  page: pageParam,
  state: oneOf(INVOICE_STATES),
  start_date: isoDate,
  end_date: isoDate,
  customer: positiveInt,
});

export type InvoicesSearch = ReturnType<typeof parseInvoicesSearch>;
export type InvoicesSearchPatch = Partial<InvoicesSearch>;

/** The filters beyond search that are set. */
export function invoiceFilterCount(search: InvoicesSearch): number {
  return [search.state, search.start_date, search.end_date, search.customer].filter((value) => value !== undefined).length;
}
