/**
 * The reports page's URL state: `?type=` (a report type; absent: the first the member may view),
 * `?period=` (a preset, or `custom` with `?from=&to=` year-month-day), `?compare=true` (beside
 * the previous period). The location is the business layout's `?location=` (D5). A bad value
 * falls back to the default; a custom range the contract refuses (over 366 days) is kept, so the
 * page can say why at the field.
 */
import * as v from 'valibot';
import { isIsoDate } from '@/lib/dates';
import { PERIOD_CHOICES, REPORT_TYPE_VALUES } from './utils/choices';

const dateParam = v.fallback(v.optional(v.pipe(v.string(), v.check(isIsoDate))), undefined);

export const reportsSearchSchema = v.object({
  type: v.fallback(v.optional(v.picklist(REPORT_TYPE_VALUES)), undefined),
  period: v.fallback(v.optional(v.picklist(PERIOD_CHOICES)), undefined),
  from: dateParam,
  to: dateParam,
  compare: v.fallback(v.optional(v.boolean()), undefined),
});

export type ReportsSearch = v.InferOutput<typeof reportsSearchSchema>;
export type ReportsSearchPatch = Partial<ReportsSearch>;
