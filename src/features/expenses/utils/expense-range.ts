/**
 * The expenses list's own browser-side logic (the contract gives expenses no page, search or date
 * filter, D6): the date range kept in the URL (`?from=&to=`, year-month-day, either end optional)
 * and the totals per currency of the expenses in view.
 */
import { sumMoney } from '@/lib/money';
import { formatDate } from '@/lib/dates';

export { parseExpensesSearch, type ExpensesSearch } from '../search';

export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** Whether both ends are set the wrong way round (nothing can match). */
export function isReversed({ from, to }: DateRange): boolean {
  return from !== undefined && to !== undefined && from > to;
}

/** Whether a year-month-day date lies in the range (both ends included; a missing end is open). */
export function inRange(date: string, { from, to }: DateRange): boolean {
  return (from === undefined || date >= from) && (to === undefined || date <= to);
}

export interface CurrencyTotal {
  currency: string;
  /** Decimal string, summed on integer minor units (src/lib/money). */
  total: string;
  count: number;
}

/**
 * The sum of `amount` per currency, the business currency first, then by code. Amounts stay
 * decimal strings: no float ever touches them.
 */
export function totalsByCurrency(
  rows: readonly { amount: string; currency: string }[],
  businessCurrency: string,
): CurrencyTotal[] {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const list = groups.get(row.currency) ?? [];
    list.push(row.amount);
    groups.set(row.currency, list);
  }
  return [...groups.entries()]
    .map(([currency, amounts]) => ({ currency, total: sumMoney(amounts), count: amounts.length }))
    .sort((a, b) =>
      a.currency === businessCurrency ? -1 : b.currency === businessCurrency ? 1 : a.currency.localeCompare(b.currency),
    );
}

/** How the range reads in a sentence: 'from 1 Nov 2026 to 30 Nov 2026', 'until 30 Nov 2026', ''. */
export function rangeText({ from, to }: DateRange): string {
  if (from && to) return from === to ? `on ${formatDate(from)}` : `from ${formatDate(from)} to ${formatDate(to)}`;
  if (from) return `from ${formatDate(from)}`;
  if (to) return `until ${formatDate(to)}`;
  return '';
}
