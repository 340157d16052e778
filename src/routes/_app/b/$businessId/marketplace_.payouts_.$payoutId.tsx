import { createFileRoute } from '@tanstack/react-router';
import { payoutsSearchSchema, payoutQuery } from '@/features/marketplace';
import { PayoutPage } from '@/features/marketplace/lazy';
import { prefetch, recordIdOf } from '@/lib/prefetch';
import { requireOwner } from './-guard';

/** A marketplace record page (the owner's, D8): the list's URL state rides along for the way back. */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/payouts_/$payoutId')({
  validateSearch: payoutsSearchSchema,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => {
    const id = recordIdOf(params.payoutId);
    if (id !== undefined)
      prefetch(context.queryClient, payoutQuery({ businessId: params.businessId, location: deps.location }, id));
  },
  component: PayoutRoute,
});

function PayoutRoute() {
  const { payoutId } = Route.useParams();
  const search = Route.useSearch();
  return <PayoutPage id={payoutId} search={search} />;
}
