import type { BusinessSchemas } from '@/api/types';
import type { ListColumn } from '@/components/list/list-table';
import { useServerList } from '@/components/list/use-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { formatDate } from '@/lib/dates';
import { disputesQuery } from '../api/marketplace.queries';
import { DISPUTE_STATUSES, type DisputesSearch } from '../search';
import { StatusFilter } from './list-filters';
import { MarketList } from './market-list';
import { MarketplaceLayout } from './marketplace-layout';
import { DISPUTE_STATUS } from '@/lib/statuses/marketplace';

type Dispute = BusinessSchemas['Dispute'];

const NOUN = { one: 'dispute', many: 'disputes' };

const COLUMNS: ListColumn<Dispute>[] = [
  { id: 'reason', header: 'Reason', cell: (row) => <span className="[overflow-wrap:anywhere]">{row.reason}</span> },
  {
    id: 'order',
    header: 'Order',
    card: 'subtitle',
    cell: (row) => <span className="[overflow-wrap:anywhere]">{row.order_number}</span>,
  },
  { id: 'opened', header: 'Opened', card: 'hidden', className: 'whitespace-nowrap', cell: (row) => formatDate(row.created_at) },
  {
    id: 'updated',
    header: 'Last message',
    card: 'hidden',
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.updated_at),
  },
  {
    id: 'status',
    header: 'Status',
    card: 'status',
    cell: (row) => <StatusBadge vocabulary={DISPUTE_STATUS} status={row.status} />,
  },
];

export interface DisputesPageProps {
  search: DisputesSearch;
  onSearchChange: (patch: Partial<DisputesSearch>) => void;
}

/** Buyers' disputes, by status, each opening its order and message thread. */
export function DisputesPage({ search, onSearchChange }: DisputesPageProps) {
  const { businessId, location } = useBusinessContext();
  const scope = { businessId, location };
  const list = useServerList(disputesQuery(scope, { page: search.page, status: search.status }), {
    page: search.page,
    group: search.status ?? '',
  });
  return (
    <MarketplaceLayout title="Disputes" description="Buyers' complaints about orders: answer them, or propose a settlement.">
      <MarketList
        noun={NOUN}
        columns={COLUMNS}
        list={list}
        getRowId={(row) => String(row.id)}
        rowLink={(row) => ({
          to: '/b/$businessId/marketplace/disputes/$disputeId',
          params: { businessId, disputeId: String(row.id) },
          search: { ...search, location },
        })}
        filters={
          <StatusFilter
            vocabulary={DISPUTE_STATUS}
            statuses={DISPUTE_STATUSES}
            value={search.status}
            onChange={(status) => onSearchChange({ status, page: undefined })}
          />
        }
        emptyTitle={search.status ? 'No disputes with this status' : 'No disputes'}
        emptyDescription={
          search.status ? 'Pick another status, or any status.' : 'When a buyer complains about an order, it appears here.'
        }
        onPageChange={(page) => onSearchChange({ page })}
      />
    </MarketplaceLayout>
  );
}
