/**
 * Edit, Record payment and Share for an invoice (issue 13, items 2, 3, 7 and 9): the row menu of
 * the list and the buttons of the invoice's page offer the same three, with the same rules. The
 * dialogs (these, a new invoice, Cancel/Delete) live in one part loaded once the page has settled
 * or when one is first asked for (issue 21's budget); each clears its invoice when it closes
 * (spec section 4).
 */
import { Suspense, useState, type ReactNode } from 'react';
import { LoadBoundary } from '@/components/ui/load-boundary';
import type { RowAction } from '@/components/ui/data-table';
import { lazyWithPreload } from '@/lib/lazy';
import { compareMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { noPermission } from '@/lib/text';
import { useDialogsHost } from '@/components/ui/use-dialogs-host';
import type { Invoice } from '../api/invoices.queries';
import { PAYMENT_RECORDED } from '../utils/invoice-removal';
import type { InvoiceDialog } from './invoice-dialogs';
import type { InvoiceRemoveDialogProps } from './invoice-remove-dialog';

const InvoiceDialogs = lazyWithPreload(() => import('./invoice-dialogs').then((m) => m.InvoiceDialogs));

const NOUN = { one: 'invoice', many: 'invoices' };

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

export interface InvoiceSaleActions {
  actionsFor: (invoice: Invoice) => RowAction[];
  /** Opens the new invoice form. */
  create: () => void;
  /** The dialogs (render once, anywhere in the page). */
  dialogs: ReactNode;
}

/**
 * The sale actions of an invoice and the page's dialogs; `removal` is the page's Cancel/Delete
 * dialog (its `invoice` null while closed), rendered with the others.
 */
export function useInvoiceSaleActions(removal: InvoiceRemoveDialogProps): InvoiceSaleActions {
  const [open, setOpen] = useState<InvoiceDialog | null>(null);
  // The dialogs' part loads once the page has settled, or at the first open (useDialogsHost).
  const host = useDialogsHost(open !== null || removal.invoice !== null);
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

  const dialogs = host.mounted ? (
    <LoadBoundary key={host.key} fallback={null}>
      <Suspense fallback={null}>
        <InvoiceDialogs open={open} onClose={close} removal={removal} />
      </Suspense>
    </LoadBoundary>
  ) : null;

  return { actionsFor, create: () => setOpen({ kind: 'create' }), dialogs };
}
