/**
 * Payroll paid per month for the range the list shows (its search and dates), from the designed
 * `monthly_totals/` call, so a range of years needs no row fetched: a small table, newest month
 * first, and the range's total. Amounts in the business currency only (payments recorded in
 * another currency are counted apart, never added); money is summed in minor units.
 */
import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { BusinessScope } from '@/api/resource';
import { lazyWithPreload } from '@/lib/lazy';
import { payrollMonthlyTotalsQuery, type PayrollTotalsParams } from '../api/payroll-history.queries';

// The table of months (month names, sums) loads beside the page, not with its first paint: it
// sits under the payments' list, off a phone's first screen (issue 21's budget). Its answer is
// asked for here, so the data never waits for that code; the skeleton holds its place meanwhile.
const MonthlyTotalsTable = lazyWithPreload(() => import('./monthly-totals-table').then((m) => m.MonthlyTotalsTable));
void MonthlyTotalsTable.preload().catch(() => undefined);

function TotalsSkeleton() {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading the totals per month">
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-2/3" />
    </div>
  );
}

export interface MonthlyTotalsProps {
  scope: BusinessScope;
  filters: PayrollTotalsParams;
}

export function MonthlyTotals({ scope, filters }: MonthlyTotalsProps) {
  const query = useQuery(payrollMonthlyTotalsQuery(scope, filters));
  const headingId = 'payroll-monthly-totals';

  const body = (() => {
    if (query.isPending) {
      return <TotalsSkeleton />;
    }
    if (query.isError) {
      return (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span>The totals per month could not be loaded: {toApiError(query.error).message}</span>
          <Button variant="outlined" size="sm" className="min-h-11 sm:min-h-9" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      );
    }
    return (
      <Suspense fallback={<TotalsSkeleton />}>
        <MonthlyTotalsTable totals={query.data} labelledBy={headingId} />
      </Suspense>
    );
  })();

  return (
    <section className="flex flex-col gap-2 rounded-lg border p-3 sm:p-4" aria-labelledby={headingId} data-slot="monthly-totals">
      <h2 id={headingId} className="text-base font-semibold">
        Paid per month
      </h2>
      {query.data ? (
        <p className="-mt-1 text-sm text-muted-foreground">
          In {query.data.currency}, for every payment of this search and period, on all pages.
        </p>
      ) : null}
      {body}
    </section>
  );
}
