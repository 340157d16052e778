/**
 * Value checks shared by every service's tests: the formats the contracts declare (openapi/components)
 * and the small helpers that make request values unique or comparable.
 */
import { expect } from 'vitest';

export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A decimal string in major units with at most two decimals (never a number). */
export const MONEY = /^-?\d{1,15}(\.\d{1,2})?$/;
export const CURRENCY = /^[A-Z]{3}$/;
export const PHONE = /^(\+[1-9]\d{7,14}|0[789][01]\d{8})$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A review rating from 0.0 to 5.0, one decimal. */
export const RATING = /^([0-4]\.\d|5\.0)$/;
/** A percentage from 0 to 100 with at most two decimals (VAT, commission). */
export const PERCENT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

/** A unique suffix, so names that must be unique do not clash between tests and runs. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A calendar date (UTC year-month-day) `days` from today. */
export const day = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A money string in integer minor units (kobo, cents), so sums compare exactly. */
export function cents(value: string): number {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const n = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -n : n;
}

/** The sum of money strings, in minor units. */
export const sumCents = (amounts: readonly string[]) => amounts.reduce((total, amount) => total + cents(amount), 0);

export function expectId(value: unknown): void {
  expect(Number.isInteger(value)).toBe(true);
  expect(value as number).toBeGreaterThanOrEqual(1);
}

export function expectDateTime(value: unknown): void {
  expect(value).toMatch(ISO_DATE_TIME);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

export function expectDate(value: unknown): void {
  expect(value).toMatch(ISO_DATE);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

/** A string that parses as an absolute URL. */
export function expectUrl(value: unknown): void {
  expect(value).toEqual(expect.any(String));
  expect(() => new URL(value as string)).not.toThrow();
}

/** A string with something other than white space in it. */
export function expectNonEmpty(value: unknown): void {
  expect(value).toEqual(expect.any(String));
  expect((value as string).trim().length).toBeGreaterThan(0);
}

export function expectNullableString(value: unknown): void {
  expect(value === null || typeof value === 'string').toBe(true);
}

export function expectNullableUrl(value: string | null): void {
  if (value !== null) expectUrl(value);
}

export function expectNullablePhone(value: string | null): void {
  if (value !== null) expect(value).toMatch(PHONE);
}

export function expectNullableEmail(value: string | null): void {
  if (value !== null) expect(value).toMatch(EMAIL);
}

/** A `{count, next, previous, results}` envelope (decision D6), each result checked by `each`. */
export function expectPage<T>(
  page: { count: number; next: string | null; previous: string | null; results: T[] },
  each: (item: T) => void,
): void {
  expect(Number.isInteger(page.count)).toBe(true);
  expect(page.count).toBeGreaterThanOrEqual(page.results.length);
  expectNullableUrl(page.next);
  expectNullableUrl(page.previous);
  expect(Array.isArray(page.results)).toBe(true);
  page.results.forEach(each);
}

/** A plain list answer: an array with at least one item, each checked by `each`. */
export function expectList<T>(items: T[], each: (item: T) => void): void {
  expect(Array.isArray(items)).toBe(true);
  expect(items.length).toBeGreaterThan(0);
  items.forEach(each);
}

/** The record an operation on `id` answered: its shape, and that it is that record. */
export function expectRecord<T extends { id: unknown }>(record: T, id: T['id'], shape: (record: T) => void): void {
  shape(record);
  expect(record.id).toBe(id);
}
