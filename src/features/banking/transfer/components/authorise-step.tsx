import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PinInput } from '@/components/ui/pin-input';
import { PinCheckStep } from '../../components/pin-check-step';
import { codeProblem } from '../../utils/pin-rules';
import type { TransferSource } from '../utils/source';

export interface AuthoriseStepProps {
  source: TransferSource;
  /** A send is on its way: Confirm is disabled and presses are ignored. */
  sending: boolean;
  /** The bank's refusal of the last PIN sent with the transfer. */
  pinError: string | null;
  /** Called once per press of Confirm with a checked PIN. */
  onPin: (pin: string) => void;
  children: ReactNode;
}

/**
 * Step 5: the PIN, checked first where the contract has a check (attempts left shown, a locked PIN
 * links to setting a new one), then sent with the transfer. Accounts without a check call send the
 * PIN with the transfer alone; the bank's refusal shows at the PIN.
 */
export function AuthoriseStep({ source, sending, pinError, onPin, children }: AuthoriseStepProps) {
  if (sending) {
    return (
      <div className="flex flex-col gap-4">
        {children}
        <p role="status" className="text-sm">
          Sending your transfer… Do not close this page.
        </p>
        <Button type="button" className="self-start" disabled aria-disabled>
          Sending…
        </Button>
      </div>
    );
  }
  const refused = pinError ? (
    <p role="alert" className="text-sm text-destructive">
      {pinError}
    </p>
  ) : null;
  if (source.pinTarget) {
    return (
      <PinCheckStep
        target={source.pinTarget}
        account={{ kind: source.kind, id: source.id }}
        onVerified={onPin}
        submitLabel="Confirm and send"
      >
        {children}
        {refused}
      </PinCheckStep>
    );
  }
  return (
    <PlainPin onPin={onPin} error={pinError}>
      {children}
    </PlainPin>
  );
}

function PlainPin({ onPin, error, children }: { onPin: (pin: string) => void; error: string | null; children: ReactNode }) {
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const missing = codeProblem(pin, 'PIN');
    setProblem(missing);
    if (missing) return;
    const sent = pin;
    setPin('');
    onPin(sent);
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {children}
      <Field label="Transaction PIN" error={problem ?? error}>
        <PinInput value={pin} onChange={setPin} mask name="pin" />
      </Field>
      <Button type="submit" className="self-start">
        Confirm and send
      </Button>
    </form>
  );
}
