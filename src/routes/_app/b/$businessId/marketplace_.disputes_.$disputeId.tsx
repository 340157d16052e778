import { createFileRoute } from '@tanstack/react-router';
import { disputesSearchSchema, disputeQuery } from '@/features/marketplace';
import { DisputePage } from '@/features/marketplace/lazy';
import { prefetch, recordIdOf } from '@/lib/prefetch';
import { requireOwner } from './-guard';

/** A marketplace record page (the owner's, D8): the list's URL state rides along for the way back. */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/disputes_/$disputeId')({
  validateSearch: disputesSearchSchema,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => {
    const id = recordIdOf(params.disputeId);
    if (id !== undefined)
      prefetch(context.queryClient, disputeQuery({ businessId: params.businessId, location: deps.location }, id));
  },
  component: DisputeRoute,
});

function DisputeRoute() {
  const { disputeId } = Route.useParams();
  const search = Route.useSearch();
  return <DisputePage id={disputeId} search={search} />;
}
