import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney, sumMoney } from '@/lib/money';
import { monthLabel, periodLabel } from '@/lib/month';
import type { BusinessSchemas } from '@/api/types';

/** Months shown before 'Show all'. */
export const MONTHS_SHOWN = 12;

export interface MonthlyTotalsTableProps {
  totals: BusinessSchemas['PayrollMonthlyTotals'];
  /** The id of the section's heading, which names the table. */
  labelledBy: string;
}

/** The months of the range, newest first (the last 12 until 'Show all'), and the range's total. */
export function MonthlyTotalsTable({ totals, labelledBy: headingId }: MonthlyTotalsTableProps) {
  const [showAll, setShowAll] = useState(false);
  const { currency, months, other_currency_count: other } = totals;
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
}
