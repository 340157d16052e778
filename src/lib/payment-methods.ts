/** How a payment was made, in words (receipts, invoice pages and their PDFs say the same). */
import type { BusinessSchemas } from '@/api/types';

export const PAYMENT_METHOD_LABELS: Record<BusinessSchemas['Receipt']['payment_method'], string> = {
  cash: 'Cash',
  transfer: 'Bank transfer',
  card: 'Card',
  pos: 'POS',
  other: 'Other',
};
