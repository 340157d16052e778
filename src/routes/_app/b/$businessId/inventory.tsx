import { createFileRoute } from '@tanstack/react-router';
import { InventoryPage, inventoryQuery } from '@/features/inventory';
import { prefetch } from '@/lib/prefetch';
import { pageSearchSchema } from '@/lib/list-search';
import { requireView } from './-guard';

export const Route = createFileRoute('/_app/b/$businessId/inventory')({
  validateSearch: pageSearchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'inventory'),
  loaderDeps: ({ search }) => ({ location: search.location, page: search.page }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, inventoryQuery({ businessId: params.businessId, location: deps.location }, deps.page)),
  component: InventoryRoute,
});

function InventoryRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InventoryPage page={page} onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })} />;
}
