import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { can, useMembership, type MembershipLike, type Resource } from '@/lib/permissions';
import { ListTable } from '@/components/list/list-table';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { requireView } from './-guard';
import { ensureQueryData } from '@/lib/prefetch';

type ReportType = BusinessSchemas['ReportRequest']['report_type'];

/** Report types and the view permission each needs (contract: Sales for sales and profit and loss). */
const REPORT_TYPES: { value: ReportType; label: string; resource: Resource }[] = [
  { value: 'sales', label: 'Sales', resource: 'sales' },
  { value: 'profit_and_loss', label: 'Profit and loss', resource: 'sales' },
  { value: 'expenses', label: 'Expenses', resource: 'expense' },
  { value: 'inventory', label: 'Inventory', resource: 'inventory' },
  { value: 'payroll', label: 'Payroll', resource: 'payrollHistory' },
  { value: 'debtors', label: 'Debtors', resource: 'debtors' },
];

function currentMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** The first and last day of a year-month (dates on the wire are year-month-day). */
function monthRange(month: string): { start_date: string; end_date: string } {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  return { start_date: `${month}-01`, end_date: `${month}-${String(last).padStart(2, '0')}` };
}

function allowedTypes(membership: MembershipLike | null) {
  return REPORT_TYPES.filter((type) => can(membership, type.resource, 'view'));
}

const searchSchema = v.object({
  type: v.fallback(v.optional(v.picklist(REPORT_TYPES.map((type) => type.value))), undefined),
  month: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined),
});

const reportQuery = (businessId: number, deps: { location: number | undefined; type: ReportType; month: string }) =>
  business.$api.queryOptions('post', '/business/v1/{businessId}/tools/report/', {
    params: { path: { businessId }, query: { location: deps.location } },
    body: { report_type: deps.type, ...monthRange(deps.month), format: 'json' },
  });

export const Route = createFileRoute('/_app/b/$businessId/reports')({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'sales'),
  loaderDeps: ({ search }) => ({
    location: search.location,
    type: search.type ?? 'sales',
    month: search.month ?? currentMonth(),
  }),
  loader: ({ context, params, deps }) => ensureQueryData(context.queryClient, reportQuery(params.businessId, deps)),
  component: ReportsPage,
});

function ReportsPage() {
  const { businessId } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const membership = useMembership();
  // format 'json' answers a Report; the CSV variant of the same call is a string.
  const { data } = useSuspenseQuery({
    ...reportQuery(businessId, deps),
    select: (answer) => (typeof answer === 'string' ? null : answer),
  });
  const typeId = useId();
  const monthId = useId();
  const types = allowedTypes(membership);
  if (!data) throw new Error('The report could not be read. Please try again.');

  return (
    <PageLayout
      title="Reports"
      description={`Generated ${formatDate(data.generated_at)} for ${formatDate(data.start_date)} to ${formatDate(data.end_date)}.`}
    >
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeId} className="text-sm font-medium">
            Report
          </label>
          <select
            id={typeId}
            value={deps.type}
            onChange={(event) => void navigate({ search: (prev) => ({ ...prev, type: event.target.value as ReportType }) })}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
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
            value={deps.month}
            onChange={(event) => {
              if (/^\d{4}-\d{2}$/.test(event.target.value))
                void navigate({ search: (prev) => ({ ...prev, month: event.target.value }) });
            }}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
      </div>
      <ListTable
        caption={`${REPORT_TYPES.find((type) => type.value === data.report_type)?.label ?? 'Report'} lines`}
        rows={data.rows}
        columns={[
          { id: 'label', header: 'Line', cell: (row) => row.label },
          { id: 'amount', header: 'Amount', align: 'right', cell: (row) => formatMoney(row.amount, data.currency) },
        ]}
        emptyTitle="Nothing in this period"
        emptyDescription="Choose another month or report."
      />
      {data.totals.length > 0 ? (
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
