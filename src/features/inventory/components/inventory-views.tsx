import { lazy } from 'react';
import type { InventoryPageProps } from './inventory-filters';
import { InventoryPage } from './inventory-page';

/**
 * The full list's chunk (`?view=all`: every item in one call, virtualised), never loaded with the
 * paged list: the route's loader starts it with its call (also on intent, a hover on 'Show all').
 * It lives beside the paged list so its preload list leaves out what the list has loaded already.
 */
export const loadFullInventoryPage = () =>
  import('./full-list/full-inventory-page').then((page) => {
    // The full list is usually long: its virtualizer's code comes along (the rows render without waiting for it).
    void page.preloadFullListVirtual();
    return page;
  });

const FullInventoryPage = lazy(() => loadFullInventoryPage().then((m) => ({ default: m.FullInventoryPage })));

/** The inventory route's page: the paged list, or the full list with `?view=all`. */
export function InventoryViews(props: InventoryPageProps) {
  return props.search.view === 'all' ? <FullInventoryPage {...props} /> : <InventoryPage {...props} />;
}
