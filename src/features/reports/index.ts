/** The reports feature: the page loads lazily with its route; the search schema and query for the route. */
import { lazy } from 'react';

export const ReportsPage = lazy(() => import('./components/reports-page').then((m) => ({ default: m.ReportsPage })));
export type { ReportsPageProps } from './components/reports-page';
export { reportQuery } from './api/reports.queries';
export { REPORT_TYPES, allowedReportTypes, reportsSearchSchema, type ReportType } from './utils/report-types';
