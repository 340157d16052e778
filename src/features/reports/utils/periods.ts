/**
 * A report's period on the page: the presets' labels, a custom range's rules with their messages
 * (at most 366 days, the contract's limit) and the previous period to compare with. Pure:
 * 'today' is a parameter. The light part (presets, validity) is `range.ts`, in the entry chunk.
 */
import { isIsoDate } from '@/lib/dates';
import {
  MAX_REPORT_DAYS,
  daysIn,
  firstOf,
  iso,
  lastOf,
  presetRange,
  utc,
  type DateRange,
  type PeriodChoice,
  type PeriodPreset,
} from './range';

export {
  MAX_REPORT_DAYS,
  PERIOD_CHOICES,
  daysIn,
  presetRange,
  type DateRange,
  type PeriodChoice,
  type PeriodPreset,
} from './range';

export const PERIOD_PRESETS: readonly { value: PeriodPreset; label: string }[] = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'this-quarter', label: 'This quarter' },
  { value: 'year-to-date', label: 'Year to date' },
  { value: 'last-12-months', label: 'Last 12 months' },
];

const DAY = 86_400_000;

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
