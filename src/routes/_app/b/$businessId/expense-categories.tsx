import { createFileRoute } from '@tanstack/react-router';
import { ExpenseCategoriesPage, expenseCategoriesQuery } from '@/features/expense-categories';
import { listSearchSchema, tabOf, type ListSearchPatch } from '@/features/tools-kit';
import { requireView } from './-guard';

/** Expense categories: needs Expense Category view (D8); `?search=&page=&tab=` in the URL. */
export const Route = createFileRoute('/_app/b/$businessId/expense-categories')({
  validateSearch: listSearchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'expenseCategory'),
  loaderDeps: ({ search }) => ({ tab: tabOf(search) }),
  loader: ({ context, params, deps }) => {
    // Start the list call without holding the page: the table shows its skeleton meanwhile.
    const options = expenseCategoriesQuery(params.businessId, deps.tab === 'active');
    context.queryClient.query({ ...options, meta: { silent: true } }).catch(() => undefined);
  },
  component: ExpenseCategoriesRoute,
});

function ExpenseCategoriesRoute() {
  const { businessId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExpenseCategoriesPage
      businessId={businessId}
      search={search}
      onSearchChange={(patch: ListSearchPatch) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'search' in patch })
      }
    />
  );
}
