import { createFileRoute } from '@tanstack/react-router';
import { parseStatementSearch } from '@/features/banking';
import { StatementPage } from '@/features/banking/statements/components/statement-page';
import { NotFoundPage } from '@/components/layout/route-states';
import { recordIdOf } from '@/lib/prefetch';

/** An account's statement for `?start_date=&end_date=` (this month so far when absent), issue 16. */
export const Route = createFileRoute('/_app/banking_/accounts/$kind/$accountId_/statement')({
  component: StatementRoute,
});

function StatementRoute() {
  const { kind, accountId } = Route.useParams();
  const search = parseStatementSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  const id = recordIdOf(accountId);
  if ((kind !== 'personal' && kind !== 'bank') || id === undefined) return <NotFoundPage />;
  return (
    <StatementPage
      kind={kind}
      id={id}
      search={search}
      onPeriodChange={(period) => void navigate({ search: period, replace: true })}
    />
  );
}
