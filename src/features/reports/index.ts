/** The reports feature: the page loads lazily with its route; the search schema, periods and query for the route and links. */

export type { ReportsPageProps } from './components/reports-page';
export { reportQuery } from './api/reports.queries';
export { REPORT_TYPES, allowedReportTypes, type ReportType } from './utils/report-types';
export { reportsSearchSchema, type ReportsSearch, type ReportsSearchPatch } from './search';
export { presetRange, resolveRange, previousRange, type DateRange, type PeriodChoice } from './utils/periods';
export { reportSearchFor } from './utils/links';
