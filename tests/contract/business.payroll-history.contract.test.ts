/**
 * Contract tests of the business tools: payroll payments (history) (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/payroll_histories/`), every operation through the app's real
 * client. The business is the first one GET /business/v1/businesses/ answers; every other id comes
 * from what list and create calls answer (fixtures/business-tools.ts), so the file also runs
 * through `prism proxy --errors` in front of the stateful sandbox.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { created, day, deleted, ok } from './harness';
import {
  atLocation,
  business,
  createMember,
  createPayroll,
  createPayrollHistory,
  expectPayrollHistory,
  inBusiness,
  openBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';

beforeAll(openBusiness);

describe('business tools: payroll payments (history)', () => {
  it('GET payroll_histories/ lists the payments of a location (listPayrollHistories)', async () => {
    await createPayrollHistory();
    const histories = ok(
      await business.GET('/business/v1/{businessId}/tools/payroll_histories/', {
        params: { path: inBusiness(), query: { ...atLocation(), search: 'salary' } },
      }),
    );
    expect(Array.isArray(histories)).toBe(true);
    expect(histories.length).toBeGreaterThan(0);
    histories.forEach(expectPayrollHistory);
  });

  it('POST payroll_histories/ records a payment of a payroll entry (createPayrollHistory)', async () => {
    const member = await createMember();
    const payroll = await createPayroll(member.id);
    const body: Schemas['PayrollHistoryInput'] = {
      payroll: payroll.id,
      amount: '120000.00',
      date: day(),
      description: 'October salary',
    };
    const history = created(
      await business.POST('/business/v1/{businessId}/tools/payroll_histories/', {
        params: { path: inBusiness(), query: atLocation() },
        body,
      }),
    );
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
    expectPayrollHistory(history);
    expect(history.id).toBe(id);
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
    expectPayrollHistory(history);
    expect(history.id).toBe(original.id);
  });

  it('PATCH payroll_histories/{id} changes a payment (patchPayrollHistory)', async () => {
    const { id } = await createPayrollHistory();
    const body: Schemas['PayrollHistoryPatch'] = { description: 'October salary, paid by transfer' };
    const history = ok(
      await business.PATCH('/business/v1/{businessId}/tools/payroll_histories/{id}', { params: { path: withId(id) }, body }),
    );
    expectPayrollHistory(history);
    expect(history.id).toBe(id);
  });

  it('DELETE payroll_histories/{id} deletes a payment for good (deletePayrollHistory)', async () => {
    const { id } = await createPayrollHistory();
    deleted(await business.DELETE('/business/v1/{businessId}/tools/payroll_histories/{id}', { params: { path: withId(id) } }));
  });
});
