/**
 * A report's date range, the light part kept in the entry chunk (the route's search schema and
 * loader): the period choices, the presets' ranges and whether a custom range can be reported.
 * The messages, the previous period and the labels are the page's (`periods.ts`). Dates are the
 * wire's year-month-day strings; the arithmetic runs on UTC dates so no time zone shifts a day.
 */
import { isIsoDate, toIsoDate } from '@/lib/dates';
import { PERIOD_CHOICES } from './choices';

export { PERIOD_CHOICES };
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];
export type PeriodPreset = Exclude<PeriodChoice, 'custom'>;

/** The contract's limit on a report's range (start and end included). */
export const MAX_REPORT_DAYS = 366;

export interface DateRange {
  start_date: string;
  end_date: string;
}

const DAY = 86_400_000;

export function utc(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

export function iso(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The first day of the month `offset` months from (year, month index 0-11). */
export function firstOf(year: number, monthIndex: number, offset = 0): string {
  return iso(Date.UTC(year, monthIndex + offset, 1));
}

/** The last day of the month `offset` months from (year, month index 0-11). */
export function lastOf(year: number, monthIndex: number, offset = 0): string {
  return iso(Date.UTC(year, monthIndex + offset + 1, 0));
}

/** Days in a range, both ends included. */
export function daysIn({ start_date, end_date }: DateRange): number {
  return Math.round((utc(end_date) - utc(start_date)) / DAY) + 1;
}

/**
 * A preset's range on `today` (the user's calendar day). Whole months end on the month's last day
 * (this month, last month, this quarter, the last 12 months: the dashboard's 12 months, this one
 * included); year to date ends today.
 */
export function presetRange(preset: PeriodPreset, today: Date = new Date()): DateRange {
  const [year, month] = toIsoDate(today).split('-').map(Number) as [number, number];
  const m = month - 1;
  switch (preset) {
    case 'this-month':
      return { start_date: firstOf(year, m), end_date: lastOf(year, m) };
    case 'last-month':
      return { start_date: firstOf(year, m, -1), end_date: lastOf(year, m, -1) };
    case 'this-quarter': {
      const quarterStart = m - (m % 3);
      return { start_date: firstOf(year, quarterStart), end_date: lastOf(year, quarterStart, 2) };
    }
    case 'year-to-date':
      return { start_date: firstOf(year, 0), end_date: toIsoDate(today) };
    case 'last-12-months':
      return { start_date: firstOf(year, m, -11), end_date: lastOf(year, m) };
  }
}

/** The range the URL state stands for, or null when custom dates cannot be reported (the page says why). */
export function rangeOf(
  choice: PeriodChoice,
  from: string | undefined,
  to: string | undefined,
  today: Date = new Date(),
): DateRange | null {
  if (choice !== 'custom') return presetRange(choice, today);
  if (!from || !to || !isIsoDate(from) || !isIsoDate(to) || to < from) return null;
  const range = { start_date: from, end_date: to };
  return daysIn(range) > MAX_REPORT_DAYS ? null : range;
}
