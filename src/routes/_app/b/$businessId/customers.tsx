import { createFileRoute } from '@tanstack/react-router';
import { customersQuery } from '@/features/customers';
import { CustomersPage } from '@/features/customers/components/customers-page';
import { listNavigation, parseListSearch } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** Customers: `?search=&page=&tab=` in the URL; the first page is fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/customers')({
  validateSearch: parseListSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'customers'),
  loaderDeps: ({ search }) => ({ location: search.location, search: search.search, page: search.page, tab: search.tab }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, customersQuery({ businessId: params.businessId, location: deps.location }, deps)),
  component: CustomersRoute,
});

function CustomersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CustomersPage search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
