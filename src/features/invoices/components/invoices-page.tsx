import { useQuery } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { fromEnvelope } from '@/lib/paging';
import { invoicesQuery } from '../api/invoices.queries';

const COLUMNS: ListColumn<BusinessSchemas['Invoice']>[] = [
  { id: 'title', header: 'Invoice', cell: (row) => row.title },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer.name },
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.sale_date) },
  { id: 'state', header: 'Status', card: 'status', cell: (row) => <StatusBadge kind="invoice" status={row.state} /> },
  { id: 'total', header: 'Total', align: 'right', cell: (row) => formatMoney(row.total_amount, row.currency.code) },
  { id: 'balance', header: 'Balance', align: 'right', cell: (row) => formatMoney(row.total_balance, row.currency.code) },
];

/** The invoices page (built out in a later issue): the list at the chosen location. */
export function InvoicesPage({ page, onPageChange }: { page: number | undefined; onPageChange: (page: number) => void }) {
  const { businessId, location } = useBusinessContext();
  const scope = { businessId, location };
  const query = useQuery(invoicesQuery(scope, page));
  return (
    <PageLayout title="Invoices" description="Sales invoices, newest first.">
      <ListTable
        caption="Invoices"
        rows={query.data?.results}
        columns={COLUMNS}
        {...tableStateOf(query)}
        getRowId={(row) => String(row.id)}
        emptyTitle="No invoices yet"
        emptyDescription="Invoices you raise for customers appear here."
        paging={query.data ? { ...fromEnvelope(query.data, page), onPageChange } : undefined}
      />
    </PageLayout>
  );
}
