/**
 * The debtors list's arithmetic-free helpers: sorting (amounts compared only within one currency,
 * never across), the currencies present, and reminder times as people read them.
 */
import { compareMoney } from '@/lib/money';
import type { Debtor } from '../api/debtors.queries';
import type { DebtorSort } from '../search';

/** A row's key: a customer owing in two currencies is two rows with the same id. */
export const debtorKey = (row: Pick<Debtor, 'id' | 'currency'>) => `${row.id}-${row.currency}`;

/** The currencies of the rows, in the server's order (the business currency first). */
export function currenciesOf(rows: readonly Pick<Debtor, 'currency'>[]): string[] {
  return [...new Set(rows.map((row) => row.currency))];
}

const byOldest = (a: Debtor, b: Debtor) => {
  if (a.oldest_due_date === b.oldest_due_date) return 0;
  if (a.oldest_due_date === null) return 1;
  if (b.oldest_due_date === null) return -1;
  return a.oldest_due_date < b.oldest_due_date ? -1 : 1;
};

/**
 * The rows in the chosen order (stable: ties keep the server's order). 'owed' keeps each currency
 * together (the server's currency order) and the most owed first within it: amounts in different
 * currencies are never compared.
 */
export function sortDebtors(rows: readonly Debtor[], sort: DebtorSort | undefined): Debtor[] {
  const order = new Map(currenciesOf(rows).map((currency, index) => [currency, index]));
  const indexed = rows.map((row, index) => ({ row, index }));
  const compare = (a: Debtor, b: Debtor): number => {
    switch (sort) {
      case 'oldest':
        return byOldest(a, b);
      case 'overdue':
        return b.days_overdue - a.days_overdue || byOldest(a, b);
      default:
        return (order.get(a.currency) ?? 0) - (order.get(b.currency) ?? 0) || compareMoney(b.total_owed, a.total_owed);
    }
  };
  return indexed.sort((a, b) => compare(a.row, b.row) || a.index - b.index).map(({ row }) => row);
}

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 hours ago', 'yesterday', 'in 5 hours'; under a minute 'just now' (an unreadable value as it is). */
export function relativeTime(value: string, now: number = Date.now()): string {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return value;
  const seconds = Math.round((at - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return RELATIVE.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** 'Not yet due', '1 day overdue', '23 days overdue': the words say what the number counts. */
export const overdueText = (days: number) => (days <= 0 ? 'Not yet due' : `${days} day${days === 1 ? '' : 's'} overdue`);
