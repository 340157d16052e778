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
