/**
 * The debtors list's URL state: `?search=&page=` (searched and paged in the browser over the
 * location's whole list, D6), `?currency=NGN` (one currency's debts) and `?sort=oldest|overdue`
 * (default: as the server orders them, the business currency first, then most owed). A bad value
 * falls back to the default.
 */
import * as v from 'valibot';
import { pageParam, searchParam } from '@/lib/list-search';

export const DEBTOR_SORTS = ['owed', 'oldest', 'overdue'] as const;
export type DebtorSort = (typeof DEBTOR_SORTS)[number];

/** A currency code (ISO 4217), upper case; anything else means no filter. */
export const currencyParam = v.fallback(v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/))), undefined);

export const debtorsSearchSchema = v.object({
  search: searchParam,
  page: pageParam,
  currency: currencyParam,
  sort: v.fallback(v.optional(v.picklist(DEBTOR_SORTS)), undefined),
});

export type DebtorsSearch = v.InferOutput<typeof debtorsSearchSchema>;
export type DebtorsSearchPatch = Partial<DebtorsSearch>;

/** The debtor page's URL state: which of the customer's debts (`?currency=`; absent: the server's default). */
export const debtorSearchSchema = v.object({ currency: currencyParam });
export type DebtorSearch = v.InferOutput<typeof debtorSearchSchema>;
