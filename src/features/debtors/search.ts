/**
 * The debtors list's URL state: `?search=&page=` (searched and paged in the browser over the
 * location's whole list, D6), `?currency=NGN` (one currency's debts) and `?sort=oldest|overdue`
 * (default: as the server orders them, the business currency first, then most owed). A bad value
 * falls back to the default.
 */
import { pageParam, searchParam } from '@/lib/list-search';
import { oneOf, parseSearch } from '@/lib/search-params';

export const DEBTOR_SORTS = ['owed', 'oldest', 'overdue'] as const;
export type DebtorSort = (typeof DEBTOR_SORTS)[number];

/** A currency code (ISO 4217), upper case; anything else means no filter. */
export const currencyParam = (value: unknown): string | undefined => {
  const code = typeof value === 'string' ? value.toUpperCase() : undefined;
  return code !== undefined && /^[A-Z]{3}$/.test(code) ? code : undefined;
};

export const parseDebtorsSearch = parseSearch({
  search: searchParam,
  page: pageParam,
  currency: currencyParam,
  sort: oneOf(DEBTOR_SORTS),
});

export type DebtorsSearch = ReturnType<typeof parseDebtorsSearch>;
export type DebtorsSearchPatch = Partial<DebtorsSearch>;

/** The debtor page's URL state: which of the customer's debts (`?currency=`; absent: the server's default). */
export const parseDebtorSearch = parseSearch({ currency: currencyParam });
export type DebtorSearch = ReturnType<typeof parseDebtorSearch>;
