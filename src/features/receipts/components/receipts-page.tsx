import { useQuery } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { useBusinessContext } from '@/features/business';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { humanise } from '@/lib/text';
import { fromEnvelope } from '@/lib/paging';
import { receiptsQuery } from '../api/receipts.queries';

const COLUMNS: ListColumn<BusinessSchemas['Receipt']>[] = [
  { id: 'date', header: 'Date', card: 'subtitle', cell: (row) => formatDate(row.date) },
  { id: 'customer', header: 'Customer', card: 'title', cell: (row) => row.customer.name },
  { id: 'invoice', header: 'Invoice', cell: (row) => `#${row.invoice}` },
  { id: 'method', header: 'Method', cell: (row) => humanise(row.payment_method) },
  { id: 'amount', header: 'Amount', align: 'right', cell: (row) => formatMoney(row.amount, row.currency) },
];

/** The receipts page (built out in a later issue): the list at the chosen location. */
export function ReceiptsPage({ page, onPageChange }: { page: number | undefined; onPageChange: (page: number) => void }) {
  const { businessId, location } = useBusinessContext();
  const scope = { businessId, location };
  const query = useQuery(receiptsQuery(scope, page));
  return (
    <PageLayout title="Receipts" description="Payments received against invoices.">
      <ListTable
        caption="Receipts"
        rows={query.data?.results}
        columns={COLUMNS}
        {...tableStateOf(query)}
        getRowId={(row) => String(row.id)}
        emptyTitle="No receipts yet"
        emptyDescription="Payments you record against invoices appear here."
        paging={query.data ? { ...fromEnvelope(query.data, page), onPageChange } : undefined}
      />
    </PageLayout>
  );
}
