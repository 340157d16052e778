import { createFileRoute } from '@tanstack/react-router';
import { BulkTransferPage } from '@/features/banking/bulk/components/bulk-transfer-page';

/**
 * Bulk transfers from one account (`?from=<kind>:<id>` picks it). The value is only looked up
 * among the user's accounts (anything else means the first one), so the search check is a type
 * check, kept inline; and no loader: the page asks for the two account lists itself. Both keep
 * the entry chunk, where every route's config lands, as small as can be (the auth pages sit at
 * the 155 KB budget).
 */
export const Route = createFileRoute('/_app/banking_/bulk-transfer')({
  validateSearch: (search: Record<string, unknown>): { from?: string | undefined } => ({
    from: typeof search.from === 'string' ? search.from : undefined,
  }),
  component: BulkTransferRoute,
});

function BulkTransferRoute() {
  const { from } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BulkTransferPage from={from} onFromChange={(next) => void navigate({ search: { from: next }, replace: true })} />;
}
