import { createFileRoute } from '@tanstack/react-router';
import { fullInventoryQuery, inventoryQuery, parseInventorySearch } from '@/features/inventory';
import { InventoryViews, loadFullInventoryPage } from '@/features/inventory/components/inventory-views';
import { listNavigation, tabOf } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/**
 * Inventory: `?search=&page=&tab=` and the filters `?type=&published=&low=&tag=` in the URL;
 * `?view=all` (with `?sort=`) is the full list.
 */
export const Route = createFileRoute('/_app/b/$businessId/inventory')({
  validateSearch: parseInventorySearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'inventory'),
  // The full list (`?view=all`) asks once for every item of the tab; search, filters and sort run
  // in the browser, so only the tab is its dependency.
  loaderDeps: ({ search: { location, search, page, tab, type, published, low, tag, view } }) => ({
    location,
    view,
    list: view === 'all' ? { tab } : { search, page, tab, type, published, low, tag },
  }),
  loader: ({ context, params, deps }) => {
    const scope = { businessId: params.businessId, location: deps.location };
    if (deps.view !== 'all') return prefetch(context.queryClient, inventoryQuery(scope, deps.list));
    // The 9,999-item call and the full list's chunk in parallel, from the first sign of intent.
    void loadFullInventoryPage().catch(() => undefined);
    return prefetch(context.queryClient, fullInventoryQuery(scope, tabOf(deps.list)));
  },
  component: InventoryRoute,
});

function InventoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InventoryViews search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
