/**
 * The reports feature: the page loads lazily with its route. This index is in the entry chunk
 * (route configs import it): only the search schema, the light range helpers and the query here.
 */

export type { ReportsPageProps } from './components/reports-page';
export { reportQuery } from './api/reports.queries';
export { REPORT_TYPES, allowedReportTypes, type ReportType } from './utils/report-types';
export { parseReportsSearch, type ReportsSearch, type ReportsSearchPatch } from './search';
export { rangeOf, type DateRange, type PeriodChoice } from './utils/range';
export { reportSearchFor } from './utils/links';
