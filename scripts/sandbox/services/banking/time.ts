/** Days and months in an account's time zone (Africa/Lagos for NGN, America/New_York for USD). */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in `zone`. */
export function dayIn(zone: string, instant: string | Date): string {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

export const monthIn = (zone: string, instant: string | Date): string => dayIn(zone, instant).slice(0, 7);

/** Whole days from `start` to `end` (YYYY-MM-DD). */
export const daysBetween = (start: string, end: string): number => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);

/** A real calendar date (the format check lets 2026-02-31 through). */
export function isRealDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}
