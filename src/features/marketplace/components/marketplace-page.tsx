import { useQuery } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { StatusBadge } from '@/components/ui/status-badge';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { useBusinessContext } from '@/features/business';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { fromEnvelope } from '@/lib/paging';
import { marketplaceQuery } from '../api/marketplace.queries';

const COLUMNS: ListColumn<BusinessSchemas['Order']>[] = [
  { id: 'number', header: 'Order', cell: (row) => row.order_number },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer.name },
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.created_at) },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge kind="order" status={row.status} /> },
  { id: 'total', header: 'Total', align: 'right', cell: (row) => formatMoney(row.total_amount, row.currency) },
];

/** The marketplace orders page (built out in a later issue): the list at the chosen location. */
export function MarketplacePage({ page, onPageChange }: { page: number | undefined; onPageChange: (page: number) => void }) {
  const { businessId, location } = useBusinessContext();
  const scope = { businessId, location };
  const query = useQuery(marketplaceQuery(scope, page));
  return (
    <PageLayout title="Marketplace orders" description="Orders for your published items.">
      <ListTable
        caption="Marketplace orders"
        rows={query.data?.results}
        columns={COLUMNS}
        {...tableStateOf(query)}
        getRowId={(row) => String(row.id)}
        emptyTitle="No orders yet"
        emptyDescription="Orders for items you publish on the marketplace appear here."
        paging={query.data ? { ...fromEnvelope(query.data, page), onPageChange } : undefined}
      />
    </PageLayout>
  );
}
