import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal, ModalContent, ModalDescription, ModalFooter, ModalHeader, ModalTitle } from '@/components/ui/modal';

interface RowDialogProps<TRow> {
  /** The record the dialog is about; nothing renders without one. */
  row: TRow | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nameOf: (row: TRow) => string;
}

export interface RemoveDialogProps<TRow> extends RowDialogProps<TRow> {
  /** Removes it (PATCH `{active: false}`); a rejection is shown in the dialog. */
  onConfirm: (row: TRow) => Promise<void>;
  /** The verb of the title and button (default 'Remove'; staff: 'Deactivate'). */
  verb?: string;
  /** What happens (default: it moves to the Removed list and can be restored). */
  description?: ReactNode;
}

/** Asks before a remove (D6): the record moves to the Removed list and can be restored. */
export function RemoveDialog<TRow>({
  row,
  open,
  onOpenChange,
  nameOf,
  onConfirm,
  verb = 'Remove',
  description = 'It moves to the Removed list. You can restore it at any time.',
}: RemoveDialogProps<TRow>) {
  if (row === undefined) return null;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      variant="danger"
      title={
        <span className="[overflow-wrap:anywhere]">
          {verb} “{nameOf(row)}”?
        </span>
      }
      description={description}
      confirmLabel={verb}
      onConfirm={() => onConfirm(row)}
    />
  );
}

export interface DeleteForeverDialogProps<TRow> extends RowDialogProps<TRow> {
  /** Deletes it (DELETE); the server's refusal is shown in the dialog. */
  onConfirm: (row: TRow) => Promise<void>;
  /** What else goes with it, if anything. */
  consequence?: ReactNode;
}

/** Asks twice before a delete for good (D6): the dialog, then a tick box. */
export function DeleteForeverDialog<TRow>({
  row,
  open,
  onOpenChange,
  nameOf,
  onConfirm,
  consequence,
}: DeleteForeverDialogProps<TRow>) {
  if (row === undefined) return null;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      variant="danger"
      requireDoubleConfirm
      doubleConfirmLabel="I understand it is gone for good"
      title={<span className="[overflow-wrap:anywhere]">Delete “{nameOf(row)}” for good?</span>}
      description={consequence ?? 'This cannot be undone: it will not be in the Removed list either.'}
      confirmLabel="Delete for good"
      onConfirm={() => onConfirm(row)}
    />
  );
}

export interface DetailItem {
  label: string;
  value: ReactNode;
}

export interface DetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  items: DetailItem[];
  /** Buttons under the details (Edit, ...). */
  actions?: ReactNode;
}

/** A record's details in a dialog: a description list, then its actions. */
export function DetailsDialog({ open, onOpenChange, title, description, items, actions }: DetailsDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent {...(description ? {} : { 'aria-describedby': undefined })}>
        <ModalHeader>
          <ModalTitle className="[overflow-wrap:anywhere]">{title}</ModalTitle>
          {description ? <ModalDescription>{description}</ModalDescription> : null}
        </ModalHeader>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
          {items.map((item) => (
            <div key={item.label} className="contents">
              <dt className="font-medium text-muted-foreground">{item.label}</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere] whitespace-pre-wrap">{item.value}</dd>
            </div>
          ))}
        </dl>
        {actions ? <ModalFooter>{actions}</ModalFooter> : null}
      </ModalContent>
    </Modal>
  );
}
