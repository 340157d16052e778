/** Marketplace orders: one page of `/business/v1/{businessId}/marketplace/orders/` for the chosen location (D5). */
import { businessResource, type BusinessScope } from '@/api/resource';

export const marketplace = businessResource({ list: '/business/v1/{businessId}/marketplace/orders/' });

/** One page (the table shows a failure with Retry, so the call is silent for the toaster). */
export const marketplaceQuery = (scope: BusinessScope, page: number | undefined) =>
  marketplace.listQuery(scope, { per_page: 100, page }, { meta: { silent: true } });
