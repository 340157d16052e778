/**
 * The report call (POST tools/report/) at the chosen location (D5): the JSON report with its
 * months (designed `group_by: month`, issue 14) for the page, the same without months for the
 * previous period, and the CSV download (`format: csv`). Each page shows its own error.
 */
import { business } from '@/api/clients';
import { scopeParams, type BusinessScope } from '@/api/resource';
import type { ReportType } from '../utils/report-types';
import type { DateRange } from '../utils/range';

const PATH = '/business/v1/{businessId}/tools/report/';

export const reportQuery = (scope: BusinessScope, type: ReportType, range: DateRange, byMonth = true) =>
  business.$api.queryOptions(
    'post',
    PATH,
    {
      params: scopeParams(scope),
      body: { report_type: type, ...range, format: 'json', ...(byMonth ? { group_by: 'month' } : {}) },
    },
    { meta: { silent: true }, staleTime: 60_000 },
  );

/** The report as the server writes it in CSV (`label,amount`; by month: `month,label,amount`). */
export async function fetchReportCsv(
  scope: BusinessScope,
  type: ReportType,
  range: DateRange,
  byMonth: boolean,
): Promise<string> {
  const { data } = await business.client.POST(PATH, {
    params: scopeParams(scope),
    body: { report_type: type, ...range, format: 'csv', ...(byMonth ? { group_by: 'month' } : {}) },
    parseAs: 'text',
  });
  if (typeof data !== 'string') throw new Error('The server did not answer with a CSV file.');
  return data;
}
