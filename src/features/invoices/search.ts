/**
 * The invoice list's URL state (issue 13, item 2): `?search=&page=` plus the designed filters of
 * `listInvoices`: `?state=` (one invoice state), `?start_date=&end_date=` (the sale date, both
 * included, year-month-day) and `?customer=<id>`. A bad value falls back to no filter. Invoices
 * have no `active` (they are cancelled, not removed), so there are no tabs.
 */
import * as v from 'valibot';
import { isIsoDate } from '@/lib/dates';
import { pageParam, searchParam } from '@/lib/list-search';

export const INVOICE_STATES = ['draft', 'unpaid', 'partially_paid', 'paid', 'overdue', 'cancelled'] as const;

const dateParam = v.fallback(v.optional(v.pipe(v.string(), v.check(isIsoDate))), undefined);

export const invoicesSearchSchema = v.object({
  search: searchParam,
  page: pageParam,
  state: v.fallback(v.optional(v.picklist(INVOICE_STATES)), undefined),
  start_date: dateParam,
  end_date: dateParam,
  customer: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export type InvoicesSearch = v.InferOutput<typeof invoicesSearchSchema>;
export type InvoicesSearchPatch = Partial<InvoicesSearch>;

/** The filters beyond search that are set. */
export function invoiceFilterCount(search: InvoicesSearch): number {
  return [search.state, search.start_date, search.end_date, search.customer].filter((value) => value !== undefined).length;
}
