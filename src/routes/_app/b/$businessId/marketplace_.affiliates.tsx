import { createFileRoute } from '@tanstack/react-router';
import { affiliatesQuery, parseAffiliatesSearch } from '@/features/marketplace';
import { AffiliatesPage } from '@/features/marketplace/components/affiliates-page';
import { listNavigation } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireOwner } from './-guard';

/** Marketplace affiliates (the owner's, D8): the filters in the URL; the page is fetched while its code loads. */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/affiliates')({
  validateSearch: parseAffiliatesSearch,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const { location, ...filters } = deps;
    return prefetch(context.queryClient, affiliatesQuery({ businessId: params.businessId, location }, filters));
  },
  component: AffiliatesRoute,
});

function AffiliatesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AffiliatesPage search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
