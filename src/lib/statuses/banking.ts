/** The status vocabulary of bank accounts, identity checks, applications and transfers (src/lib/status.ts: one vocabulary, split so a page loads only what it shows). */
import type { StatusVocabulary } from '../status';

/** A bank account's AccountStatus (banking.yaml). */
export const BANK_ACCOUNT_STATUS = {
  active: { tone: 'success', label: 'Active' },
  frozen: { tone: 'warning', label: 'Frozen' },
  closed: { tone: 'neutral', label: 'Closed' },
} as const satisfies StatusVocabulary;

/** KYC / KYB VerificationStatus (banking.yaml). */
export const VERIFICATION_STATUS = {
  pending: { tone: 'warning', label: 'Pending review' },
  verified: { tone: 'success', label: 'Verified' },
  rejected: { tone: 'danger', label: 'Rejected' },
} as const satisfies StatusVocabulary;

/** An account application's ApplicationStatus (banking.yaml). */
export const APPLICATION_STATUS = {
  submitted: { tone: 'info', label: 'Submitted' },
  under_review: { tone: 'warning', label: 'Under review' },
  approved: { tone: 'success', label: 'Approved' },
  rejected: { tone: 'danger', label: 'Rejected' },
} as const satisfies StatusVocabulary;

/** A transfer or transaction's TransferStatus (banking.yaml). */
export const TRANSFER_STATUS = {
  pending: { tone: 'warning', label: 'Pending' },
  successful: { tone: 'success', label: 'Successful' },
  failed: { tone: 'danger', label: 'Failed' },
  reversed: { tone: 'neutral', label: 'Reversed' },
} as const satisfies StatusVocabulary;
