/**
 * The statement page's URL state: `?start_date=&end_date=` (year-month-day, both included). Absent
 * or bad values fall back to none, and the page then shows this month so far.
 */
import { isoDate, parseSearch } from '@/lib/search-params';

/** The page's URL state from the raw search (parsed in the page's own chunk, not the entry's; bad values fall back). */
export const parseStatementSearch = parseSearch({ start_date: isoDate, end_date: isoDate });

export type StatementSearch = ReturnType<typeof parseStatementSearch>;
