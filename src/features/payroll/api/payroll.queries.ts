/** Payroll: the whole list of `/business/v1/{businessId}/tools/payrolls/` for the chosen location (D5). */
import { businessResource, type BusinessScope } from '@/api/resource';

export const payroll = businessResource({ list: '/business/v1/{businessId}/tools/payrolls/' });

/** The list (the table shows a failure with Retry, so the call is silent for the toaster). */
export const payrollQuery = (scope: BusinessScope) => payroll.listQuery(scope, undefined, { meta: { silent: true } });
