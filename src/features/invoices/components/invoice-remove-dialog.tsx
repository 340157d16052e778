import { toApiError } from '@/api/errors';
import type { BusinessScope } from '@/api/resource';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelInvoice, useDeleteInvoice, type Invoice } from '../api/invoices.queries';
import { removalOf, type InvoiceRemoval } from '../utils/invoice-removal';

// The rules live apart from the dialog, so the list can ask them without loading the dialog.
export { PAYMENT_RECORDED, removalBlockedBy, removalOf, type InvoiceRemoval } from '../utils/invoice-removal';

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
