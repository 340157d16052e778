import { useQuery } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { useBusinessContext } from '@/features/business';
import { formatMoney } from '@/lib/money';
import { payrollQuery } from '../api/payroll.queries';

const COLUMNS: ListColumn<BusinessSchemas['Payroll']>[] = [
  { id: 'staff', header: 'Staff', cell: (row) => `${row.staff.first_name} ${row.staff.last_name}` },
  { id: 'description', header: 'Description', cell: (row) => row.description ?? '—' },
  { id: 'amount', header: 'Amount', align: 'right', cell: (row) => formatMoney(row.amount, row.currency) },
];

/** The payroll page (built out in a later issue): the list at the chosen location. */
export function PayrollPage() {
  const { businessId, location } = useBusinessContext();
  const scope = { businessId, location };
  const query = useQuery(payrollQuery(scope));
  return (
    <PageLayout title="Payroll" description="What each staff member is paid.">
      <ListTable
        caption="Payroll"
        rows={query.data}
        columns={COLUMNS}
        {...tableStateOf(query)}
        getRowId={(row) => String(row.id)}
        emptyTitle="No payroll yet"
        emptyDescription="Payroll entries you add appear here."
      />
    </PageLayout>
  );
}
