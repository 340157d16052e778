import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, type ListColumn } from '@/components/list/list-table';
import { formatMoney } from '@/lib/money';
import { humanise } from '@/lib/text';
import { fromEnvelope } from '@/lib/paging';
import { pageSearchSchema, requireView } from './-guard';
import { ensureQueryData } from '@/lib/prefetch';

const listQuery = (businessId: number, deps: { location: number | undefined; page: number | undefined }) =>
  business.$api.queryOptions('get', '/business/v1/{businessId}/tools/inventories/', {
    params: { path: { businessId }, query: { location: deps.location, active: true, page: deps.page } },
  });

const COLUMNS: ListColumn<BusinessSchemas['InventoryItem']>[] = [
  { id: 'name', header: 'Item', cell: (row) => row.name },
  { id: 'type', header: 'Type', cell: (row) => humanise(row.type) },
  { id: 'quantity', header: 'Quantity', align: 'right', cell: (row) => `${row.quantity} ${row.unit ?? ''}`.trim() },
  { id: 'price', header: 'Selling price', align: 'right', cell: (row) => formatMoney(row.unit_price, row.currency) },
  { id: 'cost', header: 'Cost price', align: 'right', cell: (row) => formatMoney(row.cost_price, row.currency) },
];

export const Route = createFileRoute('/_app/b/$businessId/inventory')({
  validateSearch: pageSearchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'inventory'),
  loaderDeps: ({ search }) => ({ location: search.location, page: search.page }),
  loader: ({ context, params, deps }) => ensureQueryData(context.queryClient, listQuery(params.businessId, deps)),
  component: InventoryPage,
});

function InventoryPage() {
  const { businessId } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(listQuery(businessId, deps));
  return (
    <PageLayout title="Inventory" description="Products and services you sell.">
      <ListTable
        caption="Inventory"
        rows={data.results}
        columns={COLUMNS}
        getRowId={(row) => String(row.id)}
        emptyTitle="No inventory items yet"
        emptyDescription="Add the products and services you sell to track stock and prices."
        paging={{ ...fromEnvelope(data, deps.page), onPageChange: (page) => void navigate({ search: (prev) => ({ ...prev, page }) }) }}
      />
    </PageLayout>
  );
}
