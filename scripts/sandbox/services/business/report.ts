/**
 * Reports over a date range (at most 366 days) at the locations in scope (D5), as JSON or as a
 * CSV download (`label,amount`, rows then totals). Rows per type:
 * Sales, profit and loss and debtors count only invoices (and receipts) in the business currency.
 * - sales: one per issued invoice of the range (sale_date), `INV-000123 Title (Customer)`, amount paid so far;
 *   totals Total sales, Total invoiced, Outstanding;
 * - expenses: one per expense category (active expenses by expense_date); total Total expenses;
 * - inventory: one per active product held by the end date, stock value at cost; total Total inventory worth;
 * - payroll: one per staff member (payments by date); total Total payroll;
 * - profit_and_loss: Sales (receipts by date), Expenses, Payroll; totals those and Net profit;
 * - debtors: one per customer owing on invoices of the range; total Total owed.
 * Designed (issue 14): `group_by: month` adds `months`, the totals over each calendar month of the
 * range (the same build over the month's days in the range, so the months add up to the totals);
 * inventory, a stock value at the end date, has none. CSV labels get the formula guard (0010).
 */
import { fromMinor, toMinor } from '../../money';
import { badRequest } from '../../types';
import { enter } from './access';
import type { Deps, Handlers } from './context';
import { receiptsByInvoice, totalsOf } from './invoices';
import { fullName } from './staff';
import { expensesOf, payrollPaidOf, salesOf, stockOf, stockValue, sumOf, type Scope } from './statistics';
import { rowsOf, type Schemas } from './store';
import { now } from '../../table';

type Line = Schemas['ReportLine'];
type ReportType = Schemas['ReportRequest']['report_type'];

const MAX_DAYS = 366;
const line = (label: string, amount: bigint): Line => ({ label: label.slice(0, 200) || '-', amount: fromMinor(amount) });

/** Sums amounts per label, labels in alphabetical order. */
function grouped(entries: { label: string; amount: string }[]): Line[] {
  const sums = new Map<string, bigint>();
  for (const e of entries) sums.set(e.label, (sums.get(e.label) ?? 0n) + toMinor(e.amount));
  return [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([label, amount]) => line(label, amount));
}

const total = (rows: Line[]) => rows.reduce((sum, r) => sum + toMinor(r.amount), 0n);

