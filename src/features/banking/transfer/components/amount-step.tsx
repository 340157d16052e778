import { useEffect, useState, type SyntheticEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/ui/money-input';
import { TextInput } from '@/components/ui/text-input';
import { formatMoney, isValidMoney, toMinor } from '@/lib/money';
import { feeQuery, useLimits } from '../api/transfer-api';
import type { PaymentRoute } from '../state';
import { achCutoff, amountProblem, MINIMUM } from '../utils/rules';
import type { TransferSource } from '../utils/source';

export interface AmountValues {
  amount: string;
  narration: string;
  fee: string;
}

export interface AmountStepProps {
  source: TransferSource;
  route: PaymentRoute;
  amount: string;
  narration: string;
  onDone: (values: AmountValues) => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The narration's limit: NIP carries 100 characters, an ACH memo 80. */
export const narrationMax = (route: PaymentRoute) => (route === 'ach' || route === 'wire' ? 80 : 100);

/** Step 3: the amount in the account's currency (fee quoted live), and the narration. */
export function AmountStep({ source, route, amount: initialAmount, narration: initialNarration, onDone }: AmountStepProps) {
  const [amount, setAmount] = useState(initialAmount);
  const [narration, setNarration] = useState(initialNarration);
  const [problem, setProblem] = useState<string | null>(null);
  const quoted = useDebounced(amount, 300);
  const quotable = isValidMoney(quoted) && toMinor(quoted) >= toMinor(MINIMUM[source.currency]);
  const fee = useQuery({ ...feeQuery(source, route, quotable ? quoted : '1.00'), enabled: quotable });
  const { limits } = useLimits(source);
  const currency = source.currency;
  const feeForAmount = fee.data && quotable && quoted === amount ? fee.data.fee : null;
  const available = source.entry.account.available_balance;
  const cutoff = route === 'ach' ? achCutoff() : null;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const found = amountProblem({
      amount,
      fee: feeForAmount,
      available,
      currency,
      limits: limits ?? { single: null, daily: null, dailyUsed: null, monthly: null, monthlyUsed: null },
    });
    if (!found && feeForAmount === null) {
      setProblem(fee.isError ? 'The fee could not be worked out. Try again.' : 'Working out the fee…');
      if (fee.isError) void fee.refetch();
      return;
    }
    setProblem(found);
    if (found) {
      document.getElementById('transfer-amount')?.focus();
      return;
    }
    onDone({ amount, narration: narration.trim(), fee: feeForAmount! });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Amount">
      <Field
        label={`Amount (${currency === 'NGN' ? 'naira' : 'dollars'})`}
        id="transfer-amount"
        error={problem}
        hint={`Available: ${formatMoney(available, currency)}`}
        required
      >
        <MoneyInput
          currency={currency}
          locale={currency === 'NGN' ? 'en-NG' : 'en-US'}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setProblem(null);
          }}
        />
      </Field>
      <div aria-live="polite" className="flex flex-col gap-1 rounded-lg border p-3 text-sm">
        {!quotable ? (
          <p className="text-muted-foreground">The fee shows once you enter an amount.</p>
        ) : fee.isError ? (
          <p className="text-destructive">The fee could not be worked out.</p>
        ) : feeForAmount === null ? (
          <p className="text-muted-foreground">Working out the fee…</p>
        ) : (
          <>
            <p className="flex justify-between gap-2">
              <span>Fee</span>
              <span className="tabular-nums" data-testid="transfer-fee">
                {formatMoney(feeForAmount, currency)}
              </span>
            </p>
            <p className="flex justify-between gap-2 font-medium">
              <span>Total debited</span>
              <span className="tabular-nums">{formatMoney(fee.data!.total, currency)}</span>
            </p>
          </>
        )}
        {limits?.single ? (
          <p className="text-muted-foreground">
            Limits: {formatMoney(limits.single, currency)} per transfer
            {limits.daily ? `, ${formatMoney(limits.daily, currency)} a day` : ''}.
          </p>
        ) : null}
      </div>
      {cutoff ? (
        <p
          className="rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm text-warning-soft-foreground"
          data-testid="ach-cutoff"
        >
          {cutoff.text}
        </p>
      ) : null}
      <Field
        label={route === 'ach' ? 'Memo' : 'Narration'}
        hint={`Optional, shown on both statements. Up to ${narrationMax(route)} characters.`}
      >
        <TextInput
          value={narration}
          maxLength={narrationMax(route)}
          onChange={(e) => setNarration(e.target.value)}
          autoComplete="off"
        />
      </Field>
      <Button type="submit" className="self-start">
        Continue
      </Button>
    </form>
  );
}
