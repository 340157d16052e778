import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, type Column } from '@/routes/-components/list-table';
import { requireView } from './-guard';
import { ensureQueryData } from '@/routes/-ensure';

const listQuery = (businessId: number, deps: { location: number | undefined }) =>
  business.$api.queryOptions('get', '/business/v1/{businessId}/tools/expense_categories/', {
    params: { path: { businessId }, query: { active: true, location: deps.location } },
  });

const COLUMNS: Column<BusinessSchemas['ExpenseCategory']>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'description', header: 'Description', cell: (row) => row.description ?? '—' },
];

export const Route = createFileRoute('/_app/b/$businessId/expense-categories')({
  beforeLoad: ({ context }) => requireView(context.membership, 'expenseCategory'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => ensureQueryData(context.queryClient, listQuery(params.businessId, deps)),
  component: ExpenseCategoriesPage,
});

function ExpenseCategoriesPage() {
  const { businessId } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const { data } = useSuspenseQuery(listQuery(businessId, deps));
  return (
    <PageLayout title="Expense categories" description="How you group your expenses.">
      <ListTable
        caption="Expense categories"
        rows={data}
        columns={COLUMNS}
        getRowId={(row) => String(row.id)}
        emptyTitle="No expense categories yet"
        emptyDescription="Categories you create appear here."
      />
    </PageLayout>
  );
}