function build(
  type: ReportType,
  scope: Scope,
  inRange: (date: string) => boolean,
  end: string,
): { rows: Line[]; totals: Line[] } {
  const { store, business, locations } = scope;
  const customerName = (id: number) => store.customers.get(id)?.name ?? 'Deleted customer';
  const staffName = (id: number) => {
    const member = store.members.get(id);
    return member ? fullName(member) : 'Former staff member';
  };
  // Only invoices in the business currency (issue 13): amounts in other currencies are never added.
  const currency = store.businesses.get(business)?.currency;
  const invoices = () => {
    const receipts = receiptsByInvoice(store, business);
    return rowsOf(store.invoices, business)
      .filter((i) => i._status === 'issued' && i._currency === currency && locations.has(i.location) && inRange(i.sale_date))
      .sort((a, b) => a.sale_date.localeCompare(b.sale_date) || a.id - b.id)
      .map((i) => ({ row: i, totals: totalsOf(i, receipts.get(i.id) ?? []) }));
  };
  switch (type) {
    case 'sales': {
      const sold = invoices();
      const rows = sold.map(({ row, totals }) =>
        line(`${row.number} ${row.title} (${customerName(row._customer)})`, toMinor(totals.total_amount_paid)),
      );
      const due = sold.reduce((sum, { totals }) => sum + toMinor(totals.total_amount_due), 0n);
      const owed = sold.reduce((sum, { totals }) => sum + toMinor(totals.total_balance), 0n);
      return { rows, totals: [line('Total invoiced', due), line('Outstanding', owed), line('Total sales', total(rows))] };
    }
    case 'expenses': {
      const rows = grouped(
        expensesOf(scope)
          .filter((e) => inRange(e.date))
          .map((e) => ({ label: store.expenseCategories.get(e._category)?.name ?? 'Uncategorised', amount: e.amount })),
      );
      return { rows, totals: [line('Total expenses', total(rows))] };
    }
    case 'inventory': {
      const items = stockOf(scope)
        .filter((i) => i.created_at.slice(0, 10) <= end)
        .sort((a, b) => a.name.localeCompare(b.name));
      const rows = items.map((i) => line(`${i.name} (${i.quantity} ${i.unit ?? 'units'})`, toMinor(stockValue(i))));
      return { rows, totals: [line('Total inventory worth', total(rows))] };
    }
    case 'payroll': {
      const rows = grouped(
        payrollPaidOf(scope)
          .filter((h) => inRange(h.date))
          .map((h) => ({ label: staffName(h._staff), amount: h.amount })),
      );
      return { rows, totals: [line('Total payroll', total(rows))] };
    }
    case 'profit_and_loss': {
      const sales = sumOf(salesOf(scope).filter((r) => inRange(r.date)));
      const expenses = sumOf(expensesOf(scope).filter((e) => inRange(e.date)));
      const payroll = sumOf(payrollPaidOf(scope).filter((h) => inRange(h.date)));
      const rows = [line('Sales', sales), line('Expenses', expenses), line('Payroll', payroll)];
      return { rows, totals: [...rows, line('Net profit', sales - expenses - payroll)] };
    }
    case 'debtors': {
      const open = invoices().filter(({ totals }) => toMinor(totals.total_balance) > 0n);
      const rows = grouped(open.map(({ row, totals }) => ({ label: customerName(row._customer), amount: totals.total_balance })));
      return { rows, totals: [line('Total owed', total(rows))] };
    }
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar months ('YYYY-MM') a range touches, oldest first. */
export function monthsOf(start: string, end: string): string[] {
  const months: string[] = [];
  let [year, month] = start.split('-').map(Number) as [number, number];
  const last = end.slice(0, 7);
  for (let current = `${year}-${pad(month)}`; current <= last; current = `${year}-${pad(month)}`) {
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** A label as written to CSV: the formula guard of decision 0010 (a leading apostrophe), then quoted when needed. */
const csvCell = (value: string) => {
  const guarded = /^[=+\-@\t\r']/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
};

export function toCsv(report: Schemas['Report'], byMonth = false): string {
  const lines = [...report.rows, ...report.totals].map((l) => `${csvCell(l.label)},${l.amount}`);
  if (!byMonth) return ['label,amount', ...lines].join('\r\n') + '\r\n';
  const monthly = (report.months ?? []).flatMap((m) => m.totals.map((l) => `${m.month},${csvCell(l.label)},${l.amount}`));
  return ['month,label,amount', ...monthly, ...lines.map((l) => `,${l}`)].join('\r\n') + '\r\n';
}

export function reportHandlers({ store }: Deps): Handlers<'generateBusinessReport'> {
  return {
    generateBusinessReport: (req) => {
      const { business, scope } = enter(store, req, 'generateBusinessReport');
      const { report_type, start_date, end_date, format, group_by } = req.body;
      if (start_date > end_date) throw badRequest({ end_date: ['The end date must not be before the start date.'] });
      const days = (Date.parse(end_date) - Date.parse(start_date)) / 86_400_000 + 1;
      if (days > MAX_DAYS) throw badRequest({ end_date: [`A report covers at most ${MAX_DAYS} days.`] });
      const inRange = (date: string) => date >= start_date && date <= end_date;
      const where = { store, business: business.id, locations: scope };
      const { rows, totals } = build(report_type, where, inRange, end_date);
      const report: Schemas['Report'] = {
        report_type,
        start_date,
        end_date,
        currency: business.currency,
        rows,
        totals,
        generated_at: now(),
      };
      if (group_by === 'month') {
        report.months =
          report_type === 'inventory'
            ? []
            : monthsOf(start_date, end_date).map((month) => ({
                month,
                totals: build(report_type, where, (date) => inRange(date) && date.startsWith(month), end_date).totals,
              }));
      }
      if (format === 'csv') return { status: 200, body: toCsv(report, group_by === 'month'), contentType: 'text/csv' };
      return { status: 200, body: report };
    },
  };
}
