import { describe, expect, it } from 'vitest';
import type { SandboxState } from '../../state';
import type { components } from '../../../../src/api/generated/business';
import { monthsOf, toCsv } from './report';
import type { BusinessStore } from './store';
import { businessHarness, type Parts } from './test-harness';

type S = components['schemas'];

let state: SandboxState;
let store: BusinessStore;
const { call, refusal } = businessHarness((seeded, business) => {
  state = seeded;
  store = business;
});

const LAGOS = 12;
const BALOGUN = 21;
const TODAY = new Date().toISOString().slice(0, 10);
const owner = () => state.auth.users.get(1)!;
const cashier = () => state.auth.users.get(3)!;

const tools = (body: unknown): Parts => ({ params: { businessId: LAGOS }, query: {}, body });
type ReportType = S['ReportRequest']['report_type'];
const TYPES: ReportType[] = ['sales', 'expenses', 'inventory', 'payroll', 'profit_and_loss', 'debtors'];

/** The last 12 calendar months up to the end of this one (the reports page's 'Last 12 months'). */
function last12(): { start_date: string; end_date: string } {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  return { start_date: start, end_date: end };
}

const report = (type: ReportType, extra: Partial<S['ReportRequest']> = {}, who = owner()) =>
  call('generateBusinessReport', who, tools({ report_type: type, ...last12(), group_by: 'month', ...extra })).body as S['Report'];

const minor = (amount: string) => BigInt(amount.replace('.', ''));

describe('group_by month', () => {
  it.each(TYPES.filter((type) => type !== 'inventory'))('%s: each total line is the sum of the months', (type) => {
    const answer = report(type);
    expect(answer.months?.map((m) => m.month)).toEqual(monthsOf(answer.start_date, answer.end_date));
    expect(answer.months).toHaveLength(12);
    for (const [index, line] of answer.totals.entries()) {
      const sum = answer.months!.reduce((total, m) => total + minor(m.totals[index]!.amount), 0n);
      expect(answer.months!.every((m) => m.totals[index]!.label === line.label)).toBe(true);
      expect(sum, `${type} ${line.label}`).toBe(minor(line.amount));
    }
  });

  it('has seeded money in the months (the sums above are not all zero)', () => {
    const pl = report('profit_and_loss');
    expect(pl.months!.some((m) => m.totals.some((line) => minor(line.amount) !== 0n))).toBe(true);
    expect(minor(report('payroll').totals[0]!.amount)).toBeGreaterThan(0n);
  });

  it('gives inventory (a stock value at the end date) no months, and no months without group_by', () => {
    expect(report('inventory').months).toEqual([]);
    expect(report('sales', { group_by: undefined }).months).toBeUndefined();
  });

  it('counts a month cut by the range only over its days in the range', () => {
    const answer = report('profit_and_loss', { start_date: '2026-01-15', end_date: '2026-03-10' });
    expect(answer.months!.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    const net = answer.totals.at(-1)!;
    expect(answer.months!.reduce((sum, m) => sum + minor(m.totals.at(-1)!.amount), 0n)).toBe(minor(net.amount));
  });

  it('lists the months of a range over a year end and a leap February', () => {
    expect(monthsOf('2023-12-31', '2024-03-01')).toEqual(['2023-12', '2024-01', '2024-02', '2024-03']);
    expect(monthsOf('2024-02-29', '2024-02-29')).toEqual(['2024-02']);
  });
});

describe('business currency only', () => {
  it('does not count a dollar invoice and its payment in a naira business, in the totals or the months', () => {
    const before = TYPES.map((type) => report(type));
    const customer = (call('createCustomer', owner(), tools({ name: 'Ada Lovelace', type: 'individual' })).body as S['Customer'])
      .id;
    const item = store.inventory.find(
      (i) => i._business === LAGOS && i.location === BALOGUN && i.active && i.type === 'product',
    )!;
    store.inventory.update(item.id, { quantity: 10 });
    const dollars = call(
      'createInvoice',
      owner(),
      tools({
        customer,
        title: 'Export order',
        sale_date: TODAY,
        due_date: '2099-01-01',
        items: [{ inventory: item.id, quantity: 1, unit_price: '500.00' }],
        vat: '0',
        location: BALOGUN,
        currency: 'USD',
      }),
    ).body as S['Invoice'];
    call('createReceipt', owner(), tools({ invoice: dollars.id, amount: '200.00', payment_method: 'transfer', date: TODAY }));
    const strip = (r: S['Report']) => ({ rows: r.rows, totals: r.totals, months: r.months });
    for (const [index, type] of TYPES.entries()) {
      if (type === 'inventory') continue; // the stock went down: that is not money counted in dollars
      expect(strip(report(type)), type).toEqual(strip(before[index]!));
    }
  });
});

describe('limits and permissions', () => {
  it('refuses a range over 366 days at end_date, and an end before the start', () => {
    expect(
      refusal(
        'generateBusinessReport',
        owner(),
        tools({ report_type: 'sales', start_date: '2025-01-01', end_date: '2026-01-02' }),
      ).body,
    ).toMatchObject({
      end_date: ['A report covers at most 366 days.'],
    });
    // 366 days exactly (a leap year) is allowed.
    expect(report('sales', { start_date: '2024-01-01', end_date: '2024-12-31' }).months).toHaveLength(12);
    expect(
      refusal(
        'generateBusinessReport',
        owner(),
        tools({ report_type: 'sales', start_date: '2026-02-02', end_date: '2026-02-01' }),
      ).body,
    ).toMatchObject({
      end_date: ['The end date must not be before the start date.'],
    });
  });

  it('refuses the cashier any report', () => {
    expect(refusal('generateBusinessReport', cashier(), tools({ report_type: 'sales', ...last12() })).status).toBe(403);
  });
});

describe('CSV', () => {
  it('writes a month column with group_by month, each month then the whole range', () => {
    const answer = call(
      'generateBusinessReport',
      owner(),
      tools({ report_type: 'payroll', ...last12(), group_by: 'month', format: 'csv' }),
    );
    const lines = (answer.body as unknown as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('month,label,amount');
    expect(lines.filter((l) => /^\d{4}-\d{2},Total payroll,/.test(l))).toHaveLength(12);
    const json = report('payroll');
    expect(lines.at(-1)).toBe(`,Total payroll,${json.totals[0]!.amount}`);
  });

  it('guards a label that a spreadsheet would run as a formula, and quotes commas', () => {
    const csv = toCsv({
      report_type: 'debtors',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      currency: 'NGN',
      rows: [
        { label: '=HYPERLINK("http://evil")', amount: '1.00' },
        { label: 'Okafor, Ada', amount: '2.00' },
      ],
      totals: [{ label: 'Total owed', amount: '3.00' }],
      generated_at: '2026-01-31T00:00:00Z',
    });
    expect(csv).toBe('label,amount\r\n"\'=HYPERLINK(""http://evil"")",1.00\r\n"Okafor, Ada",2.00\r\nTotal owed,3.00\r\n');
  });
});
