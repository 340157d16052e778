import { createFileRoute } from '@tanstack/react-router';
import { bankAccountsQuery, personalAccountsQuery, parseTransferSearch } from '@/features/banking';
import { TransferPage } from '@/features/banking/transfer/components/transfer-page';
import { prefetch } from '@/lib/prefetch';

/** Send money (`?from=personal:1001` preselects the account, `&to=802` a saved beneficiary): the six-step transfer flow. */
export const Route = createFileRoute('/_app/banking_/transfer')({
  validateSearch: parseTransferSearch,
  loader: ({ context }) => {
    prefetch(context.queryClient, personalAccountsQuery());
    prefetch(context.queryClient, bankAccountsQuery());
  },
  component: TransferRoute,
});

function TransferRoute() {
  const { from, to } = Route.useSearch();
  return <TransferPage from={from} to={to} />;
}
