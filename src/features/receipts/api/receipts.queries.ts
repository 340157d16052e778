/** Receipts: one page of `/business/v1/{businessId}/tools/receipts/` for the chosen location (D5). */
import { businessResource, type BusinessScope } from '@/api/resource';

export const receipts = businessResource({ list: '/business/v1/{businessId}/tools/receipts/' });

/** One page (the table shows a failure with Retry, so the call is silent for the toaster). */
export const receiptsQuery = (scope: BusinessScope, page: number | undefined) =>
  receipts.listQuery(scope, { page }, { meta: { silent: true } });
