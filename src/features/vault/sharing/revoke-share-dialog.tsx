/**
 * Stops a share link for good. The contract confirms a DELETE of a share that has a password with
 * that password (a query parameter, D9): the dialog asks for it, and a wrong one is said under the
 * field. The password lives only in this dialog's state; nothing logs or reports it.
 */
import { useMemo, useState, type SubmitEvent } from 'react';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import {
  Modal,
  ModalCloseSlot,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { createAttemptKeys } from '@/lib/attempt-key';
import { toast } from '@/lib/toast';
import { vaultStore } from '../state/vault-state';
import { useRevokeShare, type FileShare } from './shares.queries';

export interface RevokeShareDialogProps {
  share: FileShare | null;
  fileName: string;
  onClose: () => void;
}

/** The message of a refused revoke, at the password field when it is about the password. */
export function revokeFailure(error: unknown): { field: string | null; form: string | null } {
  const failure = toApiError(error);
  const code = (failure.body as { code?: unknown } | undefined)?.code;
  if (failure.status === 403 && (code === 'incorrect_password' || code === 'password_required')) {
    return {
      field: code === 'incorrect_password' ? 'That is not the password of this link' : 'Enter the link’s password',
      form: null,
    };
  }
  return { field: failure.fieldErrors.password?.[0] ?? null, form: failure.fieldErrors.password ? null : failure.message };
}

export function RevokeShareDialog({ share, fileName, onClose }: RevokeShareDialogProps) {
  const revoke = useRevokeShare();
  // One Idempotency-Key per link being stopped: a retry after a lost answer is answered 'stopped', not 404.
  const keys = useMemo(() => createAttemptKeys(), []);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setFieldError(null);
    setFormError(null);
    onClose();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!share) return;
    setFormError(null);
    if (share.has_password && password === '') {
      setFieldError('Enter the link’s password');
      return;
    }
    try {
      await revoke.mutateAsync({
        params: {
          path: { id: share.id },
          query: share.has_password ? { password } : {},
          header: { 'Idempotency-Key': keys.keyFor({ id: share.id }) },
        },
      });
      keys.reset();
      if (vaultStore.getState().shareId === share.id) vaultStore.setShareId(null);
      toast.success('Share link stopped', { description: fileName });
      close();
    } catch (error) {
      const failure = revokeFailure(error);
      setFieldError(failure.field);
      setFormError(failure.form);
    }
  };

  return (
    <Modal open={share !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <ModalContent size="sm">
        <ModalHeader>
          <ModalTitle>Stop sharing?</ModalTitle>
          <ModalDescription className="[overflow-wrap:anywhere]">
            The link to {fileName} stops working for everyone, for good. The file stays in your vault.
          </ModalDescription>
        </ModalHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
          {share?.has_password ? (
            <Field
              label="The link’s password"
              error={fieldError}
              required
              hint="To confirm, type the password this link was made with."
            >
              <TextInput
                type="password"
                autoComplete="off"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setFieldError(null);
                }}
              />
            </Field>
          ) : null}
          {formError ? (
            <p role="alert" className="text-sm text-destructive">
              {formError}
            </p>
          ) : null}
          <ModalFooter>
            <ModalCloseSlot asChild>
              <Button variant="outlined">Cancel</Button>
            </ModalCloseSlot>
            <Button type="submit" variant="destructive" loading={revoke.isPending}>
              Stop sharing
            </Button>
          </ModalFooter>
        </form>
      </ModalContent>
    </Modal>
  );
}
