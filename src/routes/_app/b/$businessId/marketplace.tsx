import { createFileRoute } from '@tanstack/react-router';
import { marketplaceQuery } from '@/features/marketplace';
import { MarketplacePage } from '@/features/marketplace/lazy';
import { prefetch } from '@/lib/prefetch';
import { pageSearchSchema } from '@/lib/list-search';
import { requireOwner } from './-guard';

export const Route = createFileRoute('/_app/b/$businessId/marketplace')({
  validateSearch: pageSearchSchema,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => ({ location: search.location, page: search.page }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, marketplaceQuery({ businessId: params.businessId, location: deps.location }, deps.page)),
  component: MarketplaceRoute,
});

function MarketplaceRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MarketplacePage page={page} onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })} />;
}
