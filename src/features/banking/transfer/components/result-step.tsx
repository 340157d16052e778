import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pollOptions } from '@/api/poll';
import { Button, buttonVariants } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { downloadBytes } from '@/lib/download';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';
import { transactionsQuery, type Transaction, type Transfer } from '../api/transfer-api';
import { loadTransferReceiptPdf } from '../pdf/load';
import type { SendOutcome } from '../utils/attempts';
import type { TransferSource } from '../utils/source';
import { TRANSFER_STATUS } from '@/lib/statuses/banking';

export type ResultOutcome = { kind: 'sending' } | SendOutcome<Transfer>;

export interface ResultStepProps {
  source: TransferSource;
  outcome: ResultOutcome;
  onCheckAgain: () => void;
  onSendAnother: () => void;
  /** After a refusal: back to the step that can fix it. */
  onFix: (step: 2 | 3 | 5) => void;
}

type Page = { results: Transaction[] };

/** The transfer's debit and, once it failed, the credit that returned the money. */
export function settlementOf(page: Page | undefined, reference: string) {
  const debit = page?.results.find((t) => t.type === 'debit' && t.reference === reference);
  const reversal = page?.results.find(
    (t) =>
      t.type === 'credit' && t.reference !== reference && (t.reference.includes(reference) || t.narration.includes(reference)),
  );
  return { debit, reversal };
}

const FOLLOW_FOR_MS = 2 * 60_000;

/** Step 6: sent, pending (followed until it settles), failed and reversed, refused, or unknown with Check again. */
export function ResultStep({ source, outcome, onCheckAgain, onSendAnother, onFix }: ResultStepProps) {
  if (outcome.kind === 'sending') {
    return (
      <p role="status" className="text-sm">
        Asking the bank again about this transfer…
      </p>
    );
  }
  if (outcome.kind === 'unknown') {
    return (
      <div className="flex flex-col gap-3">
        <div role="alert" className="rounded-lg border border-warning/40 bg-warning-soft p-4 text-warning-soft-foreground">
          <p className="font-semibold">We don’t know yet whether this transfer was made.</p>
          <p className="text-sm">
            The connection dropped before the bank answered ({outcome.error.message}). Check again asks the bank about this same
            transfer: it is never sent twice.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={onCheckAgain}>
            Check again
          </Button>
        </div>
      </div>
    );
  }
  if (outcome.kind === 'refused') {
    const fields = outcome.error.fieldErrors ?? {};
    const step: 2 | 3 | 5 = fields.pin ? 5 : fields.amount ? 3 : Object.keys(fields).length > 0 ? 2 : 3;
    return (
      <div className="flex flex-col gap-3">
        <div
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive-soft p-4 text-destructive-soft-foreground"
        >
          <p className="font-semibold">Not sent: no money moved.</p>
          <p className="text-sm break-words">{outcome.error.message}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => onFix(step)}>
            {step === 5 ? 'Enter the PIN again' : step === 3 ? 'Change the amount' : 'Change the beneficiary'}
          </Button>
          <Button type="button" variant="outlined" onClick={onSendAnother}>
            Start again
          </Button>
        </div>
      </div>
    );
  }
  return <Sent source={source} transfer={outcome.transfer} onSendAnother={onSendAnother} />;
}

