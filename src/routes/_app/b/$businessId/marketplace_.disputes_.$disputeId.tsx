import { createFileRoute } from '@tanstack/react-router';
import { parseDisputesSearch } from '@/features/marketplace';
import { DisputePage } from '@/features/marketplace/components/dispute-page';
import { requireOwner } from './-guard';

/** A marketplace record page (the owner's, D8): the list's URL state rides along for the way back; the page fetches its record (no loader: the entry chunk stays small). */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/disputes_/$disputeId')({
  validateSearch: parseDisputesSearch,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  component: DisputeRoute,
});

function DisputeRoute() {
  const { disputeId } = Route.useParams();
  const search = Route.useSearch();
  return <DisputePage id={disputeId} search={search} />;
}
