/** The status vocabulary of marketplace orders, payouts, affiliates and disputes (src/lib/status.ts: one vocabulary, split so a page loads only what it shows). */
import type { StatusVocabulary } from '../status';

/** A marketplace Order.status (business.yaml). */
export const ORDER_STATUS = {
  pending: { tone: 'warning', label: 'Pending' },
  processing: { tone: 'info', label: 'Processing' },
  shipped: { tone: 'info', label: 'Shipped' },
  delivered: { tone: 'success', label: 'Delivered' },
  cancelled: { tone: 'neutral', label: 'Cancelled' },
  returned: { tone: 'warning', label: 'Returned' },
} as const satisfies StatusVocabulary;

/** A marketplace Payout.status (business.yaml). */
export const PAYOUT_STATUS = {
  pending: { tone: 'warning', label: 'Pending' },
  processing: { tone: 'info', label: 'Processing' },
  paid: { tone: 'success', label: 'Paid' },
  failed: { tone: 'danger', label: 'Failed' },
} as const satisfies StatusVocabulary;

/** A marketplace Affiliate.status (business.yaml). */
export const AFFILIATE_STATUS = {
  active: { tone: 'success', label: 'Active' },
  inactive: { tone: 'neutral', label: 'Inactive' },
} as const satisfies StatusVocabulary;

/** A marketplace Dispute.status (business.yaml). */
export const DISPUTE_STATUS = {
  open: { tone: 'warning', label: 'Open' },
  under_review: { tone: 'info', label: 'Under review' },
  resolved: { tone: 'success', label: 'Resolved' },
  rejected: { tone: 'danger', label: 'Rejected' },
} as const satisfies StatusVocabulary;
