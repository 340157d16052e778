/**
 * The transactions list's URL state (issue 16): `?search=&page=&status=&type=&min_amount=&max_amount=&start_date=&end_date=`.
 * The names are the list call's own, so the URL reads like the call. A bad value falls back to none.
 * Kept apart from the page (the route's validateSearch puts this module in the entry chunk).
 */
import { pageParam, searchParam } from '@/lib/list-search';
import { isoDate, oneOf, parseSearch, text } from '@/lib/search-params';

/** A decimal amount (`5000`, `5000.5`, `5000.50`); the router reads `?min_amount=5000` as a number, so numbers are taken too. */
const amountText = text({ trim: true, numbers: true });
const amountParam = (value: unknown): string | undefined => {
  const amount = amountText(value);
  return amount !== undefined && /^\d{1,15}(\.\d{1,2})?$/.test(amount) ? amount : undefined;
};

export const TRANSACTION_STATUSES = ['pending', 'successful', 'failed', 'reversed'] as const;
export const TRANSACTION_TYPES = ['credit', 'debit'] as const;

/** The page's URL state from the raw search (parsed in the page's own chunk, not the entry's; bad values fall back). */
export const parseTransactionsSearch = parseSearch({
  search: searchParam,
  page: pageParam,
  status: oneOf(TRANSACTION_STATUSES),
  type: oneOf(TRANSACTION_TYPES),
  min_amount: amountParam,
  max_amount: amountParam,
  start_date: isoDate,
  end_date: isoDate,
});

export type TransactionsSearch = ReturnType<typeof parseTransactionsSearch>;
export type TransactionsSearchPatch = Partial<TransactionsSearch>;
