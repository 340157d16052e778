/**
 * The inventory calls beyond the paged list (issue 12): the full list, every item in one call
 * (`page_size=9999`, spec section 9), and the low-stock count (the `low_stock=true` filter's
 * `count`, one row asked for). Both through the resource, so any change to an item refreshes them.
 */
import type { BusinessScope } from '@/api/resource';
import type { ListTab } from '@/lib/list-search';
import { inventory } from './inventory.queries';

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
