/**
 * The marketplace lists' URL state (issue 18, decision 0030): `?page=` everywhere, `?search=` on
 * orders and affiliates, `?status=` on orders, payouts and disputes, `?start_date=&end_date=` on
 * orders and payouts. A bad value falls back to none. Kept light: route configs import it through
 * the feature's index (the entry chunk).
 */
import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import { isIsoDate } from '@/lib/dates';
import { pageParam, searchParam } from '@/lib/list-search';

const dateParam = v.fallback(v.optional(v.pipe(v.string(), v.check(isIsoDate))), undefined);
const statusParam = <T extends string>(values: readonly T[]) => v.fallback(v.optional(v.picklist(values)), undefined);

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const satisfies readonly BusinessSchemas['Order']['status'][];
export const PAYOUT_STATUSES = [
  'pending',
  'processing',
  'paid',
  'failed',
] as const satisfies readonly BusinessSchemas['Payout']['status'][];
export const DISPUTE_STATUSES = [
  'open',
  'under_review',
  'resolved',
  'rejected',
] as const satisfies readonly BusinessSchemas['Dispute']['status'][];

export const ordersSearchSchema = v.object({
  page: pageParam,
  search: searchParam,
  status: statusParam(ORDER_STATUSES),
  start_date: dateParam,
  end_date: dateParam,
});
export const payoutsSearchSchema = v.object({
  page: pageParam,
  status: statusParam(PAYOUT_STATUSES),
  start_date: dateParam,
  end_date: dateParam,
});
export const affiliatesSearchSchema = v.object({ page: pageParam, search: searchParam });
export const disputesSearchSchema = v.object({ page: pageParam, status: statusParam(DISPUTE_STATUSES) });

export type OrdersSearch = v.InferOutput<typeof ordersSearchSchema>;
export type PayoutsSearch = v.InferOutput<typeof payoutsSearchSchema>;
export type AffiliatesSearch = v.InferOutput<typeof affiliatesSearchSchema>;
export type DisputesSearch = v.InferOutput<typeof disputesSearchSchema>;

/** A list's URL state with the dates: an end before the start is said at the field and left out of the call. */
export function datedParams<T extends { start_date?: string | undefined; end_date?: string | undefined }>(search: T): T {
  return search.start_date && search.end_date && search.end_date < search.start_date
    ? { ...search, end_date: undefined }
    : search;
}

/** The first day of the month of `date` and the day itself, as year-month-day (local time): the overview's "this month". */
export function monthSoFar(date: Date = new Date()): { start_date: string; end_date: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const y = date.getFullYear();
  const m = pad(date.getMonth() + 1);
  return { start_date: `${y}-${m}-01`, end_date: `${y}-${m}-${pad(date.getDate())}` };
}
