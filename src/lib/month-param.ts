/** Kept apart from month.ts: route search schemas (in the entry chunk) need only this. */
import * as v from 'valibot';

/** A `?month=` search value (year-month); anything else falls back to none. */
export const monthParam = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined);
