/**
 * The transactions list's URL state (issue 16): `?search=&page=&status=&type=&min_amount=&max_amount=&start_date=&end_date=`.
 * The names are the list call's own, so the URL reads like the call. A bad value falls back to none.
 * Kept apart from the page (the route's validateSearch puts this module in the entry chunk).
 */
import * as v from 'valibot';
import { isIsoDate } from '@/lib/dates';
import { pageParam, searchParam } from '@/lib/list-search';

const dateParam = v.fallback(v.optional(v.pipe(v.string(), v.check(isIsoDate))), undefined);

/** A decimal amount (`5000`, `5000.5`, `5000.50`); the router reads `?min_amount=5000` as a number, so numbers are taken too. */
const amountParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim()),
      v.check((value) => /^\d{1,15}(\.\d{1,2})?$/.test(value)),
    ),
  ),
  undefined,
);

export const TRANSACTION_STATUSES = ['pending', 'successful', 'failed', 'reversed'] as const;
export const TRANSACTION_TYPES = ['credit', 'debit'] as const;

export const transactionsSearchSchema = v.object({
  search: searchParam,
  page: pageParam,
  status: v.fallback(v.optional(v.picklist(TRANSACTION_STATUSES)), undefined),
  type: v.fallback(v.optional(v.picklist(TRANSACTION_TYPES)), undefined),
  min_amount: amountParam,
  max_amount: amountParam,
  start_date: dateParam,
  end_date: dateParam,
});

export type TransactionsSearch = v.InferOutput<typeof transactionsSearchSchema>;
export type TransactionsSearchPatch = Partial<TransactionsSearch>;

/** The page's URL state from the raw search (parsed in the page's own chunk, not the entry's; bad values fall back). */
export const parseTransactionsSearch = (raw: unknown): TransactionsSearch => v.parse(transactionsSearchSchema, raw ?? {});
