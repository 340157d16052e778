import { useQuery } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { useBusinessContext } from '@/features/business';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { payrollHistoryQuery } from '../api/payroll-history.queries';

const COLUMNS: ListColumn<BusinessSchemas['PayrollHistory']>[] = [
  { id: 'staff', header: 'Staff', cell: (row) => `${row.staff.first_name} ${row.staff.last_name}` },
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.date) },
  { id: 'description', header: 'Description', cell: (row) => row.description ?? '—' },
  { id: 'amount', header: 'Amount', align: 'right', cell: (row) => formatMoney(row.amount, row.currency) },
];

/** The payroll history page (built out in a later issue): the list at the chosen location. */
export function PayrollHistoryPage() {
  const { businessId, location } = useBusinessContext();
  const scope = { businessId, location };
  const query = useQuery(payrollHistoryQuery(scope));
  return (
    <PageLayout title="Payroll history" description="Payroll payments made.">
      <ListTable
        caption="Payroll history"
        rows={query.data}
        columns={COLUMNS}
        {...tableStateOf(query)}
        getRowId={(row) => String(row.id)}
        emptyTitle="No payroll payments yet"
        emptyDescription="Payments you record appear here."
      />
    </PageLayout>
  );
}
