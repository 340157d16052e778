/**
 * One report on screen and on paper: the chart where it helps (loaded on demand), the rows, the
 * totals, the months, and the previous period beside it with the change in per cent.
 */
import { Suspense, type CSSProperties } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { QueryContent } from '@/components/record/query-content';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { lazyWithPreload } from '@/lib/lazy';
import { compareMoney, formatMoney } from '@/lib/money';
import { periodLabel } from '@/lib/month';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { cn } from '@/lib/utils';
import { CHARTS, barShares, monthPoints, seriesColor } from '../utils/chart-data';
import { compareLines } from '../utils/compare';
import type { DateRange } from '../utils/range';
import type { ReportType } from '../utils/report-types';

type Report = BusinessSchemas['Report'];

const ReportChart = lazyWithPreload(() => import('./report-chart').then((module) => module.default));

export const rangeText = (range: DateRange) => `${formatDate(range.start_date)} to ${formatDate(range.end_date)}`;

const ROW_HEADERS: Record<ReportType, string> = {
  sales: 'Invoice',
  expenses: 'Category',
  inventory: 'Item',
  payroll: 'Staff member',
  profit_and_loss: 'Line',
  debtors: 'Customer',
};

const cellClass = 'border-b px-3 py-2 align-top';
const amountClass = 'text-right whitespace-nowrap tabular-nums';

