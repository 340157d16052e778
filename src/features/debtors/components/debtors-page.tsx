import { useQuery } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { useBusinessContext } from '@/features/business';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { debtorsQuery, useSendReminder } from '../api/debtors.queries';

type Debtor = BusinessSchemas['Debtor'];

const COLUMNS: ListColumn<Debtor>[] = [
  { id: 'customer', header: 'Customer', cell: (row) => row.customer.name },
  { id: 'invoices', header: 'Invoices', align: 'right', card: 'hidden', cell: (row) => row.invoices_count },
  { id: 'due', header: 'Oldest due date', cell: (row) => formatDate(row.oldest_due_date) },
  { id: 'owed', header: 'Owed', align: 'right', cell: (row) => formatMoney(row.total_owed, row.currency) },
];

/** The debtors page: the list at the chosen location; a member who may create for debtors can send a reminder. */
export function DebtorsPage() {
  const { businessId, location } = useBusinessContext();
  const scope = { businessId, location };
  const query = useQuery(debtorsQuery(scope));
  const mayRemind = useCan('debtors', 'create');
  const send = useSendReminder();
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
        rowLabel={(row) => row.customer.name}
        rowActions={
          mayRemind
            ? (row) => [
                {
                  label: 'Send reminder',
                  // One reminder at a time: a second press while one is on its way sends nothing.
                  disabled: send.isPending,
                  onSelect: () => send.mutate({ scope, id: row.id }),
                },
              ]
            : undefined
        }
      />
    </PageLayout>
  );
}
