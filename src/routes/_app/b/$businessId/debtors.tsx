import { createFileRoute } from '@tanstack/react-router';
import { debtorsQuery, parseDebtorsSearch } from '@/features/debtors';
import { DebtorsPage } from '@/features/debtors/components/debtors-page';
import { listNavigation } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** Debtors: `?search=&page=&currency=&sort=` in the URL; the whole list is fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/debtors')({
  validateSearch: parseDebtorsSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'debtors'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, debtorsQuery({ businessId: params.businessId, location: deps.location })),
  component: DebtorsRoute,
});

function DebtorsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DebtorsPage search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
