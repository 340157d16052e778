import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, type Column, dateText, money } from '@/routes/-components/list-table';
import { requireView } from './-guard';
import { ensureQueryData } from '@/routes/-ensure';

const listQuery = (businessId: number, deps: { location: number | undefined }) =>
  business.$api.queryOptions('get', '/business/v1/{businessId}/tools/expenses/', {
    params: { path: { businessId }, query: { active: true, location: deps.location } },
  });

const COLUMNS: Column<BusinessSchemas['Expense']>[] = [
  { id: 'name', header: 'Expense', cell: (row) => row.name },
  { id: 'category', header: 'Category', cell: (row) => row.category.name },
  { id: 'date', header: 'Date', cell: (row) => dateText(row.expense_date) },
  { id: 'amount', header: 'Amount', align: 'right', cell: (row) => money(row.amount, row.currency) },
];

export const Route = createFileRoute('/_app/b/$businessId/expenses')({
  beforeLoad: ({ context }) => requireView(context.membership, 'expense'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => ensureQueryData(context.queryClient, listQuery(params.businessId, deps)),
  component: ExpensesPage,
});

function ExpensesPage() {
  const { businessId } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const { data } = useSuspenseQuery(listQuery(businessId, deps));
  return (
    <PageLayout title="Expenses" description="Money spent running the business.">
      <ListTable
        caption="Expenses"
        rows={data}
        columns={COLUMNS}
        getRowId={(row) => String(row.id)}
        emptyTitle="No expenses yet"
        emptyDescription="Expenses you record appear here."
      />
    </PageLayout>
  );
}
