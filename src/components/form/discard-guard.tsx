import { useRef, useState, type ComponentProps, type ReactElement } from 'react';
import { useSelector, type AnyFormApi } from '@tanstack/react-form';
import { Button } from '@/components/ui/button';
import {
  Modal,
  ModalCloseSlot,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@/components/ui/modal';

export interface DiscardChangesDialogProps {
  open: boolean;
  /** Closes this question; the form stays as typed. */
  onKeepEditing: () => void;
  /** Drops what was typed and closes the form. */
  onDiscard: () => void;
  /** Where focus goes back to on 'Keep editing' (the control the user was in). */
  returnFocusTo?: HTMLElement | null;
}

/** 'Discard changes?' with 'Keep editing' (the safe choice, focused first) and 'Discard'. */
export function DiscardChangesDialog({ open, onKeepEditing, onDiscard, returnFocusTo }: DiscardChangesDialogProps) {
  const keepEditing = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onKeepEditing())}>
      <ModalContent
        role="alertdialog"
        size="sm"
        showClose={false}
        data-slot="discard-changes-dialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          keepEditing.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // No trigger to return to: back to the control the user left, if it is still there.
          if (returnFocusTo?.isConnected) {
            event.preventDefault();
            returnFocusTo.focus();
          }
        }}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <ModalHeader className="pr-0">
          <ModalTitle>Discard changes?</ModalTitle>
          <ModalDescription>What you typed in this form will be lost.</ModalDescription>
        </ModalHeader>
        <ModalFooter>
          <ModalCloseSlot asChild>
            <Button ref={keepEditing} variant="outlined">
              Keep editing
            </Button>
          </ModalCloseSlot>
          <Button variant="destructive" onClick={onDiscard}>
            Discard
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}

export interface DiscardGuard {
  /** For the form's `<Modal onOpenChange>`: Escape, a click outside, the X and Cancel close through it. */
  onOpenChange: (open: boolean) => void;
  /** For a Cancel button that is not a `ModalCloseSlot`: closes at once, or asks first. */
  requestClose: () => void;
  /** Whether the form's values differ from its defaults. */
  changed: boolean;
  /** The question; render it anywhere in the component (it portals itself). */
  dialog: ReactElement;
}

/**
 * Asks 'Discard changes?' before a changed form is closed; an unchanged form (never edited, or
 * edited back to its defaults) closes at once. `onOpenChange` is the form dialog's own.
 *
 * ```tsx
 * const guard = useDiscardGuard(form, onOpenChange);
 * <Modal open={open} onOpenChange={guard.onOpenChange}>...{guard.dialog}</Modal>
 * ```
 * or, in one line, `<GuardedModal form={form} open={open} onOpenChange={onOpenChange}>`.
 */
export function useDiscardGuard(form: Pick<AnyFormApi, 'store'>, onOpenChange: (open: boolean) => void): DiscardGuard {
  const changed = useSelector(form.store, (state) => !state.isDefaultValue);
  const [asking, setAsking] = useState(false);
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null);

  function requestClose() {
    if (!changed) {
      onOpenChange(false);
      return;
    }
    const active = document.activeElement;
    setReturnFocusTo(active instanceof HTMLElement && active !== document.body ? active : null);
    setAsking(true);
  }

  return {
    onOpenChange: (open) => (open ? onOpenChange(true) : requestClose()),
    requestClose,
    changed,
    dialog: (
      <DiscardChangesDialog
        open={asking}
        returnFocusTo={returnFocusTo}
        onKeepEditing={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onOpenChange(false);
        }}
      />
    ),
  };
}

export interface GuardedModalProps extends Omit<ComponentProps<typeof Modal>, 'onOpenChange'> {
  /** The app form inside the modal. */
  form: Pick<AnyFormApi, 'store'>;
  onOpenChange: (open: boolean) => void;
}

/** A `Modal` whose closing goes through `useDiscardGuard`: a drop-in for `<Modal open onOpenChange>` around a form. */
export function GuardedModal({ form, onOpenChange, children, ...props }: GuardedModalProps) {
  const guard = useDiscardGuard(form, onOpenChange);
  return (
    <Modal {...props} onOpenChange={guard.onOpenChange}>
      {children}
      {guard.dialog}
    </Modal>
  );
}
