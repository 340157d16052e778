import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { SubscriptionSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { QueryContent } from '@/components/record/query-content';
import { StatusBadge } from '@/components/ui/status-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { humanise } from '@/lib/text';
import { currentSubscriptionQuery, packagesQuery } from '../api/subscription.queries';
import { cycleText, isSubscriptionActive } from '../utils/subscription-rules';

/** The subscription page (built out in a later issue): the current plan and the packages on offer. */
export function SubscriptionPage() {
  const current = useQuery(currentSubscriptionQuery());
  const packages = useQuery(packagesQuery());
  return (
    <PageLayout title="Subscription" description="Your plan and the packages on offer.">
      <section aria-labelledby="current-plan" className="flex flex-col gap-3 rounded-lg border bg-card p-5">
        <h2 id="current-plan" className="text-lg font-semibold">
          Current plan
        </h2>
        <QueryContent query={current} label="your plan">
          {({ data: active }) => <CurrentPlan active={active} />}
        </QueryContent>
      </section>
      <section aria-labelledby="packages" className="flex flex-col gap-3">
        <h2 id="packages" className="text-lg font-semibold">
          Packages
        </h2>
        <QueryContent query={packages} label="the packages">
          {({ results }) => <Packages packages={results} />}
        </QueryContent>
      </section>
    </PageLayout>
  );
}

function CurrentPlan({ active }: { active: SubscriptionSchemas['Subscription'] | null }) {
  return active ? (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2 text-base font-medium">
        {active.package.name}
        <StatusBadge kind="subscription" status={isSubscriptionActive(active) ? 'active' : active.status} />
      </p>
      <p className="text-muted-foreground">
        {cycleText(active.package.billing_cycle.cycle_name)} · {formatMoney(active.package.price, active.package.currency)} · paid
        by {humanise(active.payment_method)}{' '}
        <StatusBadge kind="payment" status={active.payment_status} className="align-middle" />
      </p>
      <p className="text-muted-foreground">
        {formatDate(active.start_date)} to {formatDate(active.end_date)}
      </p>
    </div>
  ) : (
    <p className="text-sm text-muted-foreground">You have no subscription yet. Choose a package below.</p>
  );
}

function Packages({ packages }: { packages: SubscriptionSchemas['Package'][] }) {
  return packages.length === 0 ? (
    <EmptyState title="No packages on offer right now" className="rounded-lg border bg-card" />
  ) : (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {packages.map((item) => (
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
  );
}
