/**
 * The inventory feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */
import { lazy } from 'react';

export const InventoryPage = lazy(() => import('./components/inventory-page').then((m) => ({ default: m.InventoryPage })));
/** The full list (`?view=all`): every item in one call, virtualised; its own chunk. */
export const FullInventoryPage = lazy(() =>
  import('./components/full-list/full-inventory-page').then((m) => ({ default: m.FullInventoryPage })),
);
export const ItemRecordPage = lazy(() => import('./components/item-record-page').then((m) => ({ default: m.ItemRecordPage })));
/** Add or edit an item (`onSaved` gives the saved item; the invoice form's '+ New item' passes `initialName`). */
export const ItemFormModal = lazy(() => import('./components/item-form-modal').then((m) => ({ default: m.ItemFormModal })));
export type { ItemFormModalProps, ItemFormScan } from './components/item-form-modal';
export { inventory, inventoryItemQuery, inventoryQuery } from './api/inventory.queries';
export { fullInventoryQuery, lowStockCountQuery } from './api/full-list.queries';
export { inventorySearchSchema, type InventorySearch, type InventorySearchPatch } from './search';
