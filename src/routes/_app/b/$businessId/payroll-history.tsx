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
  business.$api.queryOptions('get', '/business/v1/{businessId}/tools/payroll_histories/', {
    params: { path: { businessId }, query: { location: deps.location } },
  });

const COLUMNS: ListColumn<BusinessSchemas['PayrollHistory']>[] = [
  { id: 'staff', header: 'Staff', cell: (row) => `${row.staff.first_name} ${row.staff.last_name}` },
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.date) },
  { id: 'description', header: 'Description', cell: (row) => row.description ?? '—' },
  { id: 'amount', header: 'Amount', align: 'right', cell: (row) => formatMoney(row.amount, row.currency) },
];

export const Route = createFileRoute('/_app/b/$businessId/payroll-history')({
  beforeLoad: ({ context }) => requireView(context.membership, 'payrollHistory'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => ensureQueryData(context.queryClient, listQuery(params.businessId, deps)),
  component: PayrollHistoryPage,
});

function PayrollHistoryPage() {
  const { businessId } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const { data } = useSuspenseQuery(listQuery(businessId, deps));
  return (
    <PageLayout title="Payroll history" description="Payroll payments made.">
      <ListTable
        caption="Payroll history"
        rows={data}
        columns={COLUMNS}
        getRowId={(row) => String(row.id)}
        emptyTitle="No payroll payments yet"
        emptyDescription="Payments you record appear here."
      />
    </PageLayout>
  );
}
