import { createFileRoute } from '@tanstack/react-router';
import { supplierQuery } from '@/features/suppliers';
import { SupplierRecordPage } from '@/features/suppliers/components/supplier-record-page';
import { parseListSearch } from '@/lib/list-search';
import { prefetch, recordIdOf } from '@/lib/prefetch';
import { requireView } from './-guard';

/** A supplier's page: the list's `?search=&page=&tab=` ride along for the way back; the record is fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/suppliers_/$supplierId')({
  validateSearch: parseListSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'suppliers'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => {
    const id = recordIdOf(params.supplierId);
    if (id !== undefined)
      prefetch(context.queryClient, supplierQuery({ businessId: params.businessId, location: deps.location }, id));
  },
  component: SupplierRoute,
});

function SupplierRoute() {
  const { supplierId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SupplierRecordPage
      id={supplierId}
      search={search}
      onLeave={() => void navigate({ to: '/b/$businessId/suppliers', search: (prev) => ({ ...prev, tab: undefined }) })}
    />
  );
}
