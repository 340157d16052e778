import { toApiError } from '@/api/errors';
import type { BusinessScope } from '@/api/resource';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { compareMoney } from '@/lib/money';
import { useCancelInvoice, useDeleteInvoice, type Invoice } from '../api/invoices.queries';

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

export interface InvoiceRemoveDialogProps {
  /** The invoice to cancel or delete; null: closed. */
  invoice: Invoice | null;
  scope: BusinessScope;
  /**
   * The dialog closed, either way (kept, cancelled, deleted, Escape): the caller clears its
   * selected invoice here (spec section 4), so the next dialog starts from nothing.
   */
  onClose: () => void;
  /** After the change succeeded (the detail page goes back to the list after a delete). */
  onDone?: (removal: InvoiceRemoval, invoice: Invoice) => void;
}

function refusalOf(error: unknown): Error {
  const apiError = toApiError(error);
  const atField = Object.values(apiError.fieldErrors).flat()[0];
  return new Error(atField ?? apiError.message);
}

/**
 * The remove modal (issue 13, item 5): cancelling an issued invoice asks once (PATCH `state:
 * cancelled`; its stock goes back), deleting a draft asks twice (D6: the question, then a tick box
 * that it is gone for good). The server's refusal (a payment is recorded) shows in the modal.
 */
export function InvoiceRemoveDialog({ invoice, scope, onClose, onDone }: InvoiceRemoveDialogProps) {
  const cancel = useCancelInvoice();
  const destroy = useDeleteInvoice();
  if (invoice === null) return null;
  const removal = removalOf(invoice);
  if (removal === null) return null;
  const name = `${invoice.number} (${invoice.title})`;

  async function confirm(current: Invoice, kind: InvoiceRemoval) {
    try {
      if (kind === 'delete') await destroy.mutateAsync({ scope, id: current.id });
      else await cancel.mutateAsync({ scope, id: current.id, body: { state: 'cancelled' } });
    } catch (error) {
      throw refusalOf(error);
    }
    onDone?.(kind, current);
  }

  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  return removal === 'delete' ? (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      variant="danger"
      requireDoubleConfirm
      doubleConfirmLabel="I understand this draft is gone for good"
      title={<span className="[overflow-wrap:anywhere]">Delete the draft {name}?</span>}
      description="Deleting cannot be undone. Its number is not given again."
      confirmLabel="Delete draft"
      cancelLabel="Keep draft"
      onConfirm={() => confirm(invoice, 'delete')}
    />
  ) : (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      variant="danger"
      title={<span className="[overflow-wrap:anywhere]">Cancel invoice {name}?</span>}
      description="The customer no longer owes it, and its items go back into stock. A cancelled invoice cannot be changed."
      confirmLabel="Cancel invoice"
      cancelLabel="Keep invoice"
      onConfirm={() => confirm(invoice, 'cancel')}
    />
  );
}
