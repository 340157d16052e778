/** Debtors: the whole list of `/business/v1/{businessId}/tools/debtors/` for the chosen location (D5). */
import { businessResource, type BusinessScope } from '@/api/resource';

export const debtors = businessResource({ list: '/business/v1/{businessId}/tools/debtors/' });

/** The list (the table shows a failure with Retry, so the call is silent for the toaster). */
export const debtorsQuery = (scope: BusinessScope) => debtors.listQuery(scope, undefined, { meta: { silent: true } });
