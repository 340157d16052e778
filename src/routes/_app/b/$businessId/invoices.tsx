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
import { pageSearchSchema, requireView } from './-guard';
import { ensureQueryData } from '@/lib/prefetch';

const listQuery = (businessId: number, deps: { location: number | undefined; page: number | undefined }) =>
  business.$api.queryOptions('get', '/business/v1/{businessId}/tools/invoices/', {
    params: { path: { businessId }, query: { location: deps.location, page: deps.page } },
  });

const COLUMNS: ListColumn<BusinessSchemas['Invoice']>[] = [
  { id: 'title', header: 'Invoice', cell: (row) => row.title },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer.name },
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.sale_date) },
  { id: 'state', header: 'Status', cell: (row) => humanise(row.state) },
  { id: 'total', header: 'Total', align: 'right', cell: (row) => formatMoney(row.total_amount, row.currency.code) },
  { id: 'balance', header: 'Balance', align: 'right', cell: (row) => formatMoney(row.total_balance, row.currency.code) },
];

export const Route = createFileRoute('/_app/b/$businessId/invoices')({
  validateSearch: pageSearchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'invoicing'),
  loaderDeps: ({ search }) => ({ location: search.location, page: search.page }),
  loader: ({ context, params, deps }) => ensureQueryData(context.queryClient, listQuery(params.businessId, deps)),
  component: InvoicesPage,
});

function InvoicesPage() {
  const { businessId } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(listQuery(businessId, deps));
  return (
    <PageLayout title="Invoices" description="Sales invoices, newest first.">
      <ListTable
        caption="Invoices"
        rows={data.results}
        columns={COLUMNS}
        getRowId={(row) => String(row.id)}
        emptyTitle="No invoices yet"
        emptyDescription="Invoices you raise for customers appear here."
        paging={{ ...fromEnvelope(data, deps.page), onPageChange: (page) => void navigate({ search: (prev) => ({ ...prev, page }) }) }}
      />
    </PageLayout>
  );
}
