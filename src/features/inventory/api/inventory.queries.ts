/** Inventory items of `/business/v1/{businessId}/tools/inventories/` for the chosen location (D5). */
import { business } from '@/api/clients';
import { businessResource, scopeParams, useRecordAction, type BusinessScope } from '@/api/resource';
import type { ListTab } from '@/lib/list-search';
import { inventoryQueryOf, type InventorySearch } from '../search';

export const inventory = businessResource({
  list: '/business/v1/{businessId}/tools/inventories/',
  item: '/business/v1/{businessId}/tools/inventories/{id}/',
  // The dashboard's stock worth.
  touches: ['/business/v1/{businessId}/tools/business_statistics/total_inventory_worth/'],
});

/** One page of the list for the URL state (the table shows a failure with Retry, so the call is silent). */
export const inventoryQuery = (scope: BusinessScope, search: InventorySearch) =>
  inventory.listQuery(scope, inventoryQueryOf(search), { meta: { silent: true } });

/** Publish or withdraw, remove or restore (PATCH); the lists refresh. Errors are shown by the caller. */
export const usePatchItem = () => inventory.usePatch({ meta: { silent: true } });

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
      '/business/v1/{businessId}/tools/business_statistics/total_inventory_worth/',
    ],
    meta: { silent: true },
  });

/** One item (its page). */
export const inventoryItemQuery = (scope: BusinessScope, id: number) => inventory.itemQuery(scope, id);

// The calls beyond the paged list (issue 12): the full list, every item in one call
// (`page_size=9999`, spec section 9), and the low-stock count (the `low_stock=true` filter's
// `count`, one row asked for). Both through the resource, so any change to an item refreshes them.

/** The largest page the contract allows: the whole list. */
export const FULL_LIST_PAGE_SIZE = 9999;

/** Every active (or removed) item, newest first; searched, filtered and sorted in the browser. */
export const fullInventoryQuery = (scope: BusinessScope, tab: ListTab) => ({
  ...inventory.listQuery(scope, { active: tab === 'active', page_size: FULL_LIST_PAGE_SIZE }, { meta: { silent: true } }),
  // A refetch replaces the list whole: comparing 9,999 items deeply with the old ones costs more
  // than re-indexing them.
  structuralSharing: false,
});

/** How many active products are at or below their threshold (the answer's `count`). */
export const lowStockCountQuery = (scope: BusinessScope) =>
  inventory.listQuery(scope, { active: true, low_stock: true, page_size: 1 }, { meta: { silent: true } });
