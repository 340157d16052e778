import { createFileRoute } from '@tanstack/react-router';
import { datedParams, ordersQuery, parseOrdersSearch } from '@/features/marketplace';
import { OrdersPage } from '@/features/marketplace/components/orders-page';
import { listNavigation } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireOwner } from './-guard';

/** Marketplace orders (the owner's, D8): the filters in the URL; the page is fetched while its code loads. */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/orders')({
  validateSearch: parseOrdersSearch,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const { location, ...filters } = deps;
    return prefetch(context.queryClient, ordersQuery({ businessId: params.businessId, location }, datedParams(filters)));
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OrdersPage search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
