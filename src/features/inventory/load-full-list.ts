/**
 * The full list's chunk; the route's loader starts it with the call (also on intent: a hover on
 * 'Show all'). Its own file: index.ts holds only re-exports, so it never becomes a module of the
 * entry chunk that drags the area's queries in with it.
 */
export const loadFullInventoryPage = () =>
  import('./components/full-list/full-inventory-page').then((page) => {
    // The full list is usually long: its virtualizer's code comes along (the rows render without waiting for it).
    void page.preloadFullListVirtual();
    return page;
  });
