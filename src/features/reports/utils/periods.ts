/**
 * A report's date range: the presets, a custom range's rules (at most 366 days, the contract's
 * limit) and the previous period to compare with. Pure: 'today' is a parameter. Dates are the
 * wire's year-month-day strings; the arithmetic runs on UTC dates so no time zone shifts a day.
 */
import { isIsoDate, toIsoDate } from '@/lib/dates';

export const PERIOD_PRESETS = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'this-quarter', label: 'This quarter' },
  { value: 'year-to-date', label: 'Year to date' },
  { value: 'last-12-months', label: 'Last 12 months' },
] as const;

export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['value'];
export type PeriodChoice = PeriodPreset | 'custom';

export const PERIOD_CHOICES: readonly PeriodChoice[] = [...PERIOD_PRESETS.map((preset) => preset.value), 'custom'];

/** The contract's limit on a report's range (start and end included). */
export const MAX_REPORT_DAYS = 366;

export interface DateRange {
  start_date: string;
  end_date: string;
}

const DAY = 86_400_000;

function utc(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function iso(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The first day of the month `offset` months from (year, month index 0-11). */
function firstOf(year: number, monthIndex: number, offset = 0): string {
  return iso(Date.UTC(year, monthIndex + offset, 1));
}

/** The last day of the month `offset` months from (year, month index 0-11). */
function lastOf(year: number, monthIndex: number, offset = 0): string {
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

/** What is wrong with a custom range, per field (none: it can be reported). */
export function checkRange(start: string, end: string): { start_date?: string; end_date?: string } {
  const errors: { start_date?: string; end_date?: string } = {};
  if (!start) errors.start_date = 'Enter the first day of the report.';
  else if (!isIsoDate(start)) errors.start_date = 'Enter a real date.';
  if (!end) errors.end_date = 'Enter the last day of the report.';
  else if (!isIsoDate(end)) errors.end_date = 'Enter a real date.';
  if (errors.start_date || errors.end_date) return errors;
  if (end < start) return { end_date: 'The last day must not be before the first day.' };
  const days = daysIn({ start_date: start, end_date: end });
  if (days > MAX_REPORT_DAYS) {
    return {
      end_date: `A report covers at most ${MAX_REPORT_DAYS} days; this range has ${days}. Choose a later first day or an earlier last day.`,
    };
  }
  return {};
}

const isWholeMonths = ({ start_date, end_date }: DateRange) =>
  start_date.endsWith('-01') && iso(utc(end_date) + DAY).endsWith('-01');

/**
 * The range just before, of the same length: whole calendar months give the same number of whole
 * months before (February after March, the last quarter, the 12 months before); any other range
 * gives the same number of days ending the day before it starts.
 */
export function previousRange(range: DateRange): DateRange {
  if (isWholeMonths(range)) {
    const [startYear, startMonth] = range.start_date.split('-').map(Number) as [number, number];
    const [endYear, endMonth] = range.end_date.split('-').map(Number) as [number, number];
    const months = (endYear - startYear) * 12 + (endMonth - startMonth) + 1;
    return { start_date: firstOf(startYear, startMonth - 1, -months), end_date: lastOf(startYear, startMonth - 1, -1) };
  }
  const end = utc(range.start_date) - DAY;
  return { start_date: iso(end - (daysIn(range) - 1) * DAY), end_date: iso(end) };
}

/** The range a report's URL state stands for, or the field errors of a custom range that cannot be reported. */
export function resolveRange(
  choice: PeriodChoice,
  from: string | undefined,
  to: string | undefined,
  today: Date = new Date(),
): { range: DateRange; errors?: undefined } | { range: null; errors: { start_date?: string; end_date?: string } } {
  if (choice !== 'custom') return { range: presetRange(choice, today) };
  const errors = checkRange(from ?? '', to ?? '');
  if (errors.start_date || errors.end_date) return { range: null, errors };
  return { range: { start_date: from!, end_date: to! } };
}
