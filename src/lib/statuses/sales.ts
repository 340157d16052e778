/** The status vocabulary of invoices (src/lib/status.ts: one vocabulary, split so a page loads only what it shows). */
import type { StatusVocabulary } from '../status';

/** Invoice.state (business.yaml). */
export const INVOICE_STATUS = {
  draft: { tone: 'neutral', label: 'Draft' },
  unpaid: { tone: 'info', label: 'Unpaid' },
  partially_paid: { tone: 'warning', label: 'Partly paid' },
  paid: { tone: 'success', label: 'Paid' },
  overdue: { tone: 'danger', label: 'Overdue' },
  cancelled: { tone: 'neutral', label: 'Cancelled' },
} as const satisfies StatusVocabulary;
