import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { toApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { QueryContent } from '@/components/record/query-content';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useBusinessContext } from '@/features/business';
import { formatDateTime } from '@/lib/dates';
import { downloadBlob, safeFileName } from '@/lib/download';
import { fetchReportCsv, reportQuery } from '../api/reports.queries';
import type { ReportsSearch, ReportsSearchPatch } from '../search';
import { PERIOD_PRESETS, previousRange, resolveRange, type DateRange, type PeriodChoice } from '../utils/periods';
import { allowedReportTypes, type ReportType } from '../utils/report-types';
import { RangeFields } from './range-fields';
import { ReportView, rangeText } from './report-view';

type Report = BusinessSchemas['Report'];

export interface ReportsPageProps {
  search: ReportsSearch;
  onChange: (patch: ReportsSearchPatch) => void;
}

// format 'json' answers a Report; the CSV variant of the same call is a string.
const asReport = (answer: Report | string) => (typeof answer === 'string' ? null : answer);

/**
 * The reports page: a report type the member may view, a period (a preset or custom dates, at
 * most 366 days) at the chosen location or all (the header's switcher, D5), everything in the
 * URL; the report with its chart, beside the previous period if asked; CSV and print.
 */
export function ReportsPage({ search, onChange }: ReportsPageProps) {
  const { businessId, location, business, membership } = useBusinessContext();
  const types = allowedReportTypes(membership);
  // A type the member may not view (an old link) is not offered: the first one they may is shown.
  const type = types.find((item) => item.value === search.type) ?? types[0];
  const choice: PeriodChoice = search.period ?? 'this-month';
  const resolved = resolveRange(choice, search.from, search.to);
  const range = resolved.range;
  const scope = { businessId, location };
  const before = range ? previousRange(range) : null;
  const query = useQuery({
    ...reportQuery(scope, type?.value ?? 'sales', range ?? { start_date: '', end_date: '' }),
    enabled: Boolean(type && range),
    select: asReport,
  });
  const previous = useQuery({
    ...reportQuery(scope, type?.value ?? 'sales', before ?? { start_date: '', end_date: '' }, false),
    enabled: Boolean(type && before && search.compare),
    select: asReport,
  });
  const [csv, setCsv] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const compareId = useId();
  const locationName =
    location === undefined ? 'All locations' : (business.locations.find((item) => item.id === location)?.name ?? 'One location');

  if (!type) {
    return (
      <PageLayout title="Reports">
        <p className="text-sm text-muted-foreground">Your role in this business doesn't include any report.</p>
      </PageLayout>
    );
  }

  async function download(byMonth: boolean, reportType: ReportType, when: DateRange, label: string) {
    setCsv({ busy: true, error: null });
    try {
      const text = await fetchReportCsv(scope, reportType, when, byMonth);
      const stem = `${business.name} ${label}${byMonth ? ' by month' : ''} ${when.start_date} to ${when.end_date}`;
      downloadBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), safeFileName(stem, 'csv', 'report'));
      setCsv({ busy: false, error: null });
    } catch (error) {
      setCsv({ busy: false, error: `The CSV couldn't be downloaded: ${toApiError(error).message}` });
    }
  }

  // Inventory is a stock value at the end date: it has no months.
  const byMonth = type.value !== 'inventory';
  const title = `${type.label} report`;

  return (
    <PageLayout
      title="Reports"
      actions={
        range ? (
          <div className="flex flex-wrap items-center gap-2 print:hidden">
            <Button variant="outlined" loading={csv.busy} onClick={() => void download(false, type.value, range, title)}>
              <Download aria-hidden="true" />
              Download CSV
            </Button>
            {byMonth ? (
              <Button variant="outlined" disabled={csv.busy} onClick={() => void download(true, type.value, range, title)}>
                CSV by month
              </Button>
            ) : null}
            <Button variant="outlined" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
        ) : null
      }
    >
      <div className="flex flex-col gap-4 print:hidden">
        <div className="flex flex-wrap items-end gap-4">
          <NativeSelect
            label="Report"
            id="report-type"
            value={type.value}
            wrapperClassName="w-48"
            onChange={(event) => onChange({ type: event.target.value as ReportType })}
          >
            {types.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label="Period"
            id="report-period"
            value={choice}
            wrapperClassName="w-48"
            onChange={(event) => {
              const next = event.target.value as PeriodChoice;
              // Custom starts from the dates on screen, so the report stays while they are edited.
              if (next === 'custom') onChange({ period: 'custom', from: range?.start_date, to: range?.end_date });
              else onChange({ period: next, from: undefined, to: undefined });
            }}
          >
            {PERIOD_PRESETS.map((preset) => (
              <option key={preset.value} value={preset.value}>
                {preset.label}
              </option>
            ))}
            <option value="custom">Custom dates</option>
          </NativeSelect>
          <label htmlFor={compareId} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium sm:min-h-10">
            <input
              id={compareId}
              type="checkbox"
              checked={search.compare === true}
              onChange={(event) => onChange({ compare: event.target.checked || undefined })}
              className="size-5 accent-primary"
            />
            Compare with the previous period
          </label>
        </div>
        {choice === 'custom' ? (
          <RangeFields
            key={`${search.from ?? ''}|${search.to ?? ''}`}
            from={search.from}
            to={search.to}
            initialErrors={search.from || search.to ? resolved.errors : undefined}
            onApply={(from, to) => onChange({ period: 'custom', from, to })}
          />
        ) : null}
        {csv.error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {csv.error}
          </p>
        ) : null}
      </div>
      <article aria-labelledby="report-title" className="flex flex-col gap-4 print:break-after-page">
        <header className="flex flex-col gap-1">
          <p className="hidden text-sm print:block">{business.name}</p>
          <h2 id="report-title" className="text-xl font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {range ? rangeText(range) : 'Choose the dates above'} · {locationName} · in {business.currency}
            {query.data ? ` · generated ${formatDateTime(query.data.generated_at)}` : ''}
          </p>
        </header>
        {range ? (
          <QueryContent query={query} label={title}>
            {(report) =>
              report ? (
                <ReportView
                  type={type.value}
                  title={title}
                  report={report}
                  previous={search.compare && before ? { query: previous, range: before } : undefined}
                />
              ) : null
            }
          </QueryContent>
        ) : (
          <p className="text-sm text-muted-foreground">
            {search.from || search.to ? 'Correct the dates above to see the report.' : 'Choose the first and last day above.'}
          </p>
        )}
      </article>
    </PageLayout>
  );
}
