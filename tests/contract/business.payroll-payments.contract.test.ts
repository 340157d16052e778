/**
 * Contract tests of paying payroll (issue 14, designed; decision 0019): a payment shows in the
 * entry's `paid_this_month`, `paid_this_year` and `last_paid_on`, and `createPayrollHistory`'s
 * Idempotency-Key answers a replay with the first payment (a retry pays once) and refuses the same
 * key with another body. Through the app's real client; the stateful checks run against the sandbox.
 */
import { expect, it } from 'vitest';
import { created, day, ok, rejection, unique } from './harness';
import {
  atLocation,
  business,
  createMember,
  createPayroll,
  describeTools,
  expectPayroll,
  expectPayrollHistory,
  inBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';
import { isStateful } from './target';

const HISTORIES = '/business/v1/{businessId}/tools/payroll_histories/' as const;

const pay = async (body: Schemas['PayrollHistoryInput'], key = `payroll-${unique()}`) =>
  created(
    await business.POST(HISTORIES, {
      params: { path: inBusiness(), query: atLocation(), header: { 'Idempotency-Key': key } },
      body,
    }),
  );

const getPayroll = async (id: number) =>
  ok(await business.GET('/business/v1/{businessId}/tools/payrolls/{id}', { params: { path: withId(id), query: atLocation() } }));

describeTools('payroll payments (designed)', () => {
  it('a payment counts in the entry’s paid this month and this year (getPayroll, createPayrollHistory)', async () => {
    const payroll = await createPayroll((await createMember()).id);
    expectPayroll(payroll);
    if (isStateful)
      expect([payroll.paid_this_month, payroll.paid_this_year, payroll.last_paid_on]).toEqual(['0.00', '0.00', null]);
    const payment = await pay({ payroll: payroll.id, amount: '120000.50', date: day(), description: 'This month' });
    expectPayrollHistory(payment);
    const after = await getPayroll(payroll.id);
    expectPayroll(after);
    expect(after.paid_this_month).toMatch(/^\d+\.\d{2}$/);
    if (isStateful) {
      expect([after.paid_this_month, after.paid_this_year, after.last_paid_on]).toEqual(['120000.50', '120000.50', day()]);
    }
  });

  it('a replayed Idempotency-Key answers the first payment; the same key with another body is 400 (createPayrollHistory)', async () => {
    const payroll = await createPayroll((await createMember()).id);
    const key = `payroll-${unique()}`;
    const body: Schemas['PayrollHistoryInput'] = { payroll: payroll.id, amount: '120000.00', date: day(), description: null };
    const first = await pay(body, key);
    const again = await pay(body, key);
    expectPayrollHistory(again);
    if (isStateful) {
      expect(again.id).toBe(first.id);
      expect((await getPayroll(payroll.id)).paid_this_month).toBe('120000.00');
      const refused = await rejection(
        business.POST(HISTORIES, {
          params: { path: inBusiness(), query: atLocation(), header: { 'Idempotency-Key': key } },
          body: { ...body, amount: '1.00' },
        }),
      );
      expect(refused.status).toBe(400);
      expect(refused.fieldErrors['Idempotency-Key']?.[0]).toBe('This Idempotency-Key was already used for a different payment.');
    }
  });
});
