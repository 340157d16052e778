/**
 * The expenses list's dialogs (record or edit an expense, remove one) in one part loaded once the
 * page has settled or when one first opens, not with the list's first paint (issue 21's budget).
 * Each dialog's own code loads as before: once settled, or when it opens.
 */
import type { ComponentProps } from 'react';
import type { ListDialogs } from '@/components/list/use-list-dialogs';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { RemoveDialog } from '@/components/ui/lazy-dialogs';
import type { Expense } from '../schemas/expense.schema';
import type { ExpenseFormModal as ExpenseFormModalEager } from './expense-form-modal';

const ExpenseFormModal = lazyDialog<ComponentProps<typeof ExpenseFormModalEager>>(
  () => import('./expense-form-modal').then((m) => m.ExpenseFormModal),
  (props) => props.open,
);

export interface ExpenseDialogsProps {
  dialogs: ListDialogs<Expense>;
  nameOf: (row: Expense) => string;
  onRemove: (row: Expense) => Promise<void>;
}

export function ExpenseDialogs({ dialogs, nameOf, onRemove }: ExpenseDialogsProps) {
  return (
    <>
      <ExpenseFormModal
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : dialogs.close())}
        expense={dialogs.kind === 'edit' ? dialogs.row : undefined}
      />
      <RemoveDialog {...dialogs.propsFor('remove')} nameOf={nameOf} onConfirm={onRemove} />
    </>
  );
}
