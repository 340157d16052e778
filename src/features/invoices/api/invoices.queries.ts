/** Invoices: one page of `/business/v1/{businessId}/tools/invoices/` for the chosen location (D5). */
import { businessResource, type BusinessScope } from '@/api/resource';

export const invoices = businessResource({ list: '/business/v1/{businessId}/tools/invoices/' });

/** One page (the table shows a failure with Retry, so the call is silent for the toaster). */
export const invoicesQuery = (scope: BusinessScope, page: number | undefined) =>
  invoices.listQuery(scope, { page }, { meta: { silent: true } });
