import { createFileRoute } from '@tanstack/react-router';
import { bankAccountsQuery, bulkTransferSearchSchema, personalAccountsQuery } from '@/features/banking';
import { BulkTransferPage } from '@/features/banking/lazy';
import { prefetch } from '@/lib/prefetch';

/** Bulk transfers from one account (`?from=<kind>:<id>` picks it). */
export const Route = createFileRoute('/_app/banking_/bulk-transfer')({
  validateSearch: bulkTransferSearchSchema,
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
