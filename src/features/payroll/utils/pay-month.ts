/**
 * Which payroll entries have been paid for a month, and what Pay all would pay (decision 0019).
 * The server computes `paid_this_month` (this calendar month) and `last_paid_on` (designed fields
 * of Payroll); these helpers only read them. Money stays in decimal strings (minor units inside).
 */
import { currentMonth, monthLabel } from '@/lib/month';
import { compareMoney, sumMoney } from '@/lib/money';
import type { Payroll } from '../api/payroll.queries';

type PaidFields = Pick<Payroll, 'paid_this_month' | 'last_paid_on'>;

/** Something has been paid on the entry this calendar month. */
export const isPaidThisMonth = (row: Pick<Payroll, 'paid_this_month'>): boolean => compareMoney(row.paid_this_month, '0') > 0;

/**
 * A payment dated `date` (year-month-day) would be a second one in its month: this month when
 * something was paid this month, an earlier month when the latest payment was in it.
 */
export function alreadyPaidIn(row: PaidFields, date: string, today: Date = new Date()): boolean {
  const month = date.slice(0, 7);
  if (month === currentMonth(today)) return isPaidThisMonth(row);
  return row.last_paid_on !== null && row.last_paid_on.slice(0, 7) === month;
}

/** What Pay all pays: every active entry with nothing paid this month, in the list's order. */
export const unpaidThisMonth = (rows: readonly Payroll[]): Payroll[] => rows.filter((row) => row.active && !isPaidThisMonth(row));

/** The total of `rows`' amounts per currency, `first` (the business's) first, then by code. */
export function totalsByCurrency(
  rows: readonly Pick<Payroll, 'amount' | 'currency'>[],
  first: string,
): { currency: string; total: string }[] {
  const byCurrency = new Map<string, string[]>();
  for (const row of rows) byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row.amount]);
  return [...byCurrency.entries()]
    .map(([currency, amounts]) => ({ currency, total: sumMoney(amounts) }))
    .sort((a, b) => (a.currency === first ? -1 : b.currency === first ? 1 : a.currency.localeCompare(b.currency)));
}

/** The description Pay all gives each payment: 'November 2026 pay'. */
export const monthPayDescription = (today: Date = new Date()): string => `${monthLabel(currentMonth(today))} pay`;
