/**
 * The payment methods' names on the receipts pages, apart from the payment form's schema so the
 * list's Method column does not bring the form's rules into the page's first load (issue 21).
 */
import type { BusinessSchemas } from '@/api/types';

export type PaymentMethod = BusinessSchemas['ReceiptInput']['payment_method'];

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  transfer: 'Bank transfer',
  card: 'Card (online)',
  pos: 'POS',
  other: 'Other',
};