/** The chart's place: the lazy recharts bars after the first paint, a skeleton until then. */
function MonthsChart({ report, series }: { report: Report; series: string[] }) {
  const painted = useAfterFirstPaint();
  const points = monthPoints(report, series);
  return (
    <figure className="flex flex-col gap-2 break-inside-avoid">
      {painted ? (
        <LoadBoundary
          fallback={
            <p className="flex h-60 items-center justify-center text-sm text-muted-foreground">
              The chart couldn't load. Check your connection; the figures are below.
            </p>
          }
        >
          <Suspense fallback={<Skeleton className="h-60 w-full" />}>
            <ReportChart points={points} series={series} currency={report.currency} />
          </Suspense>
        </LoadBoundary>
      ) : (
        <Skeleton className="h-60 w-full" />
      )}
      {series.length > 1 ? (
        <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
          {series.map((name, index) => (
            <span key={name} className="inline-flex items-center gap-1.5">
              <span className="size-3 rounded-sm" style={{ background: seriesColor(index) }} />
              {name}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** Rows as a bar list (expenses by category, debtors): the label, the amount and a bar of its share. */
function BarList({ report }: { report: Report }) {
  const rows = report.rows.slice(0, 10);
  const shares = barShares(rows);
  return (
    <ul aria-label="Largest lines" className="flex flex-col gap-2 break-inside-avoid">
      {rows.map((row, index) => (
        <li key={`${row.label}-${index}`} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words">{row.label}</span>
            <span className={amountClass}>{formatMoney(row.amount, report.currency)}</span>
          </div>
          <div aria-hidden="true" className="h-2 rounded-full bg-muted">
            <div className="h-2 rounded-full bg-primary print:bg-foreground" style={{ width: `${shares[index]}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function LinesTable({
  caption,
  header,
  lines,
  currency,
}: {
  caption: string;
  header: string;
  lines: Report['rows'];
  currency: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className={cellClass}>
              {header}
            </th>
            <th scope="col" className={cn(cellClass, 'text-right')}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.label}-${index}`} className="break-inside-avoid">
              <th scope="row" className={cn(cellClass, 'text-left font-normal break-words')}>
                {line.label}
              </th>
              <td className={cn(cellClass, amountClass)}>{formatMoney(line.amount, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The totals of each month: a table-like grid from `sm` up (a header row, one row per month), and
 * on a phone one block per month with its totals in two columns, so no amount leaves the screen.
 */
function MonthsTable({ report, title }: { report: Report; title: string }) {
  const labels = report.totals.map((line) => line.label);
  const columns = { '--report-columns': labels.length } as CSSProperties;
  const grid = 'grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-[8rem_repeat(var(--report-columns),minmax(0,1fr))]';
  return (
    <section aria-labelledby="report-months" className="flex flex-col gap-2 break-inside-avoid">
      <h3 id="report-months" className="text-base font-semibold">
        By month
      </h3>
      <div aria-hidden="true" style={columns} className={cn(grid, 'hidden border-b py-2 text-sm text-muted-foreground sm:grid')}>
        <span>Month</span>
        {labels.map((label) => (
          <span key={label} className="text-right">
            {label}
          </span>
        ))}
      </div>
      <ul aria-label={`${title} by month`} className="flex flex-col">
        {(report.months ?? []).map((month) => (
          <li key={month.month} style={columns} className={cn(grid, 'border-b py-2 text-sm')}>
            <span className="col-span-2 font-medium whitespace-nowrap sm:col-span-1 sm:font-normal">
              {periodLabel(month.month)}
            </span>
            <dl className="contents">
              {labels.map((label) => {
                const amount = month.totals.find((line) => line.label === label)?.amount ?? '0.00';
                return (
                  <div key={label} className="flex min-w-0 flex-col sm:text-right">
                    <dt className="text-xs text-muted-foreground sm:sr-only">{label}</dt>
                    <dd className={cn('whitespace-nowrap tabular-nums', compareMoney(amount, '0') < 0 && 'text-destructive')}>
                      {formatMoney(amount, report.currency)}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

const CHANGE_CLASSES = { up: 'text-success', down: 'text-destructive', same: 'text-muted-foreground' } as const;

function Comparison({
  report,
  previous,
  range,
}: {
  report: Report;
  previous: UseQueryResult<Report | null, unknown>;
  range: DateRange;
}) {
  return (
    <section aria-labelledby="report-compare" className="flex flex-col gap-2 break-inside-avoid">
      <h3 id="report-compare" className="text-base font-semibold">
        Compared with {rangeText(range)}
      </h3>
      <QueryContent query={previous} label="the previous period">
        {(before) =>
          before ? (
            <div className="flex flex-col">
              <div
                aria-hidden="true"
                className="hidden border-b py-2 text-sm text-muted-foreground sm:grid sm:grid-cols-4 sm:gap-4"
              >
                <span>Line</span>
                <span className="text-right">This period</span>
                <span className="text-right">Previous period</span>
                <span className="text-right">Change</span>
              </div>
              <ul aria-label="This period beside the previous period" className="flex flex-col">
                {compareLines(report.totals, before.totals).map((line) => (
                  <li key={line.label} className="grid grid-cols-3 gap-x-4 gap-y-1 border-b py-2 text-sm sm:grid-cols-4">
                    <span className="col-span-3 font-medium break-words sm:col-span-1 sm:font-normal">{line.label}</span>
                    <dl className="contents">
                      <div className="flex flex-col sm:text-right">
                        <dt className="text-xs text-muted-foreground sm:sr-only">This period</dt>
                        <dd className={amountClass + ' text-left sm:text-right'}>{formatMoney(line.current, report.currency)}</dd>
                      </div>
                      <div className="flex flex-col sm:text-right">
                        <dt className="text-xs text-muted-foreground sm:sr-only">Previous period</dt>
                        <dd className={amountClass + ' text-left sm:text-right'}>
                          {formatMoney(line.previous, before.currency)}
                        </dd>
                      </div>
                      <div className="flex flex-col text-right">
                        <dt className="text-xs text-muted-foreground sm:sr-only">Change</dt>
                        <dd className={cn(amountClass, 'font-medium', CHANGE_CLASSES[line.change.direction])}>
                          <span aria-hidden="true">{line.change.text}</span>
                          <span className="sr-only">{line.change.spoken}</span>
                        </dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
            </div>
          ) : null
        }
      </QueryContent>
    </section>
  );
}

export interface ReportViewProps {
  type: ReportType;
  title: string;
  report: Report;
  /** The previous period's report and range, when comparing. */
  previous?: { query: UseQueryResult<Report | null, unknown>; range: DateRange } | undefined;
}

export function ReportView({ type, title, report, previous }: ReportViewProps) {
  const chart = CHARTS[type];
  const empty = report.rows.length === 0 && report.totals.every((line) => compareMoney(line.amount, '0') === 0);
  const months = report.months ?? [];
  return (
    <div className="flex flex-col gap-6">
      {empty ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          Nothing in this period. Choose another period, location or report.
        </p>
      ) : (
        <>
          {chart?.kind === 'months' && months.length > 1 ? <MonthsChart report={report} series={chart.series} /> : null}
          {chart?.kind === 'rows' && report.rows.length > 1 ? <BarList report={report} /> : null}
          {/* Profit and loss: its rows are its first totals. */}
          {type === 'profit_and_loss' ? null : (
            <LinesTable caption={`${title} lines`} header={ROW_HEADERS[type]} lines={report.rows} currency={report.currency} />
          )}
        </>
      )}
      <section aria-labelledby="report-totals" className="break-inside-avoid rounded-lg border bg-card p-5">
        <h3 id="report-totals" className="mb-3 text-base font-semibold">
          Totals
        </h3>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {report.totals.map((line) => (
            <div key={line.label} className="flex flex-col gap-0.5">
              <dt className="text-sm text-muted-foreground">{line.label}</dt>
              <dd
                className={cn(
                  'text-lg font-semibold whitespace-nowrap tabular-nums',
                  compareMoney(line.amount, '0') < 0 && 'text-destructive',
                )}
              >
                {formatMoney(line.amount, report.currency)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {previous ? <Comparison report={report} previous={previous.query} range={previous.range} /> : null}
      {!empty && months.length > 1 ? <MonthsTable report={report} title={title} /> : null}
    </div>
  );
}
