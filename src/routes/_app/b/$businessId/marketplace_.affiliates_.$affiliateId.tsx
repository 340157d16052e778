import { createFileRoute } from '@tanstack/react-router';
import { parseAffiliatesSearch } from '@/features/marketplace';
import { AffiliatePage } from '@/features/marketplace/components/affiliate-page';
import { requireOwner } from './-guard';

/** A marketplace record page (the owner's, D8): the list's URL state rides along for the way back; the page fetches its record (no loader: the entry chunk stays small). */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/affiliates_/$affiliateId')({
  validateSearch: parseAffiliatesSearch,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  component: AffiliateRoute,
});

function AffiliateRoute() {
  const { affiliateId } = Route.useParams();
  const search = Route.useSearch();
  return <AffiliatePage id={affiliateId} search={search} />;
}
