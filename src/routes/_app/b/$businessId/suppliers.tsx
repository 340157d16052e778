import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, type Column } from '@/routes/-components/list-table';
import { pageSearchSchema, requireView } from './-guard';
import { ensureQueryData } from '@/routes/-ensure';

const listQuery = (businessId: number, deps: { location: number | undefined; page: number | undefined }) =>
  business.$api.queryOptions('get', '/business/v1/{businessId}/tools/suppliers/', {
    params: { path: { businessId }, query: { location: deps.location, active: true, page: deps.page } },
  });

const COLUMNS: Column<BusinessSchemas['Supplier']>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'email', header: 'Email', cell: (row) => row.email ?? '—' },
  { id: 'phone', header: 'Phone', cell: (row) => row.phone_number ?? '—' },
  { id: 'address', header: 'Address', cell: (row) => row.address ?? '—' },
];

export const Route = createFileRoute('/_app/b/$businessId/suppliers')({
  validateSearch: pageSearchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'suppliers'),
  loaderDeps: ({ search }) => ({ location: search.location, page: search.page }),
  loader: ({ context, params, deps }) => ensureQueryData(context.queryClient, listQuery(params.businessId, deps)),
  component: SuppliersPage,
});

function SuppliersPage() {
  const { businessId } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(listQuery(businessId, deps));
  return (
    <PageLayout title="Suppliers" description="Who you buy stock from.">
      <ListTable
        caption="Suppliers"
        rows={data.results}
        columns={COLUMNS}
        getRowId={(row) => String(row.id)}
        emptyTitle="No suppliers yet"
        emptyDescription="Suppliers you add appear here."
        paging={{
          page: deps.page ?? 1,
          count: data.count,
          pageSize: data.results.length,
          hasNext: data.next !== null,
          onPageChange: (page) => void navigate({ search: (prev) => ({ ...prev, page }) }),
        }}
      />
    </PageLayout>
  );
}
