import { createFileRoute } from '@tanstack/react-router';
import { datedParams, payoutsQuery, parsePayoutsSearch } from '@/features/marketplace';
import { PayoutsPage } from '@/features/marketplace/components/payouts-page';
import { listNavigation } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireOwner } from './-guard';

/** Marketplace payouts (the owner's, D8): the filters in the URL; the page is fetched while its code loads. */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/payouts')({
  validateSearch: parsePayoutsSearch,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const { location, ...filters } = deps;
    return prefetch(context.queryClient, payoutsQuery({ businessId: params.businessId, location }, datedParams(filters)));
  },
  component: PayoutsRoute,
});

function PayoutsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PayoutsPage search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
