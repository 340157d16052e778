/**
 * Contract tests of the business tools: payroll entries (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/payrolls/`), every operation through the app's real client. The
 * business is the first one GET /business/v1/businesses/ answers; every other id comes from what
 * list and create calls answer (fixtures/business-tools.ts), so the file also runs through `prism
 * proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { deleted, expectList, expectRecord, ok } from './harness';
import {
  atLocation,
  biz,
  business,
  createMember,
  createPayroll,
  describeTools,
  expectPayroll,
  inBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';

describeTools('payroll', () => {
  it('GET payrolls/ lists the payroll entries of a location (listPayrolls)', async () => {
    const member = await createMember();
    await createPayroll(member.id);
    const payrolls = ok(
      await business.GET('/business/v1/{businessId}/tools/payrolls/', { params: { path: inBusiness(), query: atLocation() } }),
    );
    expectList(payrolls, expectPayroll);
  });

  it('POST payrolls/ creates a payroll entry for a staff member (createPayroll)', async () => {
    const member = await createMember();
    const payroll = await createPayroll(member.id);
    expectPayroll(payroll);
    expect(payroll.staff.id).toBe(member.id);
    expect(payroll.location).toBe(biz.location);
    expect(payroll.currency).toBe(biz.currency);
    expect(payroll.active).toBe(true);
  });

  it('GET payrolls/{id} answers the payroll entry (getPayroll)', async () => {
    const member = await createMember();
    const { id } = await createPayroll(member.id);
    const payroll = ok(
      await business.GET('/business/v1/{businessId}/tools/payrolls/{id}', { params: { path: withId(id), query: atLocation() } }),
    );
    expectRecord(payroll, id, expectPayroll);
  });

  it('PUT payrolls/{id} replaces a payroll entry (updatePayroll)', async () => {
    const member = await createMember();
    const { id } = await createPayroll(member.id);
    const body: Schemas['PayrollInput'] = { staff: member.id, amount: '135000.00', description: 'Monthly salary after review.' };
    const payroll = ok(
      await business.PUT('/business/v1/{businessId}/tools/payrolls/{id}', {
        params: { path: withId(id), query: atLocation() },
        body,
      }),
    );
    expectRecord(payroll, id, expectPayroll);
  });

  it('PATCH payrolls/{id} removes a payroll entry with {active: false} (patchPayroll)', async () => {
    const member = await createMember();
    const { id } = await createPayroll(member.id);
    const payroll = ok(
      await business.PATCH('/business/v1/{businessId}/tools/payrolls/{id}', {
        params: { path: withId(id) },
        body: { active: false },
      }),
    );
    expectRecord(payroll, id, expectPayroll);
  });

  it('DELETE payrolls/{id} deletes a payroll entry without payments for good (deletePayroll)', async () => {
    const member = await createMember();
    const { id } = await createPayroll(member.id);
    deleted(await business.DELETE('/business/v1/{businessId}/tools/payrolls/{id}', { params: { path: withId(id) } }));
  });
});
