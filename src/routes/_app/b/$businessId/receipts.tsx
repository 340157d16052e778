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
  business.$api.queryOptions('get', '/business/v1/{businessId}/tools/receipts/', {
    params: { path: { businessId }, query: { location: deps.location, page: deps.page } },
  });

const COLUMNS: ListColumn<BusinessSchemas['Receipt']>[] = [
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.date) },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer.name },
  { id: 'invoice', header: 'Invoice', cell: (row) => `#${row.invoice}` },
  { id: 'method', header: 'Method', cell: (row) => humanise(row.payment_method) },
  { id: 'amount', header: 'Amount', align: 'right', cell: (row) => formatMoney(row.amount, row.currency) },
];

export const Route = createFileRoute('/_app/b/$businessId/receipts')({
  validateSearch: pageSearchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'receipt'),
  loaderDeps: ({ search }) => ({ location: search.location, page: search.page }),
  loader: ({ context, params, deps }) => ensureQueryData(context.queryClient, listQuery(params.businessId, deps)),
  component: ReceiptsPage,
});

function ReceiptsPage() {
  const { businessId } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(listQuery(businessId, deps));
  return (
    <PageLayout title="Receipts" description="Payments received against invoices.">
      <ListTable
        caption="Receipts"
        rows={data.results}
        columns={COLUMNS}
        getRowId={(row) => String(row.id)}
        emptyTitle="No receipts yet"
        emptyDescription="Payments you record against invoices appear here."
        paging={{ ...fromEnvelope(data, deps.page), onPageChange: (page) => void navigate({ search: (prev) => ({ ...prev, page }) }) }}
      />
    </PageLayout>
  );
}
