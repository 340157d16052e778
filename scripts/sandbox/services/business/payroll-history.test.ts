/**
 * The payroll history list and its monthly totals (issue 14, decision 0020), through the sandbox's
 * handlers (no ports): server paging, the date range on the payment's date, search, the totals per
 * month in the business currency, and who may call them. Every successful answer is checked
 * against openapi/business.yaml.
 */
import { describe, expect, it } from 'vitest';
import type { SandboxUser } from '../../auth';
import { toMinor } from '../../money';
import type { SandboxState } from '../../state';
import type { components } from '../../../../src/api/generated/business';
import { HISTORY_MONTHS } from './payroll-history.seed';
import type { OperationId } from './permissions';
import type { BusinessStore } from './store';
import { businessHarness } from './test-harness';

type S = components['schemas'];
type Page = S['PaginatedPayrollHistoryList'];
type Totals = S['PayrollMonthlyTotals'];

let state: SandboxState;
let store: BusinessStore;
const sandbox = businessHarness((seeded, business) => {
  state = seeded;
  store = business;
});

const LAGOS = 12;
const owner = () => state.auth.users.get(1)!;
const cashier = () => state.auth.users.get(3)!;
const accountant = () => state.auth.users.get(5)!;

function call(
  op: OperationId,
  who: SandboxUser,
  query: Record<string, unknown> = {},
  extra: { params?: object; body?: unknown } = {},
) {
  return sandbox.call(op, who, {
    params: { businessId: LAGOS, ...extra.params },
    query,
    body: extra.body,
    path: '/business/v1/12/tools/payroll_histories/',
  });
}

const refusal = (op: OperationId, who: SandboxUser, query: Record<string, unknown> = {}) =>
  sandbox.refusal(op, who, { params: { businessId: LAGOS }, query });

const list = (query: Record<string, unknown> = {}, who = owner()) => call('listPayrollHistories', who, query).body as Page;
const totals = (query: Record<string, unknown> = {}, who = owner()) =>
  call('getPayrollHistoryMonthlyTotals', who, query).body as Totals;
/** Every row the filters select (one big page). */
const all = (query: Record<string, unknown> = {}) => list({ ...query, page_size: 9999 }).results;

describe('listPayrollHistories: paged on the server (designed)', () => {
  it('answers the paged envelope, 10 a page by default, newest payment first, with links', () => {
    const first = list();
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/page=2/);
    const second = list({ page: 2 });
    expect(second.previous).toMatch(/page=1/);
    const dates = [...first.results, ...second.results].map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // No row on two pages.
    const ids = new Set(first.results.map((row) => row.id));
    expect(second.results.some((row) => ids.has(row.id))).toBe(false);
    const last = list({ page: Math.ceil(first.count / 10) });
    expect(last.next).toBeNull();
    expect(last.results.length).toBeGreaterThan(0);
  });

  it(`has ${HISTORY_MONTHS} months of history for a long-serving payroll entry`, () => {
    const rows = all({ search: 'Tunde' });
    const months = new Set(rows.map((row) => row.date.slice(0, 7)));
    expect(months.size).toBe(HISTORY_MONTHS);
    expect([...months].sort()[0]).toBe('2024-05');
    expect(list().count).toBeGreaterThan(200);
  });

  it('keeps the payments between start_date and end_date, both ends included', () => {
    const rows = all({ start_date: '2025-03-25', end_date: '2025-05-25' });
    expect(new Set(rows.map((row) => row.date))).toEqual(new Set(['2025-03-25', '2025-04-25', '2025-05-25']));
    expect(all({ start_date: '2025-03-26', end_date: '2025-04-24' })).toEqual([]);
    expect(all({ start_date: '2026-10-01' }).every((row) => row.date >= '2026-10-01')).toBe(true);
    expect(all({ end_date: '2024-05-31' }).every((row) => row.date <= '2024-05-31')).toBe(true);
  });

  it('refuses an end before the start at end_date', () => {
    const error = refusal('listPayrollHistories', owner(), { start_date: '2026-02-01', end_date: '2026-01-31' });
    expect(error.status).toBe(400);
    expect(JSON.stringify(error.body)).toContain('end_date');
  });

  it('searches the staff name and the description, combined with the dates', () => {
    const byName = all({ search: 'tunde bakare' });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((row) => `${row.staff.first_name} ${row.staff.last_name}` === 'Tunde Bakare')).toBe(true);
    const byText = all({ search: 'overtime', start_date: '2025-01-01', end_date: '2025-12-31' });
    expect(byText.length).toBeGreaterThan(0);
    expect(byText.every((row) => row.description?.includes('overtime') && row.date.startsWith('2025'))).toBe(true);
    expect(list({ search: 'nobody-is-called-this' })).toMatchObject({ count: 0, results: [], next: null });
  });
});

