/** Year-month helpers ('YYYY-MM', the contracts' Month) for the dashboard and the reports. */

export { monthParam } from './month-param';

/** This month as 'YYYY-MM' (the user's calendar). */
export function currentMonth(today = new Date()): string {
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
}

/** The first and last day of a year-month (dates on the wire are year-month-day). */
export function monthRange(month: string): { start_date: string; end_date: string } {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  return { start_date: `${month}-01`, end_date: `${month}-${String(last).padStart(2, '0')}` };
}

/** The `count` most recent months, newest first, as 'YYYY-MM'. */
export function recentMonths(count: number, today = new Date()): string[] {
  const months: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1));
    months.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

// Creating an Intl.DateTimeFormat costs far more than formatting with one (the dashboard labels
// hundreds of periods): one formatter per locale and style, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, style: 'month' | 'period-month' | 'period-day'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'month'
        ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
        : style === 'period-day'
          ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
          : { month: 'short', year: 'numeric', timeZone: 'UTC' };
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** 'November 2026' for '2026-11'. */
export function monthLabel(month: string, locale = 'en-NG'): string {
  const [year, monthIndex] = month.split('-').map(Number);
  if (!year || !monthIndex) return month;
  return dateFormat(locale, 'month').format(new Date(Date.UTC(year, monthIndex - 1, 1)));
}

/** A breakdown period for axes and tables: '2026-11' -> 'Nov 2026', '2026-11-19' -> '19 Nov'. */
export function periodLabel(period: string, locale = 'en-NG'): string {
  const parts = period.split('-').map(Number);
  const [year, month, day] = parts;
  if (!year || !month) return period;
  const date = new Date(Date.UTC(year, month - 1, day ?? 1));
  return dateFormat(locale, day ? 'period-day' : 'period-month').format(date);
}
