/**
 * Edit, Record payment and Share for an invoice (issue 13, items 2, 3, 7 and 9): the row menu of
 * the list and the buttons of the invoice's page offer the same three, with the same rules. Each
 * dialog loads on demand and clears its invoice when it closes (spec section 4).
 */
import { lazy, Suspense, useState, type ReactNode, type ComponentProps } from 'react';
import type { RowAction } from '@/components/ui/data-table';
import { compareMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { noPermission } from '@/lib/text';
import type { Invoice } from '../api/invoices.queries';
import { PAYMENT_RECORDED } from '../utils/invoice-removal';

export const InvoiceFormModal = lazy(() => import('./invoice-form-modal').then((m) => ({ default: m.InvoiceFormModal })));
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

const NOUN = { one: 'invoice', many: 'invoices' };
type Open = { kind: 'edit' | 'pay' | 'share'; invoice: Invoice } | null;

/** Why the invoice cannot be edited now, or undefined. */
export function editBlockedBy(invoice: Pick<Invoice, 'state' | 'total_amount_paid'>): string | undefined {
  if (invoice.state === 'cancelled') return 'A cancelled invoice cannot be changed.';
  if (compareMoney(invoice.total_amount_paid, '0') > 0) return PAYMENT_RECORDED;
  return undefined;
}

/** Why no payment can be taken now, or undefined. */
export function paymentBlockedBy(invoice: Pick<Invoice, 'state' | 'total_balance'>): string | undefined {
  if (invoice.state === 'draft') return 'Issue the invoice before taking a payment.';
  if (invoice.state === 'cancelled') return 'A cancelled invoice cannot take a payment.';
  if (invoice.state === 'paid' || compareMoney(invoice.total_balance, '0') <= 0) return 'This invoice is paid in full.';
  return undefined;
}

/** Why the invoice cannot be shared now, or undefined. */
export function shareBlockedBy(invoice: Pick<Invoice, 'state'>): string | undefined {
  if (invoice.state === 'draft') return 'Issue the invoice before sharing it.';
  if (invoice.state === 'cancelled') return 'A cancelled invoice cannot be shared.';
  return undefined;
}

export function useInvoiceSaleActions(): { actionsFor: (invoice: Invoice) => RowAction[]; dialogs: ReactNode } {
  const [open, setOpen] = useState<Open>(null);
  const may = { edit: useCan('invoicing', 'edit'), create: useCan('invoicing', 'create'), pay: useCan('receipt', 'create') };
  const close = () => setOpen(null);

  const entry = (
    label: string,
    kind: 'edit' | 'pay' | 'share',
    invoice: Invoice,
    allowed: boolean,
    blocked: string | undefined,
    verb: 'edit' | 'create',
  ): RowAction => {
    const reason = allowed ? blocked : noPermission(verb, NOUN);
    return { label, onSelect: () => setOpen({ kind, invoice }), disabled: reason !== undefined, disabledReason: reason };
  };

  const actionsFor = (invoice: Invoice): RowAction[] => [
    entry('Edit', 'edit', invoice, may.edit, editBlockedBy(invoice), 'edit'),
    entry('Record payment', 'pay', invoice, may.pay, paymentBlockedBy(invoice), 'create'),
    entry('Share', 'share', invoice, may.create, shareBlockedBy(invoice), 'create'),
  ];

  const dialogs = open ? (
    <Suspense fallback={null}>
      {open.kind === 'edit' ? (
        <InvoiceFormModal open invoice={open.invoice} onOpenChange={(next) => (next ? undefined : close())} />
      ) : open.kind === 'pay' ? (
        <RecordPaymentDialog open invoice={open.invoice} onOpenChange={(next) => (next ? undefined : close())} />
      ) : (
        <ShareInvoiceDialog open invoice={open.invoice} onOpenChange={(next) => (next ? undefined : close())} />
      )}
    </Suspense>
  ) : null;

  return { actionsFor, dialogs };
}
