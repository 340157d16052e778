import { createFileRoute } from '@tanstack/react-router';
import { disputesQuery, parseDisputesSearch } from '@/features/marketplace';
import { DisputesPage } from '@/features/marketplace/components/disputes-page';
import { listNavigation } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireOwner } from './-guard';

/** Marketplace disputes (the owner's, D8): the filters in the URL; the page is fetched while its code loads. */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/disputes')({
  validateSearch: parseDisputesSearch,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const { location, ...filters } = deps;
    return prefetch(context.queryClient, disputesQuery({ businessId: params.businessId, location }, filters));
  },
  component: DisputesRoute,
});

function DisputesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DisputesPage search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
