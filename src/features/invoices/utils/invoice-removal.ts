import { compareMoney } from '@/lib/money';
import type { Invoice } from '../api/invoices.queries';

/** The sandbox's refusal, said before asking when the list already knows a payment is recorded. */
export const PAYMENT_RECORDED = 'A payment is recorded on this invoice: it can no longer be changed.';

/** How an invoice is removed: a draft is deleted for good, an issued invoice cancelled (decision 0018). */
export type InvoiceRemoval = 'delete' | 'cancel';

export function removalOf(invoice: Pick<Invoice, 'state'>): InvoiceRemoval | null {
  if (invoice.state === 'draft') return 'delete';
  if (invoice.state === 'cancelled') return null;
  return 'cancel';
}

/** Why an invoice cannot be removed now, or undefined when it can (the server has the last word). */
export function removalBlockedBy(invoice: Pick<Invoice, 'state' | 'total_amount_paid'>): string | undefined {
  if (invoice.state === 'cancelled') return 'This invoice is already cancelled.';
  if (compareMoney(invoice.total_amount_paid, '0') > 0) return PAYMENT_RECORDED;
  return undefined;
}
