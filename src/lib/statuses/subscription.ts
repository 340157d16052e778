/** The status vocabulary of subscriptions and their payments (src/lib/status.ts: one vocabulary, split so a page loads only what it shows). */
import type { StatusVocabulary } from '../status';

/** SubscriptionStatus (subscription.yaml). */
export const SUBSCRIPTION_STATUS = {
  active: { tone: 'success', label: 'Active' },
  pending: { tone: 'warning', label: 'Pending' },
  expired: { tone: 'danger', label: 'Expired' },
  cancelled: { tone: 'neutral', label: 'Cancelled' },
} as const satisfies StatusVocabulary;

/** Subscription PaymentStatus (subscription.yaml). */
export const PAYMENT_STATUS = {
  pending: { tone: 'warning', label: 'Pending' },
  paid: { tone: 'success', label: 'Paid' },
  failed: { tone: 'danger', label: 'Failed' },
  refunded: { tone: 'neutral', label: 'Refunded' },
} as const satisfies StatusVocabulary;
