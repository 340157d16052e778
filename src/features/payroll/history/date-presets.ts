/**
 * Date range presets of the payroll history filter, in the user's calendar: this month, last
 * month, the last 3 and 12 months (this month included), this year and last year. Each is a
 * year-month-day range, both ends included.
 */
import { toIsoDate } from '@/lib/dates';

export type PresetId = 'this-month' | 'last-month' | 'last-3-months' | 'last-12-months' | 'this-year' | 'last-year';

export interface DateRange {
  start_date: string;
  end_date: string;
}

export const PRESETS: readonly { id: PresetId; label: string }[] = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'last-3-months', label: 'Last 3 months' },
  { id: 'last-12-months', label: 'Last 12 months' },
  { id: 'this-year', label: 'This year' },
  { id: 'last-year', label: 'Last year' },
];

/** The first day of the month `offset` months from `today`'s (local calendar). */
const monthStart = (today: Date, offset: number) => new Date(today.getFullYear(), today.getMonth() + offset, 1);
/** The last day of the month `offset` months from `today`'s. */
const monthEnd = (today: Date, offset: number) => new Date(today.getFullYear(), today.getMonth() + offset + 1, 0);

/** The range of a preset on `today`. */
export function presetRange(id: PresetId, today = new Date()): DateRange {
  const range = (start: Date, end: Date) => ({ start_date: toIsoDate(start), end_date: toIsoDate(end) });
  switch (id) {
    case 'this-month':
      return range(monthStart(today, 0), monthEnd(today, 0));
    case 'last-month':
      return range(monthStart(today, -1), monthEnd(today, -1));
    case 'last-3-months':
      return range(monthStart(today, -2), monthEnd(today, 0));
    case 'last-12-months':
      return range(monthStart(today, -11), monthEnd(today, 0));
    case 'this-year':
      return range(new Date(today.getFullYear(), 0, 1), new Date(today.getFullYear(), 11, 31));
    case 'last-year':
      return range(new Date(today.getFullYear() - 1, 0, 1), new Date(today.getFullYear() - 1, 11, 31));
  }
}

/** The preset a range is exactly (for the picker to show it), or undefined. */
export function presetOf(range: Partial<DateRange>, today = new Date()): PresetId | undefined {
  return PRESETS.find(({ id }) => {
    const preset = presetRange(id, today);
    return preset.start_date === range.start_date && preset.end_date === range.end_date;
  })?.id;
}
