/**
 * The expenses page's URL state, apart from the totals maths (utils/expense-range.ts) so the
 * route config in the entry chunk carries only the schema.
 */
import { listSearchEntries } from '@/lib/list-search';
import { isoDate, parseSearch } from '@/lib/search-params';

/**
 * `?search=&page=&tab=&from=&to=` of the expenses page; `from` and `to` are real calendar dates,
 * else dropped (a stale link still opens the page).
 */
export const parseExpensesSearch = parseSearch({ ...listSearchEntries, from: isoDate, to: isoDate });
export type ExpensesSearch = ReturnType<typeof parseExpensesSearch>;
