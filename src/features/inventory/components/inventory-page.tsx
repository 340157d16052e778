import { useQuery } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { useBusinessContext } from '@/features/business';
import { formatMoney } from '@/lib/money';
import { humanise } from '@/lib/text';
import { stockStatus } from '@/lib/status';
import { StatusBadge } from '@/components/ui/status-badge';
import { fromEnvelope } from '@/lib/paging';
import { inventoryQuery } from '../api/inventory.queries';

const COLUMNS: ListColumn<BusinessSchemas['InventoryItem']>[] = [
  { id: 'name', header: 'Item', cell: (row) => row.name },
  { id: 'type', header: 'Type', cell: (row) => humanise(row.type) },
  {
    id: 'quantity',
    header: 'Quantity',
    align: 'right',
    card: 'subtitle',
    cell: (row) => `${row.quantity} ${row.unit ?? ''}`.trim(),
  },
  { id: 'price', header: 'Selling price', align: 'right', cell: (row) => formatMoney(row.unit_price, row.currency) },
  { id: 'cost', header: 'Cost price', align: 'right', card: 'hidden', cell: (row) => formatMoney(row.cost_price, row.currency) },
  {
    id: 'status',
    header: 'Stock',
    // Services carry no stock.
    cell: (row) => (row.type === 'product' ? <StatusBadge kind="stock" status={stockStatus(row.quantity)} /> : '—'),
  },
];

/** The inventory page (built out in a later issue): the list at the chosen location. */
export function InventoryPage({ page, onPageChange }: { page: number | undefined; onPageChange: (page: number) => void }) {
  const { businessId, location } = useBusinessContext();
  const scope = { businessId, location };
  const query = useQuery(inventoryQuery(scope, page));
  return (
    <PageLayout title="Inventory" description="Products and services you sell.">
      <ListTable
        caption="Inventory"
        rows={query.data?.results}
        columns={COLUMNS}
        {...tableStateOf(query)}
        getRowId={(row) => String(row.id)}
        emptyTitle="No inventory items yet"
        emptyDescription="Add the products and services you sell to track stock and prices."
        paging={query.data ? { ...fromEnvelope(query.data, page), onPageChange } : undefined}
      />
    </PageLayout>
  );
}
