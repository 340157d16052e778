/** Links into the reports page from elsewhere (the dashboard's cards): the same period as the caller's. */
import { monthRange } from '@/lib/month';
import type { ReportsSearch } from '../search';
import type { ReportType } from './report-types';

/**
 * The report of `type` for a dashboard period: one month ('YYYY-MM') as its first to last day, or
 * (undefined) the last 12 months, this one included, as the dashboard counts them.
 */
export function reportSearchFor(type: ReportType, month: string | undefined): ReportsSearch {
  if (!month) return { type, period: 'last-12-months' };
  const { start_date, end_date } = monthRange(month);
  return { type, period: 'custom', from: start_date, to: end_date };
}
