import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Label } from './label';
import { Modal, ModalCloseSlot, ModalContent, ModalDescription, ModalFooter, ModalHeader, ModalTitle } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  variant?: 'danger' | 'primary';
  /**
   * Runs on confirm. If it returns a promise the button shows loading; the dialog closes when it
   * resolves and stays open (showing the error's message) when it rejects.
   */
  onConfirm: () => unknown;
  /** For permanent deletes: a second, explicit confirmation (a tick box) is required first. */
  requireDoubleConfirm?: boolean;
  /** Text of that second confirmation. */
  doubleConfirmLabel?: string;
  children?: ReactNode;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong. Please try again.';
}

/** An alert dialog asking the user to confirm an action (remove, delete, pay). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'primary',
  onConfirm,
  requireDoubleConfirm = false,
  doubleConfirmLabel = 'I understand this cannot be undone',
  children,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const mounted = useRef(true);
  const ackId = useId();
  const errorId = useId();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Each opening starts fresh.
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) {
      setError(null);
      setAcknowledged(false);
      setPending(false);
    }
  }

  function handleOpenChange(next: boolean) {
    if (!next && pending) return; // don't close mid-request
    onOpenChange(next);
  }

  async function handleConfirm() {
    setError(null);
    let result: unknown;
    try {
      result = onConfirm();
    } catch (caught) {
      setError(messageOf(caught));
      return;
    }
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      if (mounted.current) {
        setPending(false);
        onOpenChange(false);
      }
    } catch (caught) {
      if (mounted.current) {
        setPending(false);
        setError(messageOf(caught));
      }
    }
  }

  const blocked = requireDoubleConfirm && !acknowledged;

  return (
    <Modal open={open} onOpenChange={handleOpenChange}>
      <ModalContent
        role="alertdialog"
        size="sm"
        showClose={false}
        data-slot="confirm-dialog"
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          if (pending) event.preventDefault();
        }}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <ModalHeader className="pr-0">
          <ModalTitle>{title}</ModalTitle>
          {description ? <ModalDescription>{description}</ModalDescription> : null}
        </ModalHeader>
        {children}
        {requireDoubleConfirm ? (
          <div className="flex items-start gap-2">
            <Checkbox
              id={ackId}
              checked={acknowledged}
              onCheckedChange={(checked) => setAcknowledged(checked === true)}
              disabled={pending}
              className="mt-0.5"
            />
            <Label htmlFor={ackId} className="leading-snug">
              {doubleConfirmLabel}
            </Label>
          </div>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <ModalFooter>
          <ModalCloseSlot asChild>
            <Button variant="outlined" disabled={pending}>
              {cancelLabel}
            </Button>
          </ModalCloseSlot>
          <Button
            variant={variant === 'danger' ? 'destructive' : 'primary'}
            loading={pending}
            disabled={blocked}
            aria-describedby={error ? errorId : undefined}
            onClick={() => void handleConfirm()}
          >
            {confirmLabel}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
