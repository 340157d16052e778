/**
 * Payment terms: the due date of an invoice from its sale date. Dates are year-month-day strings
 * and the arithmetic is on the calendar (UTC), so no time zone can move a day.
 */

/** Days to pay after the sale; 0 is 'on receipt' (due the day of the sale). */
export const PAYMENT_TERMS = [0, 7, 14, 30, 60] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  0: 'Due on receipt',
  7: 'Net 7 (7 days)',
  14: 'Net 14 (14 days)',
  30: 'Net 30 (30 days)',
  60: 'Net 60 (60 days)',
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isPaymentTerms(value: unknown): value is PaymentTerms {
  return (PAYMENT_TERMS as readonly unknown[]).includes(value);
}

/** True for a real calendar date written year-month-day ('2026-02-30' is not). */
export function isDateString(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `date` plus `days` calendar days: addDays('2026-12-25', 7) -> '2027-01-01'. */
export function addDays(date: string, days: number): string {
  if (!isDateString(date)) throw new TypeError(`Not a year-month-day date: ${JSON.stringify(date)}`);
  if (!Number.isSafeInteger(days)) throw new TypeError(`Not a whole number of days: ${days}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(y, m - 1, d + days));
  return moved.toISOString().slice(0, 10);
}

/** The due date for a sale on `saleDate` with `terms` days to pay. */
export function dueDateFor(saleDate: string, terms: PaymentTerms): string {
  return addDays(saleDate, terms);
}

/** The terms that give this due date, or null when it is none of them (a date picked by hand). */
export function termsFor(saleDate: string, dueDate: string): PaymentTerms | null {
  if (!isDateString(saleDate) || !isDateString(dueDate)) return null;
  return PAYMENT_TERMS.find((terms) => dueDateFor(saleDate, terms) === dueDate) ?? null;
}

/** Whole days from `from` to `to` (negative when `to` is earlier): daysBetween('2026-01-30', '2026-03-01') -> 30. */
export function daysBetween(from: string, to: string): number {
  if (!isDateString(from) || !isDateString(to)) throw new TypeError('Dates must be year-month-day.');
  const ms = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}
