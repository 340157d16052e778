/**
 * The payroll history list (designed, issue 14, decision 0020): payroll payments at the locations
 * in scope (D5), filtered by `search` (staff name, description), `start_date`/`end_date` (the
 * payment's `date`, both ends included) and paged on the server; and the same selection added up
 * per calendar month, in the business currency only (payments in another currency are counted
 * apart, never added).
 */
import { fromMinor, toMinor } from '../../money';
import { matches } from '../../table';
import { enter } from './access';
import type { Deps, Handlers } from './context';
import { pageOf } from './crud';
import { checkRange } from './invoices';
import { historyView } from './payroll';
import { rowsOf, type BusinessStore, type Schemas } from './store';

type PayrollHistory = Schemas['PayrollHistory'];

export interface HistoryFilters {
  search?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

/** The payments of `business` at `scope` the filters select, newest payment date first. */
export function selectHistories(
  store: BusinessStore,
  business: number,
  scope: ReadonlySet<number>,
  { search, start_date, end_date }: HistoryFilters,
): PayrollHistory[] {
  checkRange(start_date, end_date);
  return rowsOf(store.payrollHistories, business)
    .filter((h) => (start_date === undefined || h.date >= start_date) && (end_date === undefined || h.date <= end_date))
    .map((row) => historyView(store, row))
    .filter(
      (h) =>
        scope.has(h.location) &&
        matches(search, h.staff.first_name, h.staff.last_name, `${h.staff.first_name} ${h.staff.last_name}`, h.description),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** Per month ('YYYY-MM'), newest first: the total in `currency` and how many payments made it. */
export function monthlyTotals(rows: readonly PayrollHistory[], currency: string): Schemas['PayrollMonthlyTotals'] {
  const months = new Map<string, { total: bigint; count: number }>();
  let other = 0;
  for (const row of rows) {
    if (row.currency !== currency) {
      other += 1;
      continue;
    }
    const month = row.date.slice(0, 7);
    const sum = months.get(month) ?? { total: 0n, count: 0 };
    sum.total += toMinor(row.amount);
    sum.count += 1;
    months.set(month, sum);
  }
  return {
    currency,
    months: [...months.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([month, { total, count }]) => ({ month, total: fromMinor(total), count })),
    other_currency_count: other,
  };
}

/** The list and its monthly totals (payroll.ts answers the payments themselves). */
export function payrollHistoryHandlers({ store }: Deps): Handlers<'listPayrollHistories' | 'getPayrollHistoryMonthlyTotals'> {
  return {
    listPayrollHistories: (req) => {
      const { business, scope } = enter(store, req, 'listPayrollHistories');
      const rows = selectHistories(store, business.id, scope, req.query);
      return { status: 200, body: pageOf(rows, req.query, req.url) };
    },
    getPayrollHistoryMonthlyTotals: (req) => {
      const { business, scope } = enter(store, req, 'getPayrollHistoryMonthlyTotals');
      const rows = selectHistories(store, business.id, scope, req.query);
      return { status: 200, body: monthlyTotals(rows, business.currency) };
    },
  };
}
