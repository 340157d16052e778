/**
 * The expenses page's URL state, apart from the totals maths (utils/expense-range.ts) so the
 * route config in the entry chunk carries only the schema.
 */
import * as v from 'valibot';
import { isIsoDate } from '@/lib/dates';
import { listSearchEntries } from '@/lib/list-search';

/** `?from=` / `?to=`: a real calendar date, else dropped (a stale link still opens the page). */
const dateParam = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.check((value) => isIsoDate(value)),
    ),
  ),
  undefined,
);

/** `?search=&page=&tab=&from=&to=` of the expenses page. */
export const expensesSearchSchema = v.object({ ...listSearchEntries, from: dateParam, to: dateParam });
export type ExpensesSearch = v.InferOutput<typeof expensesSearchSchema>;
