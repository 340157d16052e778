import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, tableStateOf } from '@/components/list/list-table';
import { useBusinessContext } from '@/features/business';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useMembership } from '@/lib/permissions';
import { reportQuery } from '../api/reports.queries';
import { REPORT_TYPES, allowedReportTypes, type ReportType } from '../utils/report-types';

export interface ReportsPageProps {
  type: ReportType;
  month: string;
  onChange: (patch: { type?: ReportType; month?: string }) => void;
}

/** The reports page (built out in a later issue): one report of a type and month, its lines and totals. */
export function ReportsPage({ type, month, onChange }: ReportsPageProps) {
  const { businessId, location } = useBusinessContext();
  const membership = useMembership();
  // format 'json' answers a Report; the CSV variant of the same call is a string.
  const query = useQuery({
    ...reportQuery({ businessId, location }, type, month),
    select: (answer) => (typeof answer === 'string' ? null : answer),
  });
  const typeId = useId();
  const monthId = useId();
  const types = allowedReportTypes(membership);
  const data = query.data;

  return (
    <PageLayout
      title="Reports"
      description={
        data
          ? `Generated ${formatDate(data.generated_at)} for ${formatDate(data.start_date)} to ${formatDate(data.end_date)}.`
          : undefined
      }
    >
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeId} className="text-sm font-medium">
            Report
          </label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => onChange({ type: event.target.value as ReportType })}
            className="h-11 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring sm:h-10"
          >
            {types.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={monthId} className="text-sm font-medium">
            Month
          </label>
          <input
            id={monthId}
            type="month"
            value={month}
            onChange={(event) => {
              if (/^\d{4}-\d{2}$/.test(event.target.value)) onChange({ month: event.target.value });
            }}
            className="h-11 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring sm:h-10"
          />
        </div>
      </div>
      <ListTable
        caption={`${REPORT_TYPES.find((item) => item.value === type)?.label ?? 'Report'} lines`}
        rows={data?.rows}
        {...tableStateOf(query)}
        columns={[
          { id: 'label', header: 'Line', cell: (row) => row.label },
          { id: 'amount', header: 'Amount', align: 'right', cell: (row) => (data ? formatMoney(row.amount, data.currency) : '') },
        ]}
        emptyTitle="Nothing in this period"
        emptyDescription="Choose another month or report."
      />
      {data && data.totals.length > 0 ? (
        <section aria-labelledby="report-totals" className="rounded-lg border bg-card p-5">
          <h2 id="report-totals" className="mb-3 text-base font-semibold">
            Totals
          </h2>
          <dl className="grid gap-3 sm:grid-cols-3">
            {data.totals.map((line) => (
              <div key={line.label} className="flex flex-col gap-0.5">
                <dt className="text-sm text-muted-foreground">{line.label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatMoney(line.amount, data.currency)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </PageLayout>
  );
}
