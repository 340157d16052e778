/**
 * The batch's second step, Review: count, total, fees, what leaves the account, each transfer with
 * its checked name. Its own chunk (issue 21: the route's first-load JS), preloaded while the rows
 * are checked; it preloads the Authorise step in turn.
 */
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { maskedLabel } from '../../utils/mask';
import type { BulkSource, ReadyRow } from '../api/bulk-api';
import type { BatchTotals } from '../utils/rows';

export interface BulkReviewProps {
  source: BulkSource;
  currency: 'NGN' | 'USD';
  ready: readonly ReadyRow[];
  totals: BatchTotals;
  /** The debit (amounts and fees) is over the available balance: Continue is off. */
  tooMuch: boolean;
  onBack: () => void;
  onContinue: () => void;
}

export function BulkReview({ source, currency, ready, totals, tooMuch, onBack, onContinue }: BulkReviewProps) {
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <section aria-labelledby="bulk-review-title" className="flex flex-col gap-4">
      <h2 id="bulk-review-title" className="text-lg font-semibold">
        Review the batch
      </h2>
      <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Transfers</dt>
        <dd className="text-right font-medium tabular-nums">{totals.count}</dd>
        <dt className="text-muted-foreground">Total</dt>
        <dd className="text-right font-medium tabular-nums">{money(totals.total)}</dd>
        <dt className="text-muted-foreground">Total fees</dt>
        <dd className="text-right tabular-nums">{money(totals.fees)}</dd>
        <dt className="text-muted-foreground">Leaves your account</dt>
        <dd className="text-right font-semibold tabular-nums">{money(totals.debit)}</dd>
        <dt className="text-muted-foreground">Available balance</dt>
        <dd className="text-right tabular-nums">{money(source.account.available_balance)}</dd>
      </dl>
      {tooMuch ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          This batch needs {money(totals.debit)} (amounts and fees) but the available balance is{' '}
          {money(source.account.available_balance)}. Remove rows or lower amounts.
        </p>
      ) : null}
      <ul
        aria-label="Transfers in the batch"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list is reached by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="flex max-h-96 flex-col divide-y overflow-y-auto rounded-md border text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {ready.map((r, index) => (
          <li key={r.row.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-medium">{r.checkedName}</span>
              <span className="block text-muted-foreground">
                {r.row.line === null ? `Row ${index + 1}` : `Line ${r.row.line}`} · {r.bankName} ·{' '}
                {maskedLabel(r.row.account_number)}
              </span>
            </span>
            <span className="text-right tabular-nums">
              {money(r.amount)}
              <span className="block text-xs text-muted-foreground">fee {money(r.fee)}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outlined" onClick={onBack}>
          Back to rows
        </Button>
        <Button disabled={tooMuch} onClick={onContinue}>
          Continue to authorise
        </Button>
      </div>
    </section>
  );
}
