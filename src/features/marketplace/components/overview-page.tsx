import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { useBusinessContext } from '@/features/business';
import { formatMoney } from '@/lib/money';
import { disputesQuery, ordersQuery, payoutsQuery } from '../api/marketplace.queries';
import { monthSoFar } from '../search';
import { totalsByCurrency } from '../utils/totals';
import { MarketplaceLayout } from './marketplace-layout';

/** What counts as revenue: every order of the month but those cancelled or returned. */
const EARNING = new Set(['pending', 'processing', 'shipped', 'delivered']);

/** The marketplace at a glance: this month's orders and revenue, pending payouts, open disputes. */
export function MarketplaceOverviewPage() {
  const { businessId, location, business } = useBusinessContext();
  const scope = { businessId, location };
  const month = monthSoFar();
  const orders = useQuery(ordersQuery(scope, month));
  const pending = useQuery(payoutsQuery(scope, { status: 'pending' }));
  const open = useQuery(disputesQuery(scope, { status: 'open' }));
  const review = useQuery(disputesQuery(scope, { status: 'under_review' }));
  const search = { location };

  const monthOrders = orders.data?.results ?? [];
  const revenue = totalsByCurrency(
    monthOrders.filter((o) => EARNING.has(o.status)),
    (o) => o.total_amount,
    (o) => o.currency,
  );
  const payouts = totalsByCurrency(
    pending.data?.results ?? [],
    (p) => p.net,
    (p) => p.currency,
  );

  return (
    <MarketplaceLayout title="Marketplace" description="Your marketplace this month, and what needs you.">
      <div className="grid gap-3 sm:grid-cols-2">
        <Tile
          title="Orders this month"
          query={orders}
          link={{ to: '/b/$businessId/marketplace/orders', params: { businessId }, search: { ...search, ...month } }}
          linkLabel="See this month's orders"
        >
          <p className="text-3xl font-semibold tabular-nums">{orders.data?.count ?? 0}</p>
        </Tile>
        <Tile
          title="Revenue this month"
          query={orders}
          link={{ to: '/b/$businessId/marketplace/orders', params: { businessId }, search: { ...search, ...month } }}
          linkLabel="See the orders behind it"
        >
          {revenue.length === 0 ? (
            <p className="text-3xl font-semibold tabular-nums">{formatMoney('0', business.currency)}</p>
          ) : (
            <ul>
              {revenue.map((total) => (
                <li key={total.currency} className="text-3xl font-semibold tabular-nums" data-currency={total.currency}>
                  {formatMoney(total.amount, total.currency)}
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-muted-foreground">Cancelled and returned orders are left out.</p>
        </Tile>
        <Tile
          title="Pending payouts"
          query={pending}
          link={{ to: '/b/$businessId/marketplace/payouts', params: { businessId }, search: { ...search, status: 'pending' } }}
          linkLabel="See pending payouts"
        >
          <p className="text-3xl font-semibold tabular-nums">{pending.data?.count ?? 0}</p>
          <ul className="text-sm text-muted-foreground">
            {payouts.map((total) => (
              <li key={total.currency}>{formatMoney(total.amount, total.currency)} to come</li>
            ))}
          </ul>
        </Tile>
        <Tile
          title="Open disputes"
          query={open}
          link={{ to: '/b/$businessId/marketplace/disputes', params: { businessId }, search: { ...search, status: 'open' } }}
          linkLabel="See open disputes"
        >
          <p className="text-3xl font-semibold tabular-nums">{open.data?.count ?? 0}</p>
          {review.data ? <p className="text-sm text-muted-foreground">{review.data.count} more under review</p> : null}
        </Tile>
      </div>
    </MarketplaceLayout>
  );
}

function Tile({
  title,
  query,
  link,
  linkLabel,
  children,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  link: LinkOptions;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border p-4" aria-label={title}>
      <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : query.isError ? (
        <p className="text-sm text-destructive" role="alert">
          Couldn't load this.{' '}
          <button type="button" className="min-h-11 underline sm:min-h-0" onClick={() => void query.refetch()}>
            Retry
          </button>
        </p>
      ) : (
        children
      )}
      <Link
        {...link}
        className="mt-auto inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline sm:min-h-0"
      >
        {linkLabel}
      </Link>
    </section>
  );
}
