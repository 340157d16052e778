import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { BusinessSchemas } from '@/api/types';
import { BackLinkContent, RecordPage, RecordQueryContent, RecordSection } from '@/components/record/record-page';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { formatDate } from '@/lib/dates';
import { formatMoney, multiplyMoney } from '@/lib/money';
import { recordIdOf } from '@/lib/prefetch';
import { affiliateProductsQuery } from '../api/marketplace.pages';
import { affiliateQuery } from '../api/marketplace.queries';
import type { AffiliatesSearch } from '../search';
import { totalsByCurrency } from '../utils/totals';
import { CurrencyTotals } from './currency-totals';
import { MarketplaceNav } from './marketplace-layout';
import { AFFILIATE_STATUS } from '@/lib/statuses/marketplace';

type Affiliate = BusinessSchemas['Affiliate'];

const NOUN = { one: 'affiliate', many: 'affiliates' };

/** An affiliate: their terms, the sales they brought, the items they promote and what they earned. */
export function AffiliatePage({ id, search }: { id: string; search: AffiliatesSearch }) {
  const scope = useBusinessContext();
  const affiliateId = recordIdOf(id);
  const query = useQuery({ ...affiliateQuery(scope, affiliateId ?? 0), enabled: affiliateId !== undefined });
  const back = (
    <Link
      to="/b/$businessId/marketplace/affiliates"
      params={{ businessId: scope.businessId }}
      search={{ ...search, location: scope.location }}
    >
      <BackLinkContent>Affiliates</BackLinkContent>
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      <MarketplaceNav />
      <RecordQueryContent query={query} validId={affiliateId !== undefined} noun={NOUN} back={back}>
        {(affiliate) => <AffiliateRecord affiliate={affiliate} back={back} />}
      </RecordQueryContent>
    </div>
  );
}

function AffiliateRecord({ affiliate, back }: { affiliate: Affiliate; back: ReactNode }) {
  const scope = useBusinessContext();
  return (
    <RecordPage
      back={back}
      title={affiliate.name}
      status={<StatusBadge vocabulary={AFFILIATE_STATUS} status={affiliate.status} />}
      description={`Affiliate since ${formatDate(affiliate.created_at)}`}
    >
      <RecordSection
        title="Details"
        fields={[
          { label: 'Email', value: <span className="[overflow-wrap:anywhere]">{affiliate.email}</span> },
          { label: 'Commission', value: `${affiliate.commission_rate} %` },
          { label: 'Sales brought', value: formatMoney(affiliate.total_sales, scope.business.currency) },
        ]}
      />
      <AffiliateProducts affiliateId={affiliate.id} />
    </RecordPage>
  );
}

function AffiliateProducts({ affiliateId }: { affiliateId: number }) {
  const scope = useBusinessContext();
  const query = useQuery(affiliateProductsQuery(scope, affiliateId));
  let content: ReactNode;
  if (query.isPending) content = <p className="text-sm text-muted-foreground">Loading the products…</p>;
  else if (query.isError)
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        Couldn't load the products.
        <Button variant="outlined" size="sm" className="min-h-11 sm:min-h-9" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  else if (query.data.results.length === 0)
    content = <p className="text-sm text-muted-foreground">This affiliate promotes none of your published items.</p>;
  else {
    const rows = query.data.results.map((p) => ({ ...p, earned: multiplyMoney(p.commission_amount, p.units_sold) }));
    content = (
      <div className="flex flex-col gap-3">
        <ul className="flex flex-col divide-y divide-border" aria-label="Products promoted">
          {rows.map((product) => (
            <li
              key={product.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm"
              data-testid="affiliate-product"
            >
              {product.image ? <img src={product.image} alt="" className="size-12 rounded object-cover" loading="lazy" /> : null}
              <div className="min-w-0 flex-1">
                <Link
                  to="/b/$businessId/inventory/$itemId"
                  params={{ businessId: scope.businessId, itemId: String(product.id) }}
                  search={{ location: scope.location }}
                  className="font-medium text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                >
                  {product.name}
                </Link>
                <p className="text-muted-foreground">
                  {formatMoney(product.unit_price, product.currency)} · {product.commission_rate} % ={' '}
                  {formatMoney(product.commission_amount, product.currency)} a unit · {product.units_sold} sold
                </p>
              </div>
              <span className="font-semibold tabular-nums">{formatMoney(product.earned, product.currency)}</span>
            </li>
          ))}
        </ul>
        <CurrencyTotals
          label="Commission earned"
          totals={totalsByCurrency(
            rows,
            (r) => r.earned,
            (r) => r.currency,
          )}
        />
      </div>
    );
  }
  return <RecordSection title="Products and earnings">{content}</RecordSection>;
}