function Sent({ source, transfer, onSendAnother }: { source: TransferSource; transfer: Transfer; onSendAnother: () => void }) {
  const client = useQueryClient();
  // Followed for two minutes at most (ACH takes days): the account's transactions show the rest.
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), FOLLOW_FOR_MS);
    return () => clearTimeout(timer);
  }, []);
  const follow = transfer.status === 'pending';
  const settled = (page: Page | undefined) => {
    const { debit, reversal } = settlementOf(page, transfer.reference);
    if (!debit || debit.status === 'pending') return false;
    return debit.status === 'successful' || reversal !== undefined;
  };
  const transactions = useQuery({
    ...transactionsQuery(source),
    ...pollOptions<Page>({ intervalMs: 2000, until: settled }),
    enabled: follow && !expired,
  });
  const { debit, reversal } = settlementOf(follow ? transactions.data : undefined, transfer.reference);
  const status = debit?.status ?? transfer.status;
  const currency = transfer.currency;

  // Balances and limits changed: the account pages read them again.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: ['get', '/personal_bank_accounts/'] });
    void client.invalidateQueries({ queryKey: ['get', '/bank_accounts/'] });
    void client.invalidateQueries({ queryKey: ['get', '/personal_bank_accounts/{id}/'] });
    void client.invalidateQueries({ queryKey: ['get', '/bank_accounts/{id}/'] });
    void client.invalidateQueries({ queryKey: ['get', '/ng/transaction_limits/'] });
    void client.invalidateQueries({ queryKey: ['get', '/us/active_limit/'] });
    void client.invalidateQueries({ queryKey: ['get', '/personal_bank_accounts/{id}/transactions/'] });
    void client.invalidateQueries({ queryKey: ['get', '/business/{currency}/transactions/'] });
    void client.invalidateQueries({ queryKey: ['get', '/us/transactions/'] });
    // A beneficiary saved with the transfer is in the saved list the next time round.
    void client.invalidateQueries({ queryKey: ['get', '/personal_bank_accounts/{id}/beneficiaries/'] });
    void client.invalidateQueries({ queryKey: ['get', '/business/{currency}/payout/beneficiary/'] });
    void client.invalidateQueries({ queryKey: ['get', '/business/{currency}/payout/beneficiary/ach/'] });
    void client.invalidateQueries({ queryKey: ['get', '/us/beneficiaries/'] });
  }, [client, status]);

  const [building, setBuilding] = useState(false);
  async function receipt() {
    setBuilding(true);
    try {
      const pdf = await loadTransferReceiptPdf();
      const bytes = await pdf.buildTransferReceiptPdf({ transfer, from: source.entry.account, status });
      downloadBytes(bytes, pdf.transferReceiptFileName(transfer));
    } catch {
      toast.error('The receipt PDF could not be made. Try again.');
    } finally {
      setBuilding(false);
    }
  }

  const headline =
    status === 'successful'
      ? 'Transfer sent'
      : status === 'pending'
        ? 'Transfer pending'
        : status === 'failed'
          ? 'Transfer failed'
          : 'Transfer reversed';
  return (
    <div className="flex flex-col gap-4">
      <div
        role="status"
        className={
          status === 'failed' || status === 'reversed'
            ? 'rounded-lg border border-destructive/40 bg-destructive-soft p-4 text-destructive-soft-foreground'
            : 'rounded-lg border border-success/40 bg-success-soft p-4 text-success-soft-foreground'
        }
      >
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          {headline} <StatusBadge vocabulary={TRANSFER_STATUS} status={status} />
        </p>
        <p className="text-sm break-words">
          {formatMoney(transfer.amount, currency)} to {transfer.beneficiary.name} (fee {formatMoney(transfer.fee, currency)})
        </p>
        <p className="text-sm">
          Reference{' '}
          <span className="font-mono" data-testid="transfer-reference">
            {transfer.reference}
          </span>
        </p>
        {status === 'pending' ? (
          <p className="text-sm">The bank is still settling it; this page follows it in the account’s transactions.</p>
        ) : null}
        {status === 'failed' || status === 'reversed' ? (
          reversal ? (
            <p className="text-sm" data-testid="reversal">
              Reversed: {formatMoney(reversal.amount, currency)} returned to your account (reference {reversal.reference}).
            </p>
          ) : (
            <p className="text-sm">The money is being returned to your account.</p>
          )
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onSendAnother}>
          Send another
        </Button>
        <Button type="button" variant="outlined" onClick={() => void receipt()} disabled={building}>
          {building ? 'Making the receipt…' : 'Download receipt (PDF)'}
        </Button>
        <Link
          to="/banking/accounts/$kind/$accountId"
          params={{ kind: source.kind, accountId: String(source.id) }}
          className={buttonVariants({ variant: 'tertiary' })}
        >
          Back to the account
        </Link>
      </div>
    </div>
  );
}
