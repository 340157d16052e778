import { createFileRoute } from '@tanstack/react-router';
import { parsePayoutsSearch } from '@/features/marketplace';
import { PayoutPage } from '@/features/marketplace/components/payout-page';
import { requireOwner } from './-guard';

/** A marketplace record page (the owner's, D8): the list's URL state rides along for the way back; the page fetches its record (no loader: the entry chunk stays small). */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/payouts_/$payoutId')({
  validateSearch: parsePayoutsSearch,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  component: PayoutRoute,
});

function PayoutRoute() {
  const { payoutId } = Route.useParams();
  const search = Route.useSearch();
  return <PayoutPage id={payoutId} search={search} />;
}
