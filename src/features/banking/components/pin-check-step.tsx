import { useState, type SyntheticEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PinInput } from '@/components/ui/pin-input';
import { usePinCheck, type PinTarget } from '../api/pins';
import { codeProblem } from '../utils/pin-rules';
import type { AccountKind } from '../utils/accounts';

export interface PinCheckStepProps {
  target: PinTarget;
  /** The account whose page sets a new PIN when this one is locked. */
  account: { kind: AccountKind; id: number };
  /**
   * Called with the PIN once the bank says it is right: send it with the transfer at once and
   * keep it nowhere (issue 16's Authorise step).
   */
  onVerified: (pin: string) => void;
  /** The submit button's words. Default 'Check PIN'. */
  submitLabel?: string;
  /** Shown under the heading (what is being authorised). */
  children?: ReactNode;
}

/**
 * Enter and check the transaction PIN: a wrong one says how many tries are left; at 0 the PIN is
 * locked and the step links to the account's page to set a new one. The boxes empty after every
 * check.
 */
export function PinCheckStep({ target, account, onVerified, submitLabel = 'Check PIN', children }: PinCheckStepProps) {
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const check = usePinCheck(target);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (check.pending) return;
    const missing = codeProblem(pin, 'PIN');
    setProblem(missing);
    if (missing) return;
    const sent = pin;
    setPin('');
    if (await check.check(sent)) onVerified(sent);
  }

  if (check.locked) {
    return (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive-soft p-4 text-destructive-soft-foreground"
      >
        <p className="font-medium">Your PIN is locked.</p>
        <p className="text-sm">{check.detail ?? 'Too many wrong PINs.'} Set a new PIN to use this account again.</p>
        <Link
          to="/banking/accounts/$kind/$accountId"
          params={{ kind: account.kind, accountId: String(account.id) }}
          hash="set-pin"
          className="inline-flex min-h-11 items-center self-start rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground"
        >
          Set a new PIN
        </Link>
      </div>
    );
  }

  const wrong =
    check.attemptsRemaining !== null
      ? `Wrong PIN. ${check.attemptsRemaining} ${check.attemptsRemaining === 1 ? 'attempt' : 'attempts'} left before the PIN locks.`
      : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {children}
      <Field label="Transaction PIN" error={problem ?? wrong ?? check.error?.message ?? null}>
        <PinInput value={pin} onChange={setPin} mask name="pin" />
      </Field>
      {/* aria-disabled, not disabled: a disabled button drops the focus of the keyboard user who pressed it. */}
      <Button type="submit" className="self-start" aria-disabled={check.pending || undefined}>
        {check.pending ? 'Checking…' : submitLabel}
      </Button>
    </form>
  );
}
