/**
 * The inventory feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */
export type { ItemFormModalProps, ItemFormScan } from './components/item-form-modal';
export { fullInventoryQuery, inventory, inventoryItemQuery, inventoryQuery, lowStockCountQuery } from './api/inventory.queries';
export { parseInventorySearch, type InventorySearch, type InventorySearchPatch } from './search';
