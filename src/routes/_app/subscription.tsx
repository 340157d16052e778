import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { subscription } from '@/api/clients';
import type { SubscriptionSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { humanise } from '@/lib/text';
import { ensureQueryData } from '@/lib/prefetch';

const currentSubscriptionQuery = () => subscription.$api.queryOptions('get', '/api/subscription');
const packagesQuery = () => subscription.$api.queryOptions('get', '/api/package');

/** Spec section 4: active if the status is 'active' (any case) or the end date is still ahead. */
function isSubscriptionActive(
  current: Pick<SubscriptionSchemas['Subscription'], 'status' | 'end_date'>,
  now = Date.now(),
): boolean {
  return current.status.toLowerCase() === 'active' || Date.parse(current.end_date) > now;
}

/** Spec section 3: monthly if the cycle name contains 'monthly', otherwise yearly. */
function cycleText(cycleName: string): 'Monthly' | 'Yearly' {
  return cycleName.toLowerCase().includes('monthly') ? 'Monthly' : 'Yearly';
}

export const Route = createFileRoute('/_app/subscription')({
  loader: ({ context }) =>
    Promise.all([
      ensureQueryData(context.queryClient, currentSubscriptionQuery()),
      ensureQueryData(context.queryClient, packagesQuery()),
    ]),
  component: SubscriptionPage,
});

function SubscriptionPage() {
  const { data: current } = useSuspenseQuery(currentSubscriptionQuery());
  const { data: packages } = useSuspenseQuery(packagesQuery());
  const active = current.data;
  return (
    <PageLayout title="Subscription" description="Your plan and the packages on offer.">
      <section aria-labelledby="current-plan" className="flex flex-col gap-3 rounded-lg border bg-card p-5">
        <h2 id="current-plan" className="text-lg font-semibold">
          Current plan
        </h2>
        {active ? (
          <div className="flex flex-col gap-1 text-sm">
            <p className="flex flex-wrap items-center gap-2 text-base font-medium">
              {active.package.name}
              <Badge variant={isSubscriptionActive(active) ? 'success' : 'neutral'}>
                {isSubscriptionActive(active) ? 'Active' : humanise(active.status)}
              </Badge>
            </p>
            <p className="text-muted-foreground">
              {cycleText(active.package.billing_cycle.cycle_name)} · {formatMoney(active.package.price, active.package.currency)} · paid
              by {humanise(active.payment_method)} ({humanise(active.payment_status)})
            </p>
            <p className="text-muted-foreground">
              {formatDate(active.start_date)} to {formatDate(active.end_date)}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">You have no subscription yet. Choose a package below.</p>
        )}
      </section>
      <section aria-labelledby="packages" className="flex flex-col gap-3">
        <h2 id="packages" className="text-lg font-semibold">
          Packages
        </h2>
        {packages.results.length === 0 ? (
          <EmptyState title="No packages on offer right now" className="rounded-lg border bg-card" />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {packages.results.map((item) => (
              <li key={item.package_id} className="flex flex-col gap-3 rounded-lg border bg-card p-5">
                <div className="flex flex-col gap-1">
                  <h3 className="font-semibold">{item.name}</h3>
                  <p className="text-sm text-muted-foreground">{item.description}</p>
                </div>
                <p className="text-xl font-semibold tabular-nums">
                  {formatMoney(item.price, item.currency)}
                  <span className="text-sm font-normal text-muted-foreground">
                    {' '}
                    / {cycleText(item.billing_cycle.cycle_name) === 'Monthly' ? 'month' : 'year'}
                  </span>
                </p>
                <ul className="flex flex-col gap-1.5 text-sm">
                  {item.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageLayout>
  );
}
