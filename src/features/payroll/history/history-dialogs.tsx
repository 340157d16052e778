/**
 * The payroll history's dialogs (edit a payment, delete one for good) in one part loaded once the
 * page has settled or when one first opens, not with the list's first paint (issue 21's budget).
 * Each dialog's own code still loads when it first opens.
 */
import { lazy, Suspense } from 'react';
import type { BusinessSchemas } from '@/api/types';
import type { ListDialogs } from '@/components/list/use-list-dialogs';
import { DeleteForeverDialog } from '@/components/ui/lazy-dialogs';

const EditPaymentDialog = lazy(() => import('./edit-payment-dialog').then((m) => ({ default: m.EditPaymentDialog })));

type Payment = BusinessSchemas['PayrollHistory'];

export interface HistoryDialogsProps {
  dialogs: ListDialogs<Payment>;
  nameOf: (row: Payment) => string;
  /** Deletes the payment for good (the dialog shows a refusal). */
  onDelete: (row: Payment) => Promise<void>;
}

export function HistoryDialogs({ dialogs, nameOf, onDelete }: HistoryDialogsProps) {
  return (
    <>
      {dialogs.kind === 'edit' && dialogs.row ? (
        <Suspense fallback={null}>
          <EditPaymentDialog open onOpenChange={(open) => (open ? undefined : dialogs.close())} payment={dialogs.row} />
        </Suspense>
      ) : null}
      <DeleteForeverDialog
        {...dialogs.propsFor('delete')}
        nameOf={nameOf}
        consequence="The payment is deleted for good: it leaves the history, the totals and the payroll paid figures, and cannot be undone."
        onConfirm={onDelete}
      />
    </>
  );
}
