/**
 * URL search values for the routes' `validateSearch`, as plain functions: every route config is in
 * the entry chunk (every page's first load), and the forms' validation library stays out of it
 * (issue 21). Each parser takes one raw value as the router parsed it (`?page=2` arrives as a
 * number, `?low=true` as a boolean, anything unquoted as text) and gives the value, or undefined
 * when it is absent or malformed: a bad value falls back to none instead of failing the route, so a
 * hand-edited or stale link still opens the page.
 */
import { isIsoDate } from './dates';

/** One search value's parser: the value, or undefined for none. */
export type SearchParam<T> = (value: unknown) => T | undefined;

type ParamsShape = Record<string, SearchParam<unknown>>;

/** The URL state a set of parsers gives: every value optional. */
export type SearchOf<P extends ParamsShape> = { [K in keyof P]?: P[K] extends SearchParam<infer T> ? T : never };

/**
 * A route's `validateSearch` from one parser per search value. A value in the URL is given as its
 * parser reads it, and a bad one as undefined: the router lays the validated search over the raw
 * one, so a key left out would let the raw value through (`?redirect=https://evil.example`).
 * Values the parsers do not name are not kept.
 */
export function parseSearch<P extends ParamsShape>(params: P): (raw: unknown) => SearchOf<P> {
  return (raw) => {
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const key of Object.keys(params)) {
      if (Object.hasOwn(input, key)) output[key] = params[key]?.(input[key]);
    }
    return output as SearchOf<P>;
  };
}

/** A number the router read (not NaN). */
export const anyNumber: SearchParam<number> = (value) => (typeof value === 'number' && !Number.isNaN(value) ? value : undefined);

/** A whole number from 1 up: a page, an id. */
export const positiveInt: SearchParam<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;

/** `true` only (`?new=true`, `?low=true`). */
export const trueOnly: SearchParam<true> = (value) => (value === true ? true : undefined);

/** `true` or `false`. */
export const boolean: SearchParam<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** One of `values`, exactly. */
export function oneOf<const T extends string>(values: readonly T[]): SearchParam<T> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as T) : undefined);
}

/** Text matching `pattern` (anchor it). */
export function matching(pattern: RegExp): SearchParam<string> {
  return (value) => (typeof value === 'string' && pattern.test(value) ? value : undefined);
}

/** A real calendar date written year-month-day ('2024-02-29' yes, '2023-02-29' no). */
export const isoDate: SearchParam<string> = (value) => (typeof value === 'string' && isIsoDate(value) ? value : undefined);

interface TextRules {
  /** Longest accepted, after trimming: a longer value is dropped (not cut). */
  max?: number;
  /** Trim spaces first. */
  trim?: boolean;
  /** Drop a value that is empty (after trimming). */
  nonBlank?: boolean;
  /** Take a number as its text too (the router reads `?tag=2024` as a number). */
  numbers?: boolean;
}

/** Text by `rules`; any text when none are given. */
export function text({ max = Infinity, trim = false, nonBlank = false, numbers = false }: TextRules = {}): SearchParam<string> {
  return (value) => {
    if (typeof value !== 'string' && !(numbers && typeof value === 'number' && !Number.isNaN(value))) return undefined;
    const result = trim ? String(value).trim() : String(value);
    return result.length > max || (nonBlank && !result) ? undefined : result;
  };
}

/**
 * A list's `?search=`: trimmed text, cut to 200 characters (the contract's limit); blank means
 * none. The router reads `?search=123` as a number, so a number is taken back as its text.
 */
export const searchText: SearchParam<string> = (value) => {
  if (typeof value !== 'string' && !(typeof value === 'number' && !Number.isNaN(value))) return undefined;
  return String(value).trim().slice(0, 200) || undefined;
};
