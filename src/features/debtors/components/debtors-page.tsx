import { useQuery } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { useBusinessContext } from '@/features/business';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { debtorsQuery } from '../api/debtors.queries';

const COLUMNS: ListColumn<BusinessSchemas['Debtor']>[] = [
  { id: 'customer', header: 'Customer', cell: (row) => row.customer.name },
  { id: 'invoices', header: 'Invoices', align: 'right', cell: (row) => row.invoices_count },
  { id: 'due', header: 'Oldest due date', cell: (row) => formatDate(row.oldest_due_date) },
  { id: 'owed', header: 'Owed', align: 'right', cell: (row) => formatMoney(row.total_owed, row.currency) },
];

/** The debtors page (built out in a later issue): the list at the chosen location. */
export function DebtorsPage() {
  const { businessId, location } = useBusinessContext();
  const scope = { businessId, location };
  const query = useQuery(debtorsQuery(scope));
  return (
    <PageLayout title="Debtors" description="Customers who owe you money.">
      <ListTable
        caption="Debtors"
        rows={query.data}
        columns={COLUMNS}
        {...tableStateOf(query)}
        getRowId={(row) => String(row.id)}
        emptyTitle="Nobody owes you money"
        emptyDescription="Customers with unpaid invoices appear here."
      />
    </PageLayout>
  );
}
