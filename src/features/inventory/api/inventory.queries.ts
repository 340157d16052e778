/** Inventory: one page of `/business/v1/{businessId}/tools/inventories/` for the chosen location (D5). */
import { businessResource, type BusinessScope } from '@/api/resource';

export const inventory = businessResource({ list: '/business/v1/{businessId}/tools/inventories/' });

/** One page (the table shows a failure with Retry, so the call is silent for the toaster). */
export const inventoryQuery = (scope: BusinessScope, page: number | undefined) =>
  inventory.listQuery(scope, { active: true, page }, { meta: { silent: true } });
