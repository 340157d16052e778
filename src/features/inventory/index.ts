/**
 * The inventory feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */
export type { ItemFormModalProps, ItemFormScan } from './components/item-form-modal';
export { inventory, inventoryItemQuery, inventoryQuery } from './api/inventory.queries';
export { fullInventoryQuery, lowStockCountQuery } from './api/full-list.queries';
export { parseInventorySearch, type InventorySearch, type InventorySearchPatch } from './search';
