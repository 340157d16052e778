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
