import { useCallback, useMemo, useState, type SyntheticEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal, ModalContent, ModalDescription, ModalFooter, ModalHeader, ModalTitle } from '@/components/ui/modal';
import { PinInput } from '@/components/ui/pin-input';
import { toast } from '@/lib/toast';
import { bankAccountsQuery, personalAccountsQuery } from '../api/banking.queries';
import { confirmPinOtp, createPinAttemptKey, startPinChange, useSecretCall, type PinTarget } from '../api/pins';
import { codeProblem, confirmPinProblem, newPinProblem } from '../utils/pin-rules';
import { FormAlert } from '@/components/ui/form-alert';

export interface SetPinDialogProps {
  target: PinTarget;
  /** What the PIN is for, in the title: 'Naira personal account'. */
  accountLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const firstOf = (errors: Record<string, string[]>, field: string) => errors[field]?.[0] ?? null;

/**
 * Setting a transaction PIN in two steps: the new PIN twice (the rules of pin-rules.ts, at the
 * field), then the OTP the bank sent to confirm it. The boxes are emptied after every send and
 * nothing is kept when the dialog closes.
 */
export function SetPinDialog({ target, accountLabel, open, onOpenChange }: SetPinDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent size="sm">
        {open ? <SetPinSteps target={target} accountLabel={accountLabel} onDone={() => onOpenChange(false)} /> : null}
      </ModalContent>
    </Modal>
  );
}

function SetPinSteps({ target, accountLabel, onDone }: { target: PinTarget; accountLabel: string; onDone: () => void }) {
  const client = useQueryClient();
  const [step, setStep] = useState<'pin' | 'otp'>('pin');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [errors, setErrors] = useState<{ pin?: string | null; confirm?: string | null; otp?: string | null }>({});
  // One Idempotency-Key per attempt, kept while an answer was lost: a PIN sent again after the
  // bank acted unseen is answered as the first time, not refused ('No new PIN is waiting').
  const pinKey = useMemo(() => createPinAttemptKey(), []);
  const otpKey = useMemo(() => createPinAttemptKey(), []);
  const start = useSecretCall(
    useCallback(
      async (on: PinTarget, newPin: string, repeated: string) => {
        try {
          const answer = await startPinChange(on, newPin, repeated, pinKey.current());
          pinKey.settle(null);
          return answer;
        } catch (caught) {
          pinKey.settle(toApiError(caught));
          throw caught;
        }
      },
      [pinKey],
    ),
  );
  const confirmOtp = useSecretCall(
    useCallback(
      async (on: PinTarget, code: string) => {
        try {
          const answer = await confirmPinOtp(on, code, otpKey.current());
          otpKey.settle(null);
          return answer;
        } catch (caught) {
          otpKey.settle(toApiError(caught));
          throw caught;
        }
      },
      [otpKey],
    ),
  );

  async function submitPin(event: SyntheticEvent) {
    event.preventDefault();
    const pinProblem = newPinProblem(pin);
    const confirmProblem = pinProblem ? null : confirmPinProblem(pin, confirm);
    if (pinProblem || confirmProblem) {
      setErrors({ pin: pinProblem, confirm: confirmProblem });
      if (pinProblem) setPin('');
      setConfirm('');
      return;
    }
    setErrors({});
    const [sentPin, sentConfirm] = [pin, confirm];
    setPin('');
    setConfirm('');
    const answer = await start.run(target, sentPin, sentConfirm);
    if (!answer) return;
    setSentTo(answer.otp_sent_to);
    setStep('otp');
  }

  async function submitOtp(event: SyntheticEvent) {
    event.preventDefault();
    const problem = codeProblem(otp, 'code we sent');
    if (problem) {
      setErrors({ otp: problem });
      return;
    }
    setErrors({});
    const sent = otp;
    setOtp('');
    const answer = await confirmOtp.run(target, sent);
    if (!answer) return;
    if (!answer.valid) {
      setErrors({
        otp: `${answer.detail} ${answer.attempts_remaining} ${answer.attempts_remaining === 1 ? 'try' : 'tries'} left.`,
      });
      return;
    }
    await Promise.all([
      client.invalidateQueries({ queryKey: personalAccountsQuery().queryKey.slice(0, 2) }),
      client.invalidateQueries({ queryKey: bankAccountsQuery().queryKey.slice(0, 2) }),
      client.invalidateQueries({ queryKey: ['get', '/personal_bank_accounts/{id}/'] }),
      client.invalidateQueries({ queryKey: ['get', '/bank_accounts/{id}/'] }),
    ]);
    toast.success(answer.detail);
    onDone();
  }

  if (step === 'otp') {
    const serverError = confirmOtp.error;
    const otpError = errors.otp ?? (serverError ? (firstOf(serverError.fieldErrors, 'otp') ?? serverError.message) : null);
    return (
      <form onSubmit={(event) => void submitOtp(event)} noValidate className="flex flex-col gap-4">
        <ModalHeader>
          <ModalTitle>Enter the code</ModalTitle>
          <ModalDescription>
            We sent a 6-digit code to {sentTo}. It confirms your new PIN and expires in 10 minutes.
          </ModalDescription>
        </ModalHeader>
        <Field label="Code we sent" error={otpError}>
          <PinInput value={otp} onChange={setOtp} name="otp" />
        </Field>
        <ModalFooter>
          <Button
            type="button"
            variant="outlined"
            onClick={() => {
              setStep('pin');
              setErrors({});
              confirmOtp.reset();
            }}
          >
            Start again
          </Button>
          <Button type="submit" disabled={confirmOtp.pending}>
            {confirmOtp.pending ? 'Confirming…' : 'Confirm PIN'}
          </Button>
        </ModalFooter>
      </form>
    );
  }

  const serverError = start.error;
  const serverPin = firstOf(serverError?.fieldErrors ?? {}, 'pin');
  const serverConfirm = firstOf(serverError?.fieldErrors ?? {}, 'confirm_pin');
  const general = serverError && !serverPin && !serverConfirm ? serverError.message : null;
  return (
    <form onSubmit={(event) => void submitPin(event)} noValidate className="flex flex-col gap-4">
      <ModalHeader>
        <ModalTitle>Set transaction PIN</ModalTitle>
        <ModalDescription>
          For your {accountLabel}. Six digits; not one digit repeated and not a run such as 123456 or 654321.
        </ModalDescription>
      </ModalHeader>
      <Field label="New PIN" error={errors.pin ?? serverPin}>
        <PinInput value={pin} onChange={setPin} mask name="pin" />
      </Field>
      <Field label="Repeat the new PIN" error={errors.confirm ?? serverConfirm}>
        <PinInput value={confirm} onChange={setConfirm} mask name="confirm_pin" />
      </Field>
      <FormAlert>{general}</FormAlert>
      <ModalFooter>
        <Button type="button" variant="outlined" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={start.pending}>
          {start.pending ? 'Sending…' : 'Continue'}
        </Button>
      </ModalFooter>
    </form>
  );
}
