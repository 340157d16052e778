/**
 * The reports page's URL state: `?type=` (a report type; absent: the first the member may view),
 * `?period=` (a preset, or `custom` with `?from=&to=` year-month-day), `?compare=true` (beside
 * the previous period). The location is the business layout's `?location=` (D5). A bad value
 * falls back to the default; a custom range the contract refuses (over 366 days) is kept, so the
 * page can say why at the field.
 */
import { boolean, isoDate, oneOf, parseSearch } from '@/lib/search-params';
import { PERIOD_CHOICES, REPORT_TYPE_VALUES } from './utils/choices';

export const parseReportsSearch = parseSearch({
  type: oneOf(REPORT_TYPE_VALUES),
  period: oneOf(PERIOD_CHOICES),
  from: isoDate,
  to: isoDate,
  compare: boolean,
});

export type ReportsSearch = ReturnType<typeof parseReportsSearch>;
export type ReportsSearchPatch = Partial<ReportsSearch>;
