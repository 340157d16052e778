/** Inventory: one page of `/business/v1/{businessId}/tools/inventories/` for the chosen location (D5). */
import { business } from '@/api/clients';
import { businessResource, scopeParams, useRecordAction, type BusinessScope } from '@/api/resource';

export const inventory = businessResource({
  list: '/business/v1/{businessId}/tools/inventories/',
  item: '/business/v1/{businessId}/tools/inventories/{id}/',
});

/** One page (the table shows a failure with Retry, so the call is silent for the toaster). */
export const inventoryQuery = (scope: BusinessScope, page: number | undefined) =>
  inventory.listQuery(scope, { active: true, page }, { meta: { silent: true } });

/** An item's stock history (designed), newest first, 20 per page. */
export const adjustmentsQuery = (scope: BusinessScope, id: number, page = 1) =>
  business.$api.queryOptions('get', '/business/v1/{businessId}/tools/inventories/{id}/adjustments/', {
    params: { path: { ...scopeParams(scope).path, id }, query: { ...scopeParams(scope).query, page } },
  });

/** Adjust an item's stock (designed); the item and the lists refresh. Send an `idempotencyKey`. */
export const useAdjustStock = () =>
  useRecordAction('/business/v1/{businessId}/tools/inventories/{id}/adjustments/', {
    touches: [
      inventory.list,
      '/business/v1/{businessId}/tools/inventories/{id}/',
      '/business/v1/{businessId}/tools/inventories/{id}/adjustments/',
    ],
    meta: { silent: true },
  });
