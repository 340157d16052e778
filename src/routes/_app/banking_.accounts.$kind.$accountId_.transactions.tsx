import { createFileRoute } from '@tanstack/react-router';
import { parseTransactionsSearch } from '@/features/banking';
import { TransactionsPage } from '@/features/banking/transactions/components/transactions-page';
import { NotFoundPage } from '@/components/layout/route-states';
import { recordIdOf } from '@/lib/prefetch';

/**
 * An account's transactions, `?search=&page=&status=&type=&min_amount=&max_amount=&start_date=&end_date=`
 * in the URL (issue 16). The page loads the account and the list itself (nothing of it in the entry chunk).
 */
export const Route = createFileRoute('/_app/banking_/accounts/$kind/$accountId_/transactions')({
  component: TransactionsRoute,
});

function TransactionsRoute() {
  const { kind, accountId } = Route.useParams();
  const search = parseTransactionsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  const id = recordIdOf(accountId);
  if ((kind !== 'personal' && kind !== 'bank') || id === undefined) return <NotFoundPage />;
  return (
    <TransactionsPage
      kind={kind}
      id={id}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'search' in patch })}
    />
  );
}
