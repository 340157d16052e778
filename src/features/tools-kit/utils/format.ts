const DATE_FORMAT = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A year-month-day or a date-time as '14 Feb 2026' ('—' for none). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : DATE_FORMAT.format(date);
}

/** A value or a dash for none ('—'). */
export function orDash(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : value;
}
