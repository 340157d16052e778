import type { BusinessSchemas } from '@/api/types';
import type { ListColumn } from '@/components/list/list-table';
import { useServerList } from '@/components/list/use-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { formatMoney } from '@/lib/money';
import { affiliatesQuery } from '../api/marketplace.queries';
import type { AffiliatesSearch } from '../search';
import { MarketList } from './market-list';
import { MarketplaceLayout } from './marketplace-layout';
import { AFFILIATE_STATUS } from '@/lib/statuses/marketplace';

type Affiliate = BusinessSchemas['Affiliate'];

const NOUN = { one: 'affiliate', many: 'affiliates' };

/** The spec's words when the affiliates cannot be fetched (section 8). */
export const AFFILIATES_FAILED = 'Failed to fetch affiliates';

export interface AffiliatesPageProps {
  search: AffiliatesSearch;
  onSearchChange: (patch: Partial<AffiliatesSearch>) => void;
}

/** Affiliates (searched by name or email), each opening their products and earnings. */
export function AffiliatesPage({ search, onSearchChange }: AffiliatesPageProps) {
  const { businessId, location, business } = useBusinessContext();
  const scope = { businessId, location };
  const list = useServerList(affiliatesQuery(scope, { page: search.page, search: search.search }), {
    page: search.page,
    group: search.search ?? '',
  });
  const columns: ListColumn<Affiliate>[] = [
    { id: 'name', header: 'Affiliate', cell: (row) => <span className="[overflow-wrap:anywhere]">{row.name}</span> },
    {
      id: 'email',
      header: 'Email',
      card: 'subtitle',
      cell: (row) => <span className="[overflow-wrap:anywhere]">{row.email}</span>,
    },
    { id: 'rate', header: 'Commission', card: 'hidden', align: 'right', cell: (row) => `${row.commission_rate} %` },
    {
      id: 'status',
      header: 'Status',
      card: 'status',
      cell: (row) => <StatusBadge vocabulary={AFFILIATE_STATUS} status={row.status} />,
    },
    {
      id: 'sales',
      header: 'Sales brought',
      align: 'right',
      card: 'amount',
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => formatMoney(row.total_sales, business.currency),
    },
  ];
  return (
    <MarketplaceLayout title="Affiliates" description="Partners who sell your published items for a commission.">
      <MarketList
        noun={NOUN}
        columns={columns}
        list={list}
        getRowId={(row) => String(row.id)}
        rowLink={(row) => ({
          to: '/b/$businessId/marketplace/affiliates/$affiliateId',
          params: { businessId, affiliateId: String(row.id) },
          search: { ...search, location },
        })}
        search={{ value: search.search, onChange: (value) => onSearchChange({ search: value, page: undefined }) }}
        errorMessage={AFFILIATES_FAILED}
        emptyTitle={search.search ? 'No affiliates match this search' : 'No affiliates yet'}
        emptyDescription={search.search ? 'Check the spelling or search for something else.' : undefined}
        onPageChange={(page) => onSearchChange({ page })}
      />
    </MarketplaceLayout>
  );
}
