/**
 * The inventory feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */
export type { ItemFormModalProps, ItemFormScan } from './components/item-form-modal';
/** The full list's chunk; the route's loader starts it with the call (also on intent: a hover on 'Show all'). */
export const loadFullInventoryPage = () => import('./components/full-list/full-inventory-page');
export { inventory, inventoryItemQuery, inventoryQuery } from './api/inventory.queries';
export { fullInventoryQuery, lowStockCountQuery } from './api/full-list.queries';
export { inventorySearchSchema, type InventorySearch, type InventorySearchPatch } from './search';
