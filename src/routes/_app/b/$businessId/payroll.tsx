import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, type ListColumn } from '@/components/list/list-table';
import { formatMoney } from '@/lib/money';
import { requireView } from './-guard';
import { ensureQueryData } from '@/lib/prefetch';

const listQuery = (businessId: number, deps: { location: number | undefined }) =>
  business.$api.queryOptions('get', '/business/v1/{businessId}/tools/payrolls/', {
    params: { path: { businessId }, query: { location: deps.location } },
  });

const COLUMNS: ListColumn<BusinessSchemas['Payroll']>[] = [
  { id: 'staff', header: 'Staff', cell: (row) => `${row.staff.first_name} ${row.staff.last_name}` },
  { id: 'description', header: 'Description', cell: (row) => row.description ?? '—' },
  { id: 'amount', header: 'Amount', align: 'right', cell: (row) => formatMoney(row.amount, row.currency) },
];

export const Route = createFileRoute('/_app/b/$businessId/payroll')({
  beforeLoad: ({ context }) => requireView(context.membership, 'payroll'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => ensureQueryData(context.queryClient, listQuery(params.businessId, deps)),
  component: PayrollPage,
});

function PayrollPage() {
  const { businessId } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const { data } = useSuspenseQuery(listQuery(businessId, deps));
  return (
    <PageLayout title="Payroll" description="What each staff member is paid.">
      <ListTable
        caption="Payroll"
        rows={data}
        columns={COLUMNS}
        getRowId={(row) => String(row.id)}
        emptyTitle="No payroll yet"
        emptyDescription="Payroll entries you add appear here."
      />
    </PageLayout>
  );
}
