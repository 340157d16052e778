/**
 * Payroll paid per month for the range the list shows (its search and dates), from the designed
 * `monthly_totals/` call, so a range of years needs no row fetched: a small table, newest month
 * first, and the range's total. Amounts in the business currency only (payments recorded in
 * another currency are counted apart, never added); money is summed in minor units.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { BusinessScope } from '@/api/resource';
import { formatMoney, sumMoney } from '@/lib/money';
import { monthLabel, periodLabel } from '@/lib/month';
import { payrollMonthlyTotalsQuery, type PayrollTotalsParams } from '../api/payroll-history.queries';

/** Months shown before 'Show all'. */
export const MONTHS_SHOWN = 12;

export interface MonthlyTotalsProps {
  scope: BusinessScope;
  filters: PayrollTotalsParams;
}

export function MonthlyTotals({ scope, filters }: MonthlyTotalsProps) {
  const query = useQuery(payrollMonthlyTotalsQuery(scope, filters));
  const [showAll, setShowAll] = useState(false);
  const headingId = 'payroll-monthly-totals';

  const body = (() => {
    if (query.isPending) {
      return (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading the totals per month">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      );
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
    const { currency, months, other_currency_count: other } = query.data;
    if (months.length === 0 && other === 0) {
      return <p className="text-sm text-muted-foreground">Nothing was paid in this range.</p>;
    }
    const shown = showAll ? months : months.slice(0, MONTHS_SHOWN);
    const total = sumMoney(months.map((m) => m.total));
    const payments = months.reduce((n, m) => n + m.count, 0);
    return (
      <>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-labelledby={headingId}>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-2 font-medium">
                  Month
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  Payments
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Paid
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((month) => (
                <tr key={month.month} className="border-b last:border-b-0" data-month={month.month}>
                  <th scope="row" className="py-2 pr-2 text-left font-normal whitespace-nowrap">
                    {/* 'Jun 2026' on a phone, 'June 2026' from sm up; the full name for screen readers. */}
                    <span className="sm:hidden" aria-hidden="true">
                      {periodLabel(month.month)}
                    </span>
                    <span className="max-sm:sr-only">{monthLabel(month.month)}</span>
                  </th>
                  <td className="py-2 pr-2 text-right tabular-nums">{month.count}</td>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(month.total, currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t font-semibold" data-slot="range-total">
                <th scope="row" className="py-2 pr-2 text-left">
                  {months.length === 1 ? 'Total' : `Total, ${months.length} months`}
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">{payments}</td>
                <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(total, currency)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        {months.length > MONTHS_SHOWN ? (
          <Button
            variant="tertiary"
            size="sm"
            className="min-h-11 self-start sm:min-h-9"
            aria-expanded={showAll}
            onClick={() => setShowAll((all) => !all)}
          >
            {showAll ? `Show the last ${MONTHS_SHOWN} months only` : `Show all ${months.length} months`}
          </Button>
        ) : null}
        {other > 0 ? (
          <p className="text-sm text-muted-foreground">
            {other === 1 ? '1 payment' : `${other} payments`} in another currency {other === 1 ? 'is' : 'are'} not added to these
            totals.
          </p>
        ) : null}
      </>
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
