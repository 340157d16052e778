import { createFileRoute } from '@tanstack/react-router';
import { invoicesQuery, parseInvoicesSearch } from '@/features/invoices';
import { InvoicesPage } from '@/features/invoices/components/invoices-page';
import { listNavigation } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** Invoices: `?search=&page=&state=&start_date=&end_date=&customer=` in the URL; the page is fetched while its code loads. */
export const Route = createFileRoute('/_app/b/$businessId/invoices')({
  validateSearch: parseInvoicesSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'invoicing'),
  loaderDeps: ({ search }) => ({
    location: search.location,
    page: search.page,
    search: search.search,
    state: search.state,
    start_date: search.start_date,
    end_date: search.end_date,
    customer: search.customer,
  }),
  loader: ({ context, params, deps: { location, ...search } }) =>
    prefetch(context.queryClient, invoicesQuery({ businessId: params.businessId, location }, search)),
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InvoicesPage search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
