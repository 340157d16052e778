import { createFileRoute } from '@tanstack/react-router';
import { suppliersQuery } from '@/features/suppliers';
import { SuppliersPage } from '@/features/suppliers/components/suppliers-page';
import { listNavigation, parseListSearch } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** Suppliers: `?search=&page=&tab=` in the URL; the first page is fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/suppliers')({
  validateSearch: parseListSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'suppliers'),
  loaderDeps: ({ search }) => ({ location: search.location, search: search.search, page: search.page, tab: search.tab }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, suppliersQuery({ businessId: params.businessId, location: deps.location }, deps)),
  component: SuppliersRoute,
});

function SuppliersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SuppliersPage search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
