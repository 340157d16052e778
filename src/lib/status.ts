/**
 * The product's one status vocabulary: every status a contract (or a list) shows, as a tone and a
 * human label. `<StatusBadge kind status />` (src/components/ui/status-badge.tsx) draws it; an
 * unknown value reads as its humanised self in a neutral tone, never a crash. The test derives the
 * contracts' status enums from openapi/*.yaml, so a new status without a mapping fails it.
 */

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusLook {
  tone: StatusTone;
  label: string;
}

const look = (tone: StatusTone, label: string): StatusLook => ({ tone, label });

export const STATUS_VOCABULARY = {
  /** Invoice.state (business.yaml). */
  invoice: {
    draft: look('neutral', 'Draft'),
    unpaid: look('info', 'Unpaid'),
    partially_paid: look('warning', 'Partly paid'),
    paid: look('success', 'Paid'),
    overdue: look('danger', 'Overdue'),
    cancelled: look('neutral', 'Cancelled'),
  },
  /** Subscription PaymentStatus (subscription.yaml). */
  payment: {
    pending: look('warning', 'Pending'),
    paid: look('success', 'Paid'),
    failed: look('danger', 'Failed'),
    refunded: look('neutral', 'Refunded'),
  },
  /** A bank account's AccountStatus (banking.yaml). */
  bankAccount: {
    active: look('success', 'Active'),
    frozen: look('warning', 'Frozen'),
    closed: look('neutral', 'Closed'),
  },
  /** KYC / KYB VerificationStatus (banking.yaml). */
  verification: {
    pending: look('warning', 'Pending review'),
    verified: look('success', 'Verified'),
    rejected: look('danger', 'Rejected'),
  },
  /** An account application's ApplicationStatus (banking.yaml). */
  application: {
    submitted: look('info', 'Submitted'),
    under_review: look('warning', 'Under review'),
    approved: look('success', 'Approved'),
    rejected: look('danger', 'Rejected'),
  },
  /** A transfer or transaction's TransferStatus (banking.yaml). */
  transfer: {
    pending: look('warning', 'Pending'),
    successful: look('success', 'Successful'),
    failed: look('danger', 'Failed'),
    reversed: look('neutral', 'Reversed'),
  },
  /** A marketplace Order.status (business.yaml). */
  order: {
    pending: look('warning', 'Pending'),
    processing: look('info', 'Processing'),
    shipped: look('info', 'Shipped'),
    delivered: look('success', 'Delivered'),
    cancelled: look('neutral', 'Cancelled'),
    returned: look('warning', 'Returned'),
  },
  /** A marketplace Payout.status (business.yaml). */
  payout: {
    pending: look('warning', 'Pending'),
    processing: look('info', 'Processing'),
    paid: look('success', 'Paid'),
    failed: look('danger', 'Failed'),
  },
  /** A marketplace Affiliate.status (business.yaml). */
  affiliate: {
    active: look('success', 'Active'),
    inactive: look('neutral', 'Inactive'),
  },
  /** A marketplace Dispute.status (business.yaml). */
  dispute: {
    open: look('warning', 'Open'),
    under_review: look('info', 'Under review'),
    resolved: look('success', 'Resolved'),
    rejected: look('danger', 'Rejected'),
  },
  /** SubscriptionStatus (subscription.yaml). */
  subscription: {
    active: look('success', 'Active'),
    pending: look('warning', 'Pending'),
    expired: look('danger', 'Expired'),
    cancelled: look('neutral', 'Cancelled'),
  },
  /** A support TicketStatus (common.yaml). */
  ticket: {
    open: look('info', 'Open'),
    pending: look('warning', 'Awaiting reply'),
    resolved: look('success', 'Resolved'),
    closed: look('neutral', 'Closed'),
  },
  /** A course enrolment, from its progress (`enrolmentStatus`). */
  enrolment: {
    not_enrolled: look('neutral', 'Not enrolled'),
    enrolled: look('success', 'Enrolled'),
    not_started: look('neutral', 'Not started'),
    in_progress: look('info', 'In progress'),
    completed: look('success', 'Completed'),
  },
  /** Stock of an inventory item (`stockStatus`). */
  stock: {
    in_stock: look('success', 'In stock'),
    low_stock: look('warning', 'Low stock'),
    out_of_stock: look('danger', 'Out of stock'),
  },
  /** A listing on the marketplace or a course (`is_published`-style flags). */
  publication: {
    published: look('success', 'Published'),
    unpublished: look('neutral', 'Unpublished'),
  },
  /** Who may open a vault folder or file. */
  access: {
    public: look('neutral', 'Public'),
    private: look('warning', 'Private'),
  },
  /** A record's `active` flag (D6: removed records can be restored). */
  record: {
    active: look('success', 'Active'),
    removed: look('neutral', 'Removed'),
  },
} as const satisfies Record<string, Record<string, StatusLook>>;

export type StatusKind = keyof typeof STATUS_VOCABULARY;

/** The known values of a kind (for typed call sites; any string is accepted at run time). */
export type StatusValue<K extends StatusKind> = keyof (typeof STATUS_VOCABULARY)[K] & string;

/** 'under_review' -> 'Under review', 'PARTIALLY-PAID' -> 'Partially paid'. */
export function humanizeStatus(value: string): string {
  const words = value
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  if (!words) return 'Unknown';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The tone and label of a status; an unknown value is neutral, labelled by its humanised self. */
export function statusLook(kind: StatusKind, status: string | null | undefined): StatusLook {
  const value = status ?? '';
  const known: Record<string, StatusLook> = STATUS_VOCABULARY[kind];
  if (Object.hasOwn(known, value)) {
    const found = known[value];
    if (found) return found;
  }
  return { tone: 'neutral', label: humanizeStatus(value) };
}

/** An enrolment's status from its progress (0–100) or no enrolment at all. */
export function enrolmentStatus(progress: number | null | undefined): StatusValue<'enrolment'> {
  if (progress === null || progress === undefined) return 'not_enrolled';
  if (progress >= 100) return 'completed';
  if (progress <= 0) return 'not_started';
  return 'in_progress';
}

/** Stock from the quantity on hand and the low-stock threshold (inclusive). */
export function stockStatus(quantity: number, lowAt = 0): StatusValue<'stock'> {
  if (quantity <= 0) return 'out_of_stock';
  if (quantity <= lowAt) return 'low_stock';
  return 'in_stock';
}

export const publicationStatus = (published: boolean): StatusValue<'publication'> => (published ? 'published' : 'unpublished');

export const recordStatus = (active: boolean): StatusValue<'record'> => (active ? 'active' : 'removed');
