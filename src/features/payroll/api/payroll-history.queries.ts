/** Payroll history: the whole list of `/business/v1/{businessId}/tools/payroll_histories/` for the chosen location (D5). */
import { businessResource, type BusinessScope } from '@/api/resource';

export const payrollHistory = businessResource({ list: '/business/v1/{businessId}/tools/payroll_histories/' });

/** The list (the table shows a failure with Retry, so the call is silent for the toaster). */
export const payrollHistoryQuery = (scope: BusinessScope) =>
  payrollHistory.listQuery(scope, undefined, { meta: { silent: true } });
