import { Suspense, useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TrendingDown } from 'lucide-react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { toApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { Button } from '@/components/ui/button';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload } from '@/lib/lazy';
import { compareMoney, formatMoney, subtractMoney } from '@/lib/money';
import { useShownWhenVisible } from '@/lib/use-shown-when-visible';
import { oneAtATime, whenSettled } from '@/lib/when-idle';
import type { BusinessScope } from '@/api/resource';
import { statisticQuery, type Statistic, type StatisticKey } from '../api/statistics.queries';
import { periodLabel } from '@/lib/month';
import type { ReportsSearch } from '@/features/reports';

const StatChart = lazyWithPreload(() => import('./stat-chart').then((module) => module.default));
/**
 * Charts appear once the main thread has been quiet for a second and their code is in, one per
 * idle moment: rendered together, the charts of a phone screen were one long task of over a
 * second at a mid-range phone's speed (issue 4's Lighthouse goal; measured in decision 0011).
 */
const scheduleChart = oneAtATime((fn) => {
  let cancelled = false;
  const cancel = whenSettled(() => {
    void StatChart.preload().then(
      () => !cancelled && fn(),
      () => !cancelled && fn(), // the card's Suspense and error boundary show the failure
    );
  }, 1000);
  return () => {
    cancelled = true;
    cancel();
  };
});

function isProfit(statistic: Statistic): statistic is BusinessSchemas['ProfitStatistic'] {
  return 'sales' in statistic;
}

/** Nothing recorded: a zero total and no non-zero point. */
function isEmpty(statistic: Statistic): boolean {
  return compareMoney(statistic.total, '0') === 0 && statistic.breakdown.every((point) => compareMoney(point.amount, '0') === 0);
}

/** What fills an empty card, and where to go to do it (shown as a link when the member may). */
export interface EmptyHint {
  /** 'No sales': then 'yet' (the last 12 months) or 'in November 2026' (one month). */
  none: string;
  action: string;
  to: '/b/$businessId/invoices' | '/b/$businessId/expenses' | '/b/$businessId/inventory' | '/b/$businessId/payroll';
  /** Whether the member may do it (create permission): otherwise the card only says what fills it. */
  allowed: boolean;
}

/**
 * The figure. Money is never cut (no ellipsis): it stays on one line while the labels around it
 * wrap. A profit below zero reads as a loss, in the loss colour, with the word said.
 */
function Figure({ total, code, profit }: { total: string; code: string; profit: boolean }) {
  if (profit && compareMoney(total, '0') < 0) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-2xl font-semibold tracking-tight text-destructive tabular-nums">
        <TrendingDown aria-hidden="true" className="size-5" />
        <span>Loss</span>
        <span className="whitespace-nowrap">{formatMoney(subtractMoney('0', total), code)}</span>
      </p>
    );
  }
  return <p className="text-2xl font-semibold tracking-tight whitespace-nowrap tabular-nums">{formatMoney(total, code)}</p>;
}

export interface StatCardProps {
  statistic: StatisticKey;
  title: string;
  description: string;
  scope: BusinessScope;
  /** 'YYYY-MM', or undefined for the last 12 months. */
  month: string | undefined;
  /** The business's currency, used until the answer says otherwise. */
  currency: string;
  periodText: string;
  /** What to say, and where to send the member, when nothing is recorded. */
  emptyHint: EmptyHint;
  businessId: number;
  /** The matching report for the same period, when the member may view it ('Sales report'). */
  report?: { label: string; search: ReportsSearch } | undefined;
}

/** One statistic: its total in the business currency, a chart of the breakdown and the same numbers as a table. */
export function StatCard({
  statistic,
  title,
  description,
  scope,
  month,
  currency,
  periodText,
  emptyHint,
  businessId,
  report,
}: StatCardProps) {
  // Asked for once the page has painted its frame (the figure has a skeleton until then): a
  // returning user's dashboard paints without waiting on, or competing with, five requests.
  const painted = useAfterFirstPaint();
  const query = useQuery({ ...statisticQuery(statistic, scope, month), enabled: painted });
  // The chart (its own small chunk) is decoration over the figure and the table:
  // it waits until its card is on screen and the main thread has been quiet for a second, so the
  // page answers taps while it loads.
  const [chartRef, chartShown] = useShownWhenVisible<HTMLDivElement>({ schedule: scheduleChart });
  const headingId = `stat-${statistic}`;
  // The answer renders in the background, in slices, not in the task that brings it: five cards'
  // figures and tables arriving one after another otherwise made five long tasks (issue 21).
  const data = useDeferredValue(query.data);
  const code = data?.currency ?? currency;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={(data === undefined && !query.isError) || undefined}
      className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-col gap-0.5">
        <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        {data ? (
          <Figure total={data.total} code={code} profit={isProfit(data)} />
        ) : query.isError ? null : (
          <Skeleton className="h-8 w-40" />
        )}
        <p className="text-xs text-muted-foreground">
          {description} · {periodText}
        </p>
        {data && isProfit(data) ? (
          <p className="flex flex-wrap gap-x-1.5 text-xs text-muted-foreground">
            <span>
              Sales <span className="whitespace-nowrap">{formatMoney(data.sales, code)}</span>
            </span>
            <span aria-hidden="true">·</span>
            <span>
              Expenses and payroll <span className="whitespace-nowrap">{formatMoney(data.expenses, code)}</span>
            </span>
          </p>
        ) : null}
      </div>
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-destructive">{toApiError(query.error).message}</span>
          <Button variant="outlined" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : data ? (
        isEmpty(data) ? (
          <p className="text-sm text-muted-foreground">
            {month !== undefined ? `${emptyHint.none} in ${periodText}` : `${emptyHint.none} yet`}
            {emptyHint.allowed ? (
              <>
                {' — '}
                <Link
                  to={emptyHint.to}
                  params={{ businessId }}
                  search={{ location: scope.location }}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {emptyHint.action}
                </Link>
              </>
            ) : null}
          </p>
        ) : data.breakdown.length > 0 ? (
          <>
            <div ref={chartRef} className="h-36 w-full">
              {chartShown ? (
                // The figures stay when the chart's code cannot be fetched (offline).
                <LoadBoundary
                  fallback={
                    <p className="flex h-full items-center justify-center text-xs text-muted-foreground">
                      The chart couldn't load. Check your connection.
                    </p>
                  }
                >
                  <Suspense fallback={<Skeleton className="h-36 w-full" />}>
                    <StatChart points={data.breakdown} currency={code} />
                  </Suspense>
                </LoadBoundary>
              ) : (
                <Skeleton className="h-36 w-full" />
              )}
            </div>
            <table className="sr-only">
              <caption>
                {title}, {periodText}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Period</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {data.breakdown.map((point) => (
                  <tr key={point.period}>
                    <th scope="row">{periodLabel(point.period)}</th>
                    <td>{formatMoney(point.amount, code)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Nothing recorded in this period yet.</p>
        )
      ) : (
        <Skeleton className="h-36 w-full" />
      )}
      {report ? (
        <Link
          to="/b/$businessId/reports"
          params={{ businessId }}
          search={{ ...report.search, location: scope.location }}
          className="inline-flex min-h-11 items-center self-start text-sm font-medium text-primary underline underline-offset-4 sm:min-h-0"
        >
          Open the {report.label.toLowerCase()}
          <span className="sr-only">, {periodText}</span>
        </Link>
      ) : null}
    </section>
  );
}