describe('getPayrollHistoryMonthlyTotals (designed)', () => {
  it('adds up what the list selects, per month, newest first, in minor units', () => {
    const query = { start_date: '2025-07-01', end_date: '2026-06-30' };
    const answer = totals(query);
    expect(answer.currency).toBe('NGN');
    expect(answer.months.map((m) => m.month)).toEqual([...answer.months.map((m) => m.month)].sort().reverse());
    expect(answer.months).toHaveLength(12);
    const rows = all(query);
    for (const { month, total, count } of answer.months) {
      const mine = rows.filter((row) => row.date.startsWith(month));
      expect(count).toBe(mine.length);
      expect(toMinor(total)).toBe(mine.reduce((sum, row) => sum + toMinor(row.amount), 0n));
    }
    expect(answer.months.reduce((n, m) => n + m.count, 0)).toBe(rows.length);
  });

  it('follows the search, and moves when a payment is edited or deleted', () => {
    const rows = all({ search: 'Tunde', start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(rows).toHaveLength(1);
    const payment = rows[0]!;
    const before = totals({ start_date: '2026-10-01', end_date: '2026-10-31' }).months[0]!;
    call(
      'updatePayrollHistory',
      owner(),
      {},
      {
        params: { id: payment.id },
        body: { payroll: payment.payroll, amount: '1.00', date: payment.date, description: 'Corrected' },
      },
    );
    const edited = totals({ start_date: '2026-10-01', end_date: '2026-10-31' }).months[0]!;
    expect(toMinor(edited.total)).toBe(toMinor(before.total) - toMinor(payment.amount) + 100n);
    call('deletePayrollHistory', owner(), {}, { params: { id: payment.id } });
    const deleted = totals({ start_date: '2026-10-01', end_date: '2026-10-31' }).months[0]!;
    expect(deleted.count).toBe(before.count - 1);
    expect(toMinor(deleted.total)).toBe(toMinor(before.total) - toMinor(payment.amount));
    expect(totals({ search: 'nobody-is-called-this' }).months).toEqual([]);
  });

  it('never adds a payment in another currency: it is counted apart', () => {
    const payroll = store.payrolls.find((p) => p._business === LAGOS && p.active)!;
    store.payrolls.update(payroll.id, { currency: 'USD' });
    call('createPayrollHistory', owner(), {}, { body: { payroll: payroll.id, amount: '500.00', date: '2026-11-02' } });
    const answer = totals({ start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(answer).toEqual({ currency: 'NGN', months: [], other_currency_count: 1 });
  });

  it('refuses an end before the start at end_date', () => {
    const error = refusal('getPayrollHistoryMonthlyTotals', owner(), { start_date: '2026-02-01', end_date: '2026-01-31' });
    expect(error.status).toBe(400);
  });
});

describe('who may see the payroll history (121-124)', () => {
  it('answers the accountant and refuses the cashier, list and totals alike', () => {
    expect(call('listPayrollHistories', accountant()).status).toBe(200);
    expect(call('getPayrollHistoryMonthlyTotals', accountant()).status).toBe(200);
    expect(refusal('listPayrollHistories', cashier()).status).toBe(403);
    expect(refusal('getPayrollHistoryMonthlyTotals', cashier()).status).toBe(403);
  });

  it('keeps to the location asked for (D5)', () => {
    const at = list({ location: 21, page_size: 9999 }).results;
    expect(at.length).toBeGreaterThan(0);
    expect(at.every((row) => row.location === 21)).toBe(true);
    const sum = totals({ location: 21 }).months.reduce((n, m) => n + m.count, 0);
    expect(sum).toBe(at.length);
  });
});
