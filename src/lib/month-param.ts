/** Kept apart from month.ts: route search parsers (in the entry chunk) need only this. */
import { matching } from './search-params';

/** A `?month=` search value (year-month); anything else falls back to none. */
export const monthParam = matching(/^\d{4}-(0[1-9]|1[0-2])$/);
