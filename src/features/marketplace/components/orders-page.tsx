import { Suspense } from 'react';
import type { BusinessSchemas } from '@/api/types';
import type { ListColumn } from '@/components/list/list-table';
import { useServerList } from '@/components/list/use-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { formatDate } from '@/lib/dates';
import { lazyWithPreload } from '@/lib/lazy';
import { formatMoney } from '@/lib/money';
import { ordersQuery } from '../api/marketplace.queries';
import { datedParams, ORDER_STATUSES, type OrdersSearch } from '../search';
import { DateRangeFields, StatusFilter } from './list-filters';
import { MarketList } from './market-list';
import { MarketplaceLayout } from './marketplace-layout';
import { ORDER_STATUS } from '@/lib/statuses/marketplace';

// The page's totals load beside the list, under which they show (issue 21's budget).
const PageTotals = lazyWithPreload(() => import('./page-totals').then((m) => m.PageTotals));
void PageTotals.preload().catch(() => undefined);

type Order = BusinessSchemas['Order'];

const NOUN = { one: 'order', many: 'orders' };

const COLUMNS: ListColumn<Order>[] = [
  { id: 'number', header: 'Order', cell: (row) => <span className="[overflow-wrap:anywhere]">{row.order_number}</span> },
  {
    id: 'buyer',
    header: 'Buyer',
    card: 'subtitle',
    cell: (row) => <span className="[overflow-wrap:anywhere]">{row.customer.name}</span>,
  },
  { id: 'date', header: 'Placed', card: 'hidden', className: 'whitespace-nowrap', cell: (row) => formatDate(row.created_at) },
  {
    id: 'status',
    header: 'Status',
    card: 'status',
    cell: (row) => <StatusBadge vocabulary={ORDER_STATUS} status={row.status} />,
  },
  {
    id: 'total',
    header: 'Total',
    align: 'right',
    card: 'amount',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatMoney(row.total_amount, row.currency),
  },
];

export interface OrdersPageProps {
  search: OrdersSearch;
  onSearchChange: (patch: Partial<OrdersSearch>) => void;
}

/** Marketplace orders: status, search and the day placed in the URL; the page's totals per currency. */
export function OrdersPage({ search, onSearchChange }: OrdersPageProps) {
  const { businessId, location } = useBusinessContext();
  const scope = { businessId, location };
  const params = datedParams(search);
  const list = useServerList(ordersQuery(scope, params), {
    page: search.page,
    group: `${params.search ?? ''}|${params.status ?? ''}|${params.start_date ?? ''}|${params.end_date ?? ''}`,
  });
  const filtered = Boolean(search.search || search.status || search.start_date || search.end_date);
  return (
    <MarketplaceLayout
      title="Marketplace orders"
      description="Orders for the items you publish: find one, fulfil it, print its packing slip."
    >
      <MarketList
        noun={NOUN}
        columns={COLUMNS}
        list={list}
        getRowId={(row) => String(row.id)}
        rowLink={(row) => ({
          to: '/b/$businessId/marketplace/orders/$orderId',
          params: { businessId, orderId: String(row.id) },
          search: { ...search, location },
        })}
        search={{ value: search.search, onChange: (value) => onSearchChange({ search: value, page: undefined }) }}
        filters={
          <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
            <StatusFilter
              vocabulary={ORDER_STATUS}
              statuses={ORDER_STATUSES}
              value={search.status}
              onChange={(status) => onSearchChange({ status, page: undefined })}
            />
            <DateRangeFields value={search} onChange={(patch) => onSearchChange({ ...patch, page: undefined })} />
          </div>
        }
        emptyTitle={filtered ? 'No orders match these filters' : 'No orders yet'}
        emptyDescription={
          filtered ? 'Change the filters, or clear them.' : 'Orders for items you publish on the marketplace appear here.'
        }
        onPageChange={(page) => onSearchChange({ page })}
        summary={
          <Suspense fallback={null}>
            <PageTotals
              label="Total of this page"
              amounts={list.rows.map((row) => ({ amount: row.total_amount, currency: row.currency }))}
            />
          </Suspense>
        }
      />
    </MarketplaceLayout>
  );
}
