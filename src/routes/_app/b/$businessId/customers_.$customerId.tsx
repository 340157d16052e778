import { createFileRoute } from '@tanstack/react-router';
import { customerQuery } from '@/features/customers';
import { CustomerRecordPage } from '@/features/customers/components/customer-record-page';
import { parseListSearch } from '@/lib/list-search';
import { prefetch, recordIdOf } from '@/lib/prefetch';
import { requireView } from './-guard';

/** A customer's page: the list's `?search=&page=&tab=` ride along for the way back; the record is fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/customers_/$customerId')({
  validateSearch: parseListSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'customers'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => {
    const id = recordIdOf(params.customerId);
    if (id !== undefined)
      prefetch(context.queryClient, customerQuery({ businessId: params.businessId, location: deps.location }, id));
  },
  component: CustomerRoute,
});

function CustomerRoute() {
  const { customerId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CustomerRecordPage
      id={customerId}
      search={search}
      onLeave={() => void navigate({ to: '/b/$businessId/customers', search: (prev) => ({ ...prev, tab: undefined }) })}
    />
  );
}
