import { createFileRoute } from '@tanstack/react-router';
import { affiliatesSearchSchema, affiliateQuery } from '@/features/marketplace';
import { AffiliatePage } from '@/features/marketplace/lazy';
import { prefetch, recordIdOf } from '@/lib/prefetch';
import { requireOwner } from './-guard';

/** A marketplace record page (the owner's, D8): the list's URL state rides along for the way back. */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/affiliates_/$affiliateId')({
  validateSearch: affiliatesSearchSchema,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => {
    const id = recordIdOf(params.affiliateId);
    if (id !== undefined)
      prefetch(context.queryClient, affiliateQuery({ businessId: params.businessId, location: deps.location }, id));
  },
  component: AffiliateRoute,
});

function AffiliateRoute() {
  const { affiliateId } = Route.useParams();
  const search = Route.useSearch();
  return <AffiliatePage id={affiliateId} search={search} />;
}
