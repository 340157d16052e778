/** The spec's subscription rules (sections 3 and 4), pure so they are tested on their own. */
import type { SubscriptionSchemas } from '@/api/types';

/** Spec section 4: active if the status is 'active' (any case) or the end date is still ahead. */
export function isSubscriptionActive(
  current: Pick<SubscriptionSchemas['Subscription'], 'status' | 'end_date'>,
  now = Date.now(),
): boolean {
  return current.status.toLowerCase() === 'active' || Date.parse(current.end_date) > now;
}

/** Spec section 3: monthly if the cycle name contains 'monthly' (any case), otherwise yearly. */
export function cycleText(cycleName: string): 'Monthly' | 'Yearly' {
  return cycleName.toLowerCase().includes('monthly') ? 'Monthly' : 'Yearly';
}

const DAY_MS = 86_400_000;

/** Whole days from `now` to the end date, rounded up (a part day counts); 0 once it has passed. */
export function daysLeft(endDate: string, now = Date.now()): number {
  const end = Date.parse(endDate);
  if (Number.isNaN(end) || end <= now) return 0;
  return Math.ceil((end - now) / DAY_MS);
}

type Package = Pick<SubscriptionSchemas['Package'], 'package_id' | 'features' | 'price' | 'currency' | 'billing_cycle'>;

export interface PlanChange {
  /** Features of the new package the current one lacks, in the new package's order. */
  gained: string[];
  /** Features of the current package the new one lacks. */
  lost: string[];
  /** Whether it is the package already held (a renewal). */
  same: boolean;
}

/** What choosing `next` changes against the current package (none: everything is gained). */
export function planChange(current: Package | null | undefined, next: Package): PlanChange {
  const had = new Set(current?.features ?? []);
  const has = new Set(next.features);
  return {
    gained: next.features.filter((feature) => !had.has(feature)),
    lost: (current?.features ?? []).filter((feature) => !has.has(feature)),
    same: current?.package_id === next.package_id,
  };
}

/** When a subscription started at `start` ends: one month or one year later, by the cycle rule (spec section 3). */
export function periodEndFrom(start: Date, cycleName: string): Date {
  const end = new Date(start);
  if (cycleText(cycleName) === 'Monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** 'month' or 'year': what the price is per. */
export function perCycle(cycleName: string): 'month' | 'year' {
  return cycleText(cycleName) === 'Monthly' ? 'month' : 'year';
}
