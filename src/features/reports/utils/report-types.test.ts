import { describe, expect, it } from 'vitest';
import { permissionId } from '@/lib/permissions';
import { REPORT_TYPE_VALUES } from './choices';
import { allowedReportTypes, REPORT_TYPES } from './report-types';

const member = (...views: Parameters<typeof permissionId>[0][]) => ({
  is_owner: false,
  permissions: views.map((resource) => permissionId(resource, 'view')),
});

describe('report types', () => {
  it('offers each report by its view permission: Sales gives sales and profit and loss', () => {
    expect(allowedReportTypes(member('sales')).map((type) => type.value)).toEqual(['sales', 'profit_and_loss']);
    expect(allowedReportTypes(member('expense', 'debtors')).map((type) => type.value)).toEqual(['expenses', 'debtors']);
    expect(allowedReportTypes(member('payrollHistory')).map((type) => type.value)).toEqual(['payroll']);
    expect(allowedReportTypes(member())).toEqual([]);
  });

  it('offers every report to the owner', () => {
    expect(allowedReportTypes({ is_owner: true, permissions: [] })).toHaveLength(6);
  });

  it('the URL accepts exactly the types the page offers', () => {
    expect([...REPORT_TYPE_VALUES].sort()).toEqual(REPORT_TYPES.map((type) => type.value).sort());
  });
});
