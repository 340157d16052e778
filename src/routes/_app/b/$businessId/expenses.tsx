import { createFileRoute } from '@tanstack/react-router';
import { expensesQuery, parseExpensesSearch, type ExpensesSearch } from '@/features/expenses';
import { ExpensesPage } from '@/features/expenses/components/expenses-page';
import { tabOf } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** Expenses: needs Expense view (D8); `?search=&page=&tab=&from=&to=` in the URL. */
export const Route = createFileRoute('/_app/b/$businessId/expenses')({
  validateSearch: parseExpensesSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'expense'),
  loaderDeps: ({ search }) => ({ location: search.location, tab: tabOf(search) }),
  loader: ({ context, params, deps }) =>
    prefetch(
      context.queryClient,
      expensesQuery({ businessId: params.businessId, location: deps.location }, deps.tab === 'active'),
    ),
  component: ExpensesRoute,
});

function ExpensesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExpensesPage
      search={search}
      onSearchChange={(patch: Partial<ExpensesSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'search' in patch })
      }
    />
  );
}
