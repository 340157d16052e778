/**
 * Contract tests of the business tools: payroll payments (history) (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/payroll_histories/`), every operation through the app's real
 * client. The business is the first one GET /business/v1/businesses/ answers; every other id comes
 * from what list and create calls answer (fixtures/business-tools.ts), so the file also runs
 * through `prism proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { deleted, expectList, expectRecord, ok } from './harness';
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

describeTools('payroll payments (history)', () => {
  it('GET payroll_histories/ lists the payments of a location (listPayrollHistories)', async () => {
    await createPayrollHistory();
    const histories = ok(
      await business.GET('/business/v1/{businessId}/tools/payroll_histories/', {
        params: { path: inBusiness(), query: { ...atLocation(), search: 'salary' } },
      }),
    );
    expectList(histories, expectPayrollHistory);
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
