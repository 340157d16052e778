import { useState, type SubmitEvent } from 'react';
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
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { emailStatement, type Period, type StatementSource } from '../../transactions/records.queries';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EmailStatementDialogProps {
  source: StatementSource;
  period: Period;
  /** The signed-in user's address, prefilled. */
  defaultEmail: string;
  accountLabel: string;
  onClose: () => void;
}

/**
 * E-mail the statement: the address is typed or kept (the user's own, prefilled), then shown back
 * for confirmation before anything is sent. One call per confirmation.
 */
export function EmailStatementDialog({ source, period, defaultEmail, accountLabel, onClose }: EmailStatementDialogProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [step, setStep] = useState<'address' | 'confirm'>('address');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function next(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setFieldError('Enter the e-mail address to send the statement to.');
    if (!EMAIL.test(value) || value.length > 254) return setFieldError('Enter an e-mail address such as name@example.com.');
    setFieldError(undefined);
    setEmail(value);
    setStep('confirm');
  }

  async function send() {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const detail = await emailStatement(source, { ...period, email });
      toast.success(detail);
      onClose();
    } catch (error) {
      const failure = toApiError(error);
      const atEmail = failure.fieldErrors?.email?.[0];
      if (atEmail) {
        setFieldError(atEmail);
        setStep('address');
      } else {
        setProblem(failure.message);
      }
    } finally {
      setSending(false);
    }
  }

  const periodText = `${formatDate(period.start_date)} to ${formatDate(period.end_date)}`;
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent size="sm">
        <ModalHeader>
          <ModalTitle>E-mail statement</ModalTitle>
          <ModalDescription>
            {accountLabel} · {periodText}
          </ModalDescription>
        </ModalHeader>
        {step === 'address' ? (
          <form onSubmit={next} noValidate className="flex flex-col gap-4">
            <Field label="Send to" error={fieldError} required>
              <TextInput type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field>
            <ModalFooter>
              <ModalCloseSlot asChild>
                <Button type="button" variant="outlined">
                  Cancel
                </Button>
              </ModalCloseSlot>
              <Button type="submit">Continue</Button>
            </ModalFooter>
          </form>
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-sm">
              The statement for {periodText} will be sent as a PDF to{' '}
              <strong className="break-all" data-testid="confirm-email">
                {email}
              </strong>
              . Is this address right?
            </p>
            {problem ? (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            ) : null}
            <ModalFooter>
              <Button type="button" variant="outlined" onClick={() => setStep('address')} disabled={sending}>
                Change address
              </Button>
              <Button type="button" onClick={() => void send()} disabled={sending}>
                {sending ? 'Sending…' : 'Send statement'}
              </Button>
            </ModalFooter>
          </div>
        )}
      </ModalContent>
    </Modal>
  );
}
