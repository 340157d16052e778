import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, type ListColumn } from '@/components/list/list-table';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { humanise } from '@/lib/text';
import { fromEnvelope } from '@/lib/paging';
import { pageSearchSchema, requireOwner } from './-guard';
import { ensureQueryData } from '@/lib/prefetch';

const listQuery = (businessId: number, deps: { location: number | undefined; page: number | undefined }) =>
  business.$api.queryOptions('get', '/business/v1/{businessId}/marketplace/orders/', {
    params: { path: { businessId }, query: { location: deps.location, per_page: 100, page: deps.page } },
  });

const COLUMNS: ListColumn<BusinessSchemas['Order']>[] = [
  { id: 'number', header: 'Order', cell: (row) => row.order_number },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer.name },
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.created_at) },
  { id: 'status', header: 'Status', cell: (row) => humanise(row.status) },
  { id: 'total', header: 'Total', align: 'right', cell: (row) => formatMoney(row.total_amount, row.currency) },
];

export const Route = createFileRoute('/_app/b/$businessId/marketplace')({
  validateSearch: pageSearchSchema,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => ({ location: search.location, page: search.page }),
  loader: ({ context, params, deps }) => ensureQueryData(context.queryClient, listQuery(params.businessId, deps)),
  component: MarketplacePage,
});

function MarketplacePage() {
  const { businessId } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(listQuery(businessId, deps));
  return (
    <PageLayout title="Marketplace orders" description="Orders for your published items.">
      <ListTable
        caption="Marketplace orders"
        rows={data.results}
        columns={COLUMNS}
        getRowId={(row) => String(row.id)}
        emptyTitle="No orders yet"
        emptyDescription="Orders for items you publish on the marketplace appear here."
        paging={{ ...fromEnvelope(data, deps.page), onPageChange: (page) => void navigate({ search: (prev) => ({ ...prev, page }) }) }}
      />
    </PageLayout>
  );
}
