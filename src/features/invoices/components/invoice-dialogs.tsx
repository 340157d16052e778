/**
 * The invoice pages' dialogs (new or edit invoice, Record payment, Share, Cancel/Delete) and the
 * PDF download, in one part loaded once the page has settled or when one is first asked for, not
 * with the list's or the invoice's first paint (issue 21's budget: each dialog's import carries
 * the list of chunks it needs, which the pages no longer download). Each dialog's own code still
 * loads when it first opens.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { BusinessScope } from '@/api/resource';
import type { Business } from '@/features/business';
import type { Invoice } from '../api/invoices.queries';
import type { InvoiceRemoveDialogProps } from './invoice-remove-dialog';
import { InvoiceRemoveDialog } from './lazy-invoice-remove-dialog';

const InvoiceFormModal = lazy(() => import('./invoice-form-modal').then((m) => ({ default: m.InvoiceFormModal })));
const ShareInvoiceDialog = lazy(() => import('./share-invoice-dialog').then((m) => ({ default: m.ShareInvoiceDialog })));
// Through the receipts area's lazy.ts, itself fetched on first use: its table of the receipts
// pages is not part of the invoice pages' first load (issue 21's budget).
// That export is itself a React.lazy: render it from a component (a lazy resolving to a lazy is
// React error 306, 'Element type is invalid').
const RecordPaymentDialog = lazy(() =>
  import('@/features/receipts/lazy').then(({ RecordPaymentDialog: Loaded }) => ({
    default: function RecordPaymentDialogLoaded(props: ComponentProps<typeof Loaded>) {
      return <Loaded {...props} />;
    },
  })),
);

/** Which sale dialog is open: a new invoice, or an action on one. */
export type InvoiceDialog = { kind: 'create' } | { kind: 'edit' | 'pay' | 'share'; invoice: Invoice };

export interface InvoiceDialogsProps {
  open: InvoiceDialog | null;
  /** The open dialog closed: the caller clears its invoice (spec section 4). */
  onClose: () => void;
  /** The Cancel/Delete dialog's props (`invoice: null` while closed). */
  removal: InvoiceRemoveDialogProps;
}

export function InvoiceDialogs({ open, onClose, removal }: InvoiceDialogsProps) {
  const onOpenChange = (next: boolean) => (next ? undefined : onClose());
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          {open.kind === 'create' ? (
            <InvoiceFormModal open onOpenChange={onOpenChange} />
          ) : open.kind === 'edit' ? (
            <InvoiceFormModal open invoice={open.invoice} onOpenChange={onOpenChange} />
          ) : open.kind === 'pay' ? (
            <RecordPaymentDialog open invoice={open.invoice} onOpenChange={onOpenChange} />
          ) : (
            <ShareInvoiceDialog open invoice={open.invoice} onOpenChange={onOpenChange} />
          )}
        </Suspense>
      ) : null}
      <InvoiceRemoveDialog {...removal} />
    </>
  );
}

/** Builds and saves the invoice's PDF: the PDF module (and its fonts) loads only now. */
export async function downloadInvoicePdf(scope: BusinessScope, business: Business, invoice: Invoice) {
  const pdf = await import('../pdf/download-invoice-pdf');
  await pdf.downloadInvoicePdf(scope, business, invoice);
}
