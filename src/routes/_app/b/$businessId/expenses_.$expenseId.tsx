import { createFileRoute } from '@tanstack/react-router';
import { allExpensesQuery, parseExpensesSearch } from '@/features/expenses';
import { ExpenseRecordPage } from '@/features/expenses/components/expense-record-page';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** An expense's page: the list's `?search=&page=&tab=&from=&to=` ride along for the way back; the expenses are fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/expenses_/$expenseId')({
  validateSearch: parseExpensesSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'expense'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, allExpensesQuery({ businessId: params.businessId, location: deps.location })),
  component: ExpenseRoute,
});

function ExpenseRoute() {
  const { expenseId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExpenseRecordPage
      id={expenseId}
      search={search}
      onLeave={() => void navigate({ to: '/b/$businessId/expenses', search: (prev) => ({ ...prev, tab: undefined }) })}
    />
  );
}
