import { createFileRoute } from '@tanstack/react-router';
import { expenseCategoriesQuery } from '@/features/expense-categories';
import { ExpenseCategoriesPage } from '@/features/expense-categories/components/expense-categories-page';
import { listNavigation, parseListSearch, tabOf } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** Expense categories: needs Expense Category view (D8); `?search=&page=&tab=` in the URL. */
export const Route = createFileRoute('/_app/b/$businessId/expense-categories')({
  validateSearch: parseListSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'expenseCategory'),
  loaderDeps: ({ search }) => ({ tab: tabOf(search) }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, expenseCategoriesQuery({ businessId: params.businessId }, deps.tab === 'active')),
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
      onSearchChange={(patch) => void navigate(listNavigation(patch))}
    />
  );
}
