/**
 * Dashboard figures, computed from the records at the locations in scope (D5), in the business
 * currency (amounts are summed as recorded):
 * - sales: receipts by date, only those in the business currency (issue 13: currencies are never
 *   added together), each the amount applied to its invoice (change handed back excluded);
 *   expenses: active expenses by expense_date; payroll paid: payroll
 *   payments by date; profit: sales - (expenses + payroll paid), per period;
 * - inventory worth: quantity x cost_price of active products now; its breakdown is the value of
 *   the stock added (items created) per period.
 * With `month`: one point per day of that month; without: one per month of the last 12 months
 * (this month included), oldest first. Totals are the sums of their breakdowns.
 */
import { fromMinor, multiplyMoney, toMinor } from '../../money';
import { enter } from './access';
import { appliedOf } from './invoices';
import type { Deps, Handlers } from './context';
import { rowsOf, type BusinessStore, type Schemas } from './store';

/** Something that moved money on a date. */
export interface Movement {
  date: string;
  amount: string;
}

export interface Scope {
  store: BusinessStore;
  business: number;
  locations: ReadonlySet<number>;
}

/** Money received (applied to invoices; change handed back excluded), in the business currency only. */
export const salesOf = ({ store, business, locations }: Scope): Movement[] => {
  const currency = store.businesses.get(business)?.currency;
  return rowsOf(store.receipts, business)
    .filter((r) => r.currency === currency && locations.has(r.location))
    .map((r) => ({ date: r.date, amount: appliedOf(r) }));
};

export const expensesOf = ({ store, business, locations }: Scope) =>
  rowsOf(store.expenses, business)
    .filter((e) => e.active && locations.has(e.location))
    .map((e) => ({ ...e, date: e.expense_date }));

export const payrollPaidOf = ({ store, business, locations }: Scope) =>
  rowsOf(store.payrollHistories, business).flatMap((h) => {
    const payroll = store.payrolls.get(h.payroll);
    return payroll && locations.has(payroll.location) ? [{ ...h, _staff: payroll._staff }] : [];
  });

export const stockOf = ({ store, business, locations }: Scope) =>
  rowsOf(store.inventory, business).filter((i) => i.active && i.type === 'product' && locations.has(i.location));

export const stockValue = (item: { quantity: number; cost_price: string }): string =>
  multiplyMoney(item.cost_price, item.quantity);

export const sumOf = (movements: Movement[]): bigint => movements.reduce((sum, m) => sum + toMinor(m.amount), 0n);

const pad = (n: number) => String(n).padStart(2, '0');

/** The periods of a figure: the days of `month`, or the last 12 months up to `today`. */
export function periodsOf(month: string | undefined, on = new Date()): string[] {
  if (month) {
    const [year = 1970, m = 1] = month.split('-').map(Number);
    const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
    return Array.from({ length: days }, (_, i) => `${month}-${pad(i + 1)}`);
  }
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(on.getUTCFullYear(), on.getUTCMonth() - 11 + i, 1));
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
  });
}

/** Amounts per period (a date belongs to the period it starts with), in minor units. */
function perPeriod(periods: string[], movements: Movement[]): bigint[] {
  return periods.map((period) => sumOf(movements.filter((m) => m.date.startsWith(period))));
}

function statistic(
  currency: string,
  month: string | undefined,
  periods: string[],
  amounts: bigint[],
  total?: bigint,
): Schemas['Statistic'] {
  return {
    currency,
    month: month ?? null,
    total: fromMinor(total ?? amounts.reduce((a, b) => a + b, 0n)),
    breakdown: periods.map((period, i) => ({ period, amount: fromMinor(amounts[i]!) })),
  };
}

export function statisticHandlers({
  store,
}: Deps): Handlers<'getTotalSales' | 'getTotalExpenses' | 'getTotalInventoryWorth' | 'getTotalPayrollPaid' | 'getTotalProfits'> {
  const scopeOf = (business: number, locations: ReadonlySet<number>): Scope => ({ store, business, locations });
  return {
    getTotalSales: (req) => {
      const { business, scope } = enter(store, req, 'getTotalSales');
      const periods = periodsOf(req.query.month);
      return {
        status: 200,
        body: statistic(business.currency, req.query.month, periods, perPeriod(periods, salesOf(scopeOf(business.id, scope)))),
      };
    },
    getTotalExpenses: (req) => {
      const { business, scope } = enter(store, req, 'getTotalExpenses');
      const periods = periodsOf(req.query.month);
      return {
        status: 200,
        body: statistic(business.currency, req.query.month, periods, perPeriod(periods, expensesOf(scopeOf(business.id, scope)))),
      };
    },
    getTotalPayrollPaid: (req) => {
      const { business, scope } = enter(store, req, 'getTotalPayrollPaid');
      const periods = periodsOf(req.query.month);
      return {
        status: 200,
        body: statistic(
          business.currency,
          req.query.month,
          periods,
          perPeriod(periods, payrollPaidOf(scopeOf(business.id, scope))),
        ),
      };
    },
    getTotalInventoryWorth: (req) => {
      const { business, scope } = enter(store, req, 'getTotalInventoryWorth');
      const periods = periodsOf(req.query.month);
      const items = stockOf(scopeOf(business.id, scope)).map((i) => ({ date: i.created_at.slice(0, 10), amount: stockValue(i) }));
      return {
        status: 200,
        body: statistic(business.currency, req.query.month, periods, perPeriod(periods, items), sumOf(items)),
      };
    },
    getTotalProfits: (req) => {
      const { business, scope } = enter(store, req, 'getTotalProfits');
      const within = scopeOf(business.id, scope);
      const periods = periodsOf(req.query.month);
      const sales = perPeriod(periods, salesOf(within));
      const costs = perPeriod(periods, [...expensesOf(within), ...payrollPaidOf(within)]);
      const profit = periods.map((_, i) => sales[i]! - costs[i]!);
      const sum = (list: bigint[]) => list.reduce((a, b) => a + b, 0n);
      return {
        status: 200,
        body: {
          ...statistic(business.currency, req.query.month, periods, profit),
          sales: fromMinor(sum(sales)),
          expenses: fromMinor(sum(costs)),
        },
      };
    },
  };
}
