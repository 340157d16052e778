import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, type ListColumn } from '@/components/list/list-table';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { requireView } from './-guard';
import { ensureQueryData } from '@/lib/prefetch';

const listQuery = (businessId: number, deps: { location: number | undefined }) =>
  business.$api.queryOptions('get', '/business/v1/{businessId}/tools/debtors/', {
    params: { path: { businessId }, query: { location: deps.location } },
  });

const COLUMNS: ListColumn<BusinessSchemas['Debtor']>[] = [
  { id: 'customer', header: 'Customer', cell: (row) => row.customer.name },
  { id: 'invoices', header: 'Invoices', align: 'right', cell: (row) => row.invoices_count },
  { id: 'due', header: 'Oldest due date', cell: (row) => formatDate(row.oldest_due_date) },
  { id: 'owed', header: 'Owed', align: 'right', cell: (row) => formatMoney(row.total_owed, row.currency) },
];

export const Route = createFileRoute('/_app/b/$businessId/debtors')({
  beforeLoad: ({ context }) => requireView(context.membership, 'debtors'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => ensureQueryData(context.queryClient, listQuery(params.businessId, deps)),
  component: DebtorsPage,
});

function DebtorsPage() {
  const { businessId } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const { data } = useSuspenseQuery(listQuery(businessId, deps));
  return (
    <PageLayout title="Debtors" description="Customers who owe you money.">
      <ListTable
        caption="Debtors"
        rows={data}
        columns={COLUMNS}
        getRowId={(row) => String(row.id)}
        emptyTitle="Nobody owes you money"
        emptyDescription="Customers with unpaid invoices appear here."
      />
    </PageLayout>
  );
}
