import { Suspense, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { SubscriptionSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { NoAccessPage } from '@/components/layout/route-states';
import { useSession } from '@/api/session';
import { businessesQuery } from '@/features/business';
import { QueryContent } from '@/components/record/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { countOf } from '@/lib/text';
import { currentSubscriptionQuery, packagesQuery } from '../api/subscription.queries';
import { cycleText, daysLeft, isSubscriptionActive, perCycle } from '../utils/subscription-rules';
import { allowsSubscription } from '../access';
import { PaymentInstructions } from './payment-instructions';
import { PAYMENT_STATUS, SUBSCRIPTION_STATUS } from '@/lib/statuses/subscription';

// The subscribe dialog loads when a package is chosen (not on the page's first load).
const SubscribeDialog = lazy(() => import('./subscribe-dialog').then((m) => ({ default: m.SubscribeDialog })));

type Package = SubscriptionSchemas['Package'];
type Subscription = SubscriptionSchemas['Subscription'];

const METHOD_LABELS: Record<Subscription['payment_method'], string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  wallet: 'Wallet',
};

/** The subscription page: the current plan (active by the spec's rule, days left), how to pay a pending transfer, the packages. */
export function SubscriptionPage() {
  const { session } = useSession();
  const businessAccount = session?.account_type === 'business';
  const businesses = useQuery({ ...businessesQuery(), enabled: businessAccount });
  // Staff (a business account that owns none of its businesses) have no subscription (D8).
  if (
    session &&
    businessAccount &&
    businesses.isSuccess &&
    !allowsSubscription(session.account_type, session.id, businesses.data)
  ) {
    return <NoAccessPage />;
  }
  return <Subscription />;
}

function Subscription() {
  const current = useQuery(currentSubscriptionQuery());
  const packages = useQuery(packagesQuery());
  const [chosen, setChosen] = useState<Package | null>(null);
  const subscription = current.data?.data ?? null;
  return (
    <PageLayout title="Subscription" description="Your plan and the packages on offer.">
      <section aria-labelledby="current-plan" className="flex flex-col gap-3 rounded-lg border bg-card p-5">
        <h2 id="current-plan" className="text-lg font-semibold">
          Current plan
        </h2>
        <QueryContent query={current} label="your plan">
          {({ data }) => <CurrentPlan subscription={data} />}
        </QueryContent>
      </section>
      <section aria-labelledby="packages" className="flex flex-col gap-3">
        <h2 id="packages" className="text-lg font-semibold">
          Packages
        </h2>
        <QueryContent query={packages} label="the packages">
          {({ results }) => (
            <Packages packages={results} current={current.isSuccess ? subscription : undefined} onChoose={setChosen} />
          )}
        </QueryContent>
      </section>
      {chosen ? (
        <Suspense fallback={null}>
          <SubscribeDialog
            open
            onOpenChange={(open) => (open ? undefined : setChosen(null))}
            pkg={chosen}
            current={subscription}
          />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}

function CurrentPlan({ subscription }: { subscription: Subscription | null }) {
  if (!subscription) {
    return <p className="text-sm text-muted-foreground">You have no subscription yet. Choose a package below.</p>;
  }
  const active = isSubscriptionActive(subscription);
  const left = daysLeft(subscription.end_date);
  const pkg = subscription.package;
  return (
    <div className="flex flex-col gap-3 text-sm" data-slot="current-plan">
      <p className="flex flex-wrap items-center gap-2 text-base font-medium">
        <span className="[overflow-wrap:anywhere]">{pkg.name}</span>
        <StatusBadge
          vocabulary={SUBSCRIPTION_STATUS}
          status={active && subscription.status !== 'pending' ? 'active' : subscription.status}
        />
      </p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Price</dt>
        <dd className="tabular-nums">
          {formatMoney(pkg.price, pkg.currency)} / {perCycle(pkg.billing_cycle.cycle_name)} (
          {cycleText(pkg.billing_cycle.cycle_name)})
        </dd>
        <dt className="text-muted-foreground">Payment</dt>
        <dd className="flex flex-wrap items-center gap-2">
          {METHOD_LABELS[subscription.payment_method]}
          <StatusBadge vocabulary={PAYMENT_STATUS} status={subscription.payment_status} />
        </dd>
        <dt className="text-muted-foreground">Started</dt>
        <dd>{formatDate(subscription.start_date)}</dd>
        <dt className="text-muted-foreground">Ends</dt>
        <dd>{formatDate(subscription.end_date)}</dd>
        <dt className="text-muted-foreground">Days left</dt>
        <dd data-slot="days-left">{active ? countOf(left, { one: 'day', many: 'days' }) : 'None: the plan has ended'}</dd>
      </dl>
      {subscription.status === 'pending' && subscription.payment_status === 'pending' ? (
        <p className="rounded-md bg-warning-soft px-3 py-2 text-warning-soft-foreground">
          Waiting for your payment. The plan becomes active when it arrives.
        </p>
      ) : null}
      {subscription.payment_instructions ? <PaymentInstructions instructions={subscription.payment_instructions} /> : null}
    </div>
  );
}

function Packages({
  packages,
  current,
  onChoose,
}: {
  packages: Package[];
  /** Undefined while the current plan is unknown (loading or failed): no buttons yet. */
  current: Subscription | null | undefined;
  onChoose: (pkg: Package) => void;
}) {
  if (packages.length === 0) return <EmptyState title="No packages on offer right now" className="rounded-lg border bg-card" />;
  const holding = current && isSubscriptionActive(current) ? current : null;
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {packages.map((item) => {
        const isCurrent = holding?.package.package_id === item.package_id;
        const action = !holding ? 'Subscribe' : isCurrent ? 'Renew' : 'Switch';
        return (
          <li
            key={item.package_id}
            aria-current={isCurrent ? 'true' : undefined}
            className="flex flex-col gap-3 rounded-lg border bg-card p-5 aria-[current=true]:border-primary aria-[current=true]:ring-1 aria-[current=true]:ring-primary"
          >
            <div className="flex flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold [overflow-wrap:anywhere]">{item.name}</h3>
                {isCurrent ? <Badge variant="primary">Current plan</Badge> : null}
              </div>
              <p className="text-sm text-muted-foreground">{item.description}</p>
            </div>
            <p className="text-xl font-semibold tabular-nums">
              {formatMoney(item.price, item.currency)}
              <span className="text-sm font-normal text-muted-foreground"> / {perCycle(item.billing_cycle.cycle_name)}</span>
            </p>
            <p className="text-sm text-muted-foreground">
              Billed {item.billing_cycle.cycle_name} · {cycleText(item.billing_cycle.cycle_name)}
            </p>
            <ul className="flex flex-1 flex-col gap-1.5 text-sm" aria-label={`${item.name} features`}>
              {item.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 [overflow-wrap:anywhere]">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {feature}
                </li>
              ))}
            </ul>
            {current !== undefined ? (
              <Button
                variant={isCurrent ? 'outlined' : 'primary'}
                onClick={() => onChoose(item)}
                aria-label={`${action}: ${item.name}`}
              >
                {action}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
