import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { transactionsQuery } from '../api/transfer-api';
import { achCutoff, recentRepeat } from '../utils/rules';
import { TransferSummary, type SummaryProps } from './summary';

/** Step 4: everything at a glance, with a warning (not a block) for a repeat within 10 minutes. */
export function ReviewStep({ onConfirm, ...summary }: SummaryProps & { onConfirm: () => void }) {
  const recent = useQuery(transactionsQuery(summary.source));
  const repeat = recent.data ? recentRepeat(recent.data.results, summary.recipient.accountNumber, summary.amount) : null;
  const cutoff = summary.route === 'ach' ? achCutoff() : null;
  return (
    <div className="flex flex-col gap-4">
      <TransferSummary {...summary} />
      {repeat ? (
        <div
          role="alert"
          className="rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm text-warning-soft-foreground"
        >
          <p className="font-medium">You sent this amount to this account a few minutes ago.</p>
          <p>
            Reference {repeat.reference}, {formatDateTime(repeat.created_at)}. Send it again only if you mean to pay twice.
          </p>
        </div>
      ) : null}
      {cutoff ? (
        <p className="text-sm" data-testid="ach-cutoff">
          {cutoff.text}
        </p>
      ) : null}
      <Button type="button" className="self-start" onClick={onConfirm}>
        Continue to authorise
      </Button>
    </div>
  );
}
