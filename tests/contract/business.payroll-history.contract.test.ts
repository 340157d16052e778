/**
 * Contract tests of the business tools: payroll payments (history) (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/payroll_histories/`), every operation through the app's real
 * client. The business is the first one GET /business/v1/businesses/ answers; every other id comes
 * from what list and create calls answer (fixtures/business-tools.ts), so the file also runs
 * through `prism proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { day, deleted, expectPage, expectRecord, ok } from './harness';
import {
  atLocation,
  business,
  createMember,
  createPayroll,
  createPayrollHistory,
  describeTools,
  expectPayrollHistory,
  inBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';
import { isStateful } from './target';

const HISTORIES = '/business/v1/{businessId}/tools/payroll_histories/' as const;

describeTools('payroll payments (history)', () => {
  it('GET payroll_histories/ answers a page of the payments of a location (listPayrollHistories)', async () => {
    await createPayrollHistory();
    const page = ok(
      await business.GET(HISTORIES, { params: { path: inBusiness(), query: { ...atLocation(), search: 'salary', page: 1 } } }),
    );
    expectPage(page, expectPayrollHistory);
  });

  it('GET payroll_histories/?start_date=&end_date=&search=&page_size= finds a payment (listPayrollHistories, designed)', async () => {
    const payment = await createPayrollHistory();
    const rows = async (query: { search?: string; start_date?: string; end_date?: string }) => {
      const page = ok(
        await business.GET(HISTORIES, { params: { path: inBusiness(), query: { ...atLocation(), page_size: 50, ...query } } }),
      );
      expectPage(page, expectPayrollHistory);
      return page.results;
    };
    const name = `${payment.staff.first_name} ${payment.staff.last_name}`;
    const inRange = await rows({ search: name, start_date: payment.date, end_date: payment.date });
    const before = await rows({ search: name, end_date: day(-400) });
    // Prism answers the example; the sandbox filters (other tests pay staff of the same name today).
    if (isStateful) {
      expect(inRange.map((row) => row.id)).toContain(payment.id);
      for (const row of inRange) {
        expect(row.date).toBe(payment.date);
        expect(`${row.staff.first_name} ${row.staff.last_name}`).toBe(name);
      }
      expect(before).toEqual([]);
    }
  });

  it('GET payroll_histories/monthly_totals/ adds the payments up per month (getPayrollHistoryMonthlyTotals, designed)', async () => {
    const payment = await createPayrollHistory();
    const totals = ok(
      await business.GET('/business/v1/{businessId}/tools/payroll_histories/monthly_totals/', {
        params: { path: inBusiness(), query: { ...atLocation(), start_date: payment.date, end_date: payment.date } },
      }),
    );
    expect(totals.currency).toMatch(/^[A-Z]{3}$/);
    expect(Number.isInteger(totals.other_currency_count)).toBe(true);
    for (const month of totals.months) {
      expect(month.month).toMatch(/^\d{4}-\d{2}$/);
      expect(month.total).toMatch(/^-?\d+\.\d{2}$/);
      expect(month.count).toBeGreaterThan(0);
    }
    if (isStateful) expect(totals.months.map((m) => m.month)).toEqual([payment.date.slice(0, 7)]);
  });

  it('POST payroll_histories/ records a payment of a payroll entry (createPayrollHistory)', async () => {
    const member = await createMember();
    const payroll = await createPayroll(member.id);
    const history = await createPayrollHistory(payroll);
    expectPayrollHistory(history);
    // The payment names the payroll entry it paid, its staff member and its location.
    expect(history.payroll).toBe(payroll.id);
    expect(history.staff.id).toBe(member.id);
    expect(history.location).toBe(payroll.location);
  });

  it('GET payroll_histories/{id} answers the payment (getPayrollHistory)', async () => {
    const { id } = await createPayrollHistory();
    const history = ok(
      await business.GET('/business/v1/{businessId}/tools/payroll_histories/{id}', {
        params: { path: withId(id), query: atLocation() },
      }),
    );
    expectRecord(history, id, expectPayrollHistory);
  });

  it('PUT payroll_histories/{id} replaces a payment (updatePayrollHistory)', async () => {
    const original = await createPayrollHistory();
    const body: Schemas['PayrollHistoryInput'] = {
      payroll: original.payroll,
      amount: '125000.00',
      date: original.date,
      description: 'October salary with overtime',
    };
    const history = ok(
      await business.PUT('/business/v1/{businessId}/tools/payroll_histories/{id}', {
        params: { path: withId(original.id) },
        body,
      }),
    );
    expectRecord(history, original.id, expectPayrollHistory);
  });

  it('PATCH payroll_histories/{id} changes a payment (patchPayrollHistory)', async () => {
    const { id } = await createPayrollHistory();
    const body: Schemas['PayrollHistoryPatch'] = { description: 'October salary, paid by transfer' };
    const history = ok(
      await business.PATCH('/business/v1/{businessId}/tools/payroll_histories/{id}', { params: { path: withId(id) }, body }),
    );
    expectRecord(history, id, expectPayrollHistory);
  });

  it('DELETE payroll_histories/{id} deletes a payment for good (deletePayrollHistory)', async () => {
    const { id } = await createPayrollHistory();
    deleted(await business.DELETE('/business/v1/{businessId}/tools/payroll_histories/{id}', { params: { path: withId(id) } }));
  });
});
