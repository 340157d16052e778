/**
 * The marketplace lists' URL state (issue 18, decision 0030): `?page=` everywhere, `?search=` on
 * orders and affiliates, `?status=` on orders, payouts and disputes, `?start_date=&end_date=` on
 * orders and payouts. A bad value falls back to none. Kept light: route configs import it through
 * the feature's index (the entry chunk).
 */
import type { BusinessSchemas } from '@/api/types';
import { pageParam, searchParam } from '@/lib/list-search';
import { isoDate, oneOf, parseSearch } from '@/lib/search-params';

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

export const parseOrdersSearch = parseSearch({
  page: pageParam,
  search: searchParam,
  status: oneOf(ORDER_STATUSES),
  start_date: isoDate,
  end_date: isoDate,
});
export const parsePayoutsSearch = parseSearch({
  page: pageParam,
  status: oneOf(PAYOUT_STATUSES),
  start_date: isoDate,
  end_date: isoDate,
});
export const parseAffiliatesSearch = parseSearch({ page: pageParam, search: searchParam });
export const parseDisputesSearch = parseSearch({ page: pageParam, status: oneOf(DISPUTE_STATUSES) });

export type OrdersSearch = ReturnType<typeof parseOrdersSearch>;
export type PayoutsSearch = ReturnType<typeof parsePayoutsSearch>;
export type AffiliatesSearch = ReturnType<typeof parseAffiliatesSearch>;
export type DisputesSearch = ReturnType<typeof parseDisputesSearch>;

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
