import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, serverPaging, type Column, dateText, money, words } from '@/routes/-components/list-table';
import { pageSearchSchema, requireView } from './-guard';
import { ensureQueryData } from '@/routes/-ensure';

const listQuery = (businessId: number, deps: { location: number | undefined; page: number | undefined }) =>
  business.$api.queryOptions('get', '/business/v1/{businessId}/tools/receipts/', {
    params: { path: { businessId }, query: { location: deps.location, page: deps.page } },
  });

const COLUMNS: Column<BusinessSchemas['Receipt']>[] = [
  { id: 'date', header: 'Date', cell: (row) => dateText(row.date) },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer.name },
  { id: 'invoice', header: 'Invoice', cell: (row) => `#${row.invoice}` },
  { id: 'method', header: 'Method', cell: (row) => words(row.payment_method) },
  { id: 'amount', header: 'Amount', align: 'right', cell: (row) => money(row.amount, row.currency) },
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
        paging={serverPaging(data, deps.page, (page) => void navigate({ search: (prev) => ({ ...prev, page }) }))}
      />
    </PageLayout>
  );
}
