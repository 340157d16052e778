/** The reports feature: the page loads lazily with its route; the search schema and query for the route. */

export type { ReportsPageProps } from './components/reports-page';
export { reportQuery } from './api/reports.queries';
export { REPORT_TYPES, allowedReportTypes, reportsSearchSchema, type ReportType } from './utils/report-types';
