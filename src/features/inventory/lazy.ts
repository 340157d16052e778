/**
 * The inventory pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const InventoryPage = lazy(() => import('./components/inventory-page').then((m) => ({ default: m.InventoryPage })));
/** The full list (`?view=all`): every item in one call, virtualised; its own chunk. */
export const FullInventoryPage = lazy(() =>
  import('./components/full-list/full-inventory-page').then((m) => ({ default: m.FullInventoryPage })),
);
export const ItemRecordPage = lazy(() => import('./components/item-record-page').then((m) => ({ default: m.ItemRecordPage })));
// The item form is not exported here: its pages load it themselves when it opens, and an unused
// lazy() here would still put the form's chunk list in every inventory route's first load.
