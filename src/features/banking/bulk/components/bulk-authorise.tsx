/**
 * The batch's third step, Authorise: one PIN for the whole batch, then the send; a failed send says
 * whether anything may have gone (the same key goes with the same batch, so nothing is sent twice).
 * Its own chunk with the PIN step (issue 21: the route's first-load JS), preloaded once the review
 * shows.
 */
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { countOf } from '@/lib/text';
import type { PinTarget } from '../../api/pins';
import { PinCheckStep } from '../../components/pin-check-step';
import type { BulkSource } from '../api/bulk-api';
import type { BatchTotals } from '../utils/rows';

export interface BulkAuthoriseProps {
  source: BulkSource;
  target: PinTarget;
  currency: 'NGN' | 'USD';
  totals: BatchTotals;
  /** The last send's failure; `unknown` when the batch may have gone (no answer, 5xx). */
  sendProblem: { message: string; unknown: boolean } | null;
  sending: boolean;
  /** The PIN is right: send the batch with it. */
  onVerified: (pin: string) => void;
  onBack: () => void;
}

export function BulkAuthorise({
  source,
  target,
  currency,
  totals,
  sendProblem,
  sending,
  onVerified,
  onBack,
}: BulkAuthoriseProps) {
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <section aria-labelledby="bulk-authorise-title" className="flex max-w-md flex-col gap-4">
      <h2 id="bulk-authorise-title" className="text-lg font-semibold">
        Authorise the batch
      </h2>
      {sendProblem ? (
        <div role="alert" className="flex flex-col gap-1 rounded-md border border-destructive/40 p-3 text-sm">
          <p className="font-medium text-destructive">{sendProblem.message}</p>
          <p>
            {sendProblem.unknown
              ? 'We could not tell whether the batch was sent. Enter your PIN to check again: the same batch goes with the same key, so nothing is sent twice.'
              : 'Nothing was sent. Enter your PIN to try again, or go back.'}
          </p>
        </div>
      ) : null}
      {sending ? (
        <p role="status" className="text-sm font-medium">
          Sending {countOf(totals.count, { one: 'transfer', many: 'transfers' })}…
        </p>
      ) : (
        <PinCheckStep
          target={target}
          account={{ kind: source.kind, id: source.account.id }}
          onVerified={onVerified}
          submitLabel={sendProblem?.unknown ? 'Check again' : 'Confirm and send'}
        >
          <p className="text-sm">
            Send {countOf(totals.count, { one: 'transfer', many: 'transfers' })}: {money(totals.total)} plus {money(totals.fees)}{' '}
            in fees, {money(totals.debit)} in all. One PIN authorises the whole batch.
          </p>
        </PinCheckStep>
      )}
      <Button variant="outlined" className="self-start" disabled={sending} onClick={onBack}>
        Back to review
      </Button>
    </section>
  );
}
