/**
 * The statement page's URL state: `?start_date=&end_date=` (year-month-day, both included). Absent
 * or bad values fall back to none, and the page then shows this month so far.
 */
import * as v from 'valibot';
import { isIsoDate } from '@/lib/dates';

const dateParam = v.fallback(v.optional(v.pipe(v.string(), v.check(isIsoDate))), undefined);

export const statementSearchSchema = v.object({ start_date: dateParam, end_date: dateParam });

export type StatementSearch = v.InferOutput<typeof statementSearchSchema>;

/** The page's URL state from the raw search (parsed in the page's own chunk, not the entry's; bad values fall back). */
export const parseStatementSearch = (raw: unknown): StatementSearch => v.parse(statementSearchSchema, raw ?? {});
