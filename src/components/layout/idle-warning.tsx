import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Modal, ModalContent, ModalDescription, ModalFooter, ModalHeader, ModalTitle } from '@/components/ui/modal';

export interface IdleWarningProps {
  /** Milliseconds until sign-out; null hides the warning. */
  remainingMs: number | null;
  onStay: () => void;
  onSignOut: () => void;
}

/** Warns before the idle sign-out and lets the user stay (focus starts on 'Stay signed in'). */
export function IdleWarning({ remainingMs, onStay, onSignOut }: IdleWarningProps) {
  const stay = useRef<HTMLButtonElement>(null);
  const seconds = remainingMs === null ? 0 : Math.max(0, Math.ceil(remainingMs / 1000));
  return (
    <Modal
      open={remainingMs !== null}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
    >
      <ModalContent
        role="alertdialog"
        size="sm"
        showClose={false}
        data-idle-warning=""
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stay.current?.focus();
        }}
      >
        <ModalHeader>
          <ModalTitle>Are you still there?</ModalTitle>
          <ModalDescription>
            For your security you'll be signed out in <span className="font-semibold tabular-nums">{seconds}</span> seconds.
          </ModalDescription>
        </ModalHeader>
        <ModalFooter>
          <Button variant="outlined" onClick={onSignOut}>
            Sign out now
          </Button>
          <Button ref={stay} onClick={onStay}>
            Stay signed in
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
