import { createFileRoute } from '@tanstack/react-router';
import { bankAccountsQuery, personalAccountsQuery } from '@/features/banking';
import { BulkTransferPage } from '@/features/banking/lazy';
import { prefetch } from '@/lib/prefetch';

/**
 * Bulk transfers from one account (`?from=<kind>:<id>` picks it). The value is only looked up
 * among the user's accounts (anything else means the first one), so the search check is a type
 * check, kept inline: the auth pages have no room for a schema in the entry chunk.
 */
export const Route = createFileRoute('/_app/banking_/bulk-transfer')({
  validateSearch: (search: Record<string, unknown>): { from?: string | undefined } => ({
    from: typeof search.from === 'string' ? search.from : undefined,
  }),
  loader: ({ context }) => {
    prefetch(context.queryClient, personalAccountsQuery());
    prefetch(context.queryClient, bankAccountsQuery());
  },
  component: BulkTransferRoute,
});

function BulkTransferRoute() {
  const { from } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BulkTransferPage from={from} onFromChange={(next) => void navigate({ search: { from: next }, replace: true })} />;
}
