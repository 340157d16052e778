import { createFileRoute } from '@tanstack/react-router';
import { InventoryPage, inventoryQuery, inventorySearchSchema } from '@/features/inventory';
import { listNavigation } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** Inventory: `?search=&page=&tab=` and the filters `?type=&published=&low=&tag=` in the URL. */
export const Route = createFileRoute('/_app/b/$businessId/inventory')({
  validateSearch: inventorySearchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'inventory'),
  loaderDeps: ({ search: { location, search, page, tab, type, published, low, tag } }) => ({
    location,
    list: { search, page, tab, type, published, low, tag },
  }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, inventoryQuery({ businessId: params.businessId, location: deps.location }, deps.list)),
  component: InventoryRoute,
});

function InventoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InventoryPage search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
