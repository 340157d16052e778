import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { InvoiceRemoveDialogProps } from './invoice-remove-dialog';

/**
 * The remove dialog (Radix Dialog, and the tick box of a draft's second question) behind
 * `lazyDialog`: it loads once the page has settled or when it first opens, not with the first
 * paint of the list or of an invoice's page (decision 0036's addendum; issue 21's budget).
 */
export const InvoiceRemoveDialog = lazyDialog<InvoiceRemoveDialogProps>(
  () => import('./invoice-remove-dialog').then((m) => m.InvoiceRemoveDialog),
  (props) => props.invoice !== null,
);
