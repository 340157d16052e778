/**
 * Calendar dates on the wire ('YYYY-MM-DD'). Kept apart from the date picker so that search
 * schemas in the route tree (part of every page's first load) do not pull the picker's UI in.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written year-month-day ('2024-02-29' yes, '2023-02-29' no). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A local calendar date as 'YYYY-MM-DD' (today by default), without time-zone shifts. */
export function toIsoDate(date: Date = new Date()): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

// Formatters are made on first use, not at import: this module is in the entry chunk, and the
// first Intl.DateTimeFormat of a page costs tens of milliseconds at phone speed (decision 0036).
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

// In UTC: a year-month-day is midnight UTC, so a local time zone west of UTC would show the day before.
const DATE_FORMAT = () =>
  (dateFormat ??= new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));

/** A year-month-day or a date-time as '14 Feb 2026' ('—' for none; an unreadable value as it is). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : DATE_FORMAT().format(date);
}

const DATE_TIME_FORMAT = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** A moment as '20 Nov 2026, 17:45' in the user's own time zone ('—' for none). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE_TIME_FORMAT().format(date);
}
