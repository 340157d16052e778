import { Suspense } from 'react';
import type { BusinessSchemas } from '@/api/types';
import type { ListColumn } from '@/components/list/list-table';
import { useServerList } from '@/components/list/use-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { formatDate } from '@/lib/dates';
import { lazyWithPreload } from '@/lib/lazy';
import { formatMoney } from '@/lib/money';
import { payoutsQuery } from '../api/marketplace.queries';
import { datedParams, PAYOUT_STATUSES, type PayoutsSearch } from '../search';
import { DateRangeFields, StatusFilter } from './list-filters';
import { MarketList } from './market-list';
import { MarketplaceLayout } from './marketplace-layout';
import { PAYOUT_STATUS } from '@/lib/statuses/marketplace';

// The page's totals load beside the list, under which they show (issue 21's budget).
const PageTotals = lazyWithPreload(() => import('./page-totals').then((m) => m.PageTotals));
void PageTotals.preload().catch(() => undefined);

type Payout = BusinessSchemas['Payout'];

const NOUN = { one: 'payout', many: 'payouts' };

const COLUMNS: ListColumn<Payout>[] = [
  { id: 'reference', header: 'Reference', cell: (row) => <span className="[overflow-wrap:anywhere]">{row.reference}</span> },
  { id: 'date', header: 'Made', card: 'subtitle', className: 'whitespace-nowrap', cell: (row) => formatDate(row.created_at) },
  { id: 'orders', header: 'Orders', card: 'hidden', align: 'right', cell: (row) => row.orders.length },
  {
    id: 'status',
    header: 'Status',
    card: 'status',
    cell: (row) => <StatusBadge vocabulary={PAYOUT_STATUS} status={row.status} />,
  },
  {
    id: 'amount',
    header: 'Net',
    align: 'right',
    card: 'amount',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatMoney(row.net, row.currency),
  },
];

export interface PayoutsPageProps {
  search: PayoutsSearch;
  onSearchChange: (patch: Partial<PayoutsSearch>) => void;
}

/** Payouts of marketplace earnings, by status and date, with the page's net per currency. */
export function PayoutsPage({ search, onSearchChange }: PayoutsPageProps) {
  const { businessId, location } = useBusinessContext();
  const scope = { businessId, location };
  const params = datedParams(search);
  const list = useServerList(payoutsQuery(scope, params), {
    page: search.page,
    group: `${params.status ?? ''}|${params.start_date ?? ''}|${params.end_date ?? ''}`,
  });
  const filtered = Boolean(search.status || search.start_date || search.end_date);
  return (
    <MarketplaceLayout title="Payouts" description="What the marketplace paid into your bank account, order by order.">
      <MarketList
        noun={NOUN}
        columns={COLUMNS}
        list={list}
        getRowId={(row) => String(row.id)}
        rowLink={(row) => ({
          to: '/b/$businessId/marketplace/payouts/$payoutId',
          params: { businessId, payoutId: String(row.id) },
          search: { ...search, location },
        })}
        filters={
          <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
            <StatusFilter
              vocabulary={PAYOUT_STATUS}
              statuses={PAYOUT_STATUSES}
              value={search.status}
              onChange={(status) => onSearchChange({ status, page: undefined })}
            />
            <DateRangeFields value={search} onChange={(patch) => onSearchChange({ ...patch, page: undefined })} />
          </div>
        }
        emptyTitle={filtered ? 'No payouts match these filters' : 'No payouts yet'}
        emptyDescription={filtered ? 'Change the filters, or clear them.' : 'The marketplace pays out settled orders every week.'}
        onPageChange={(page) => onSearchChange({ page })}
        summary={
          <Suspense fallback={null}>
            <PageTotals
              label="Net of this page"
              amounts={list.rows.map((row) => ({ amount: row.net, currency: row.currency }))}
            />
          </Suspense>
        }
      />
    </MarketplaceLayout>
  );
}
