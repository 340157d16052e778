/** The outcome of a sent batch: each row's transfer (status, reference), downloadable as CSV. */
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { downloadCsv } from '@/lib/csv';
import { formatMoney } from '@/lib/money';
import { countOf } from '@/lib/text';
import type { BulkResult, ReadyRow } from '../api/bulk-api';
import { resultCsv } from '../utils/result-csv';
import { TRANSFER_STATUS } from '@/lib/statuses/banking';

export interface BulkResultViewProps {
  currency: 'NGN' | 'USD';
  rows: readonly ReadyRow[];
  result: BulkResult;
  onRestart: () => void;
}

export function BulkResultView({ currency, rows, result, onRestart }: BulkResultViewProps) {
  const money = (amount: string) => formatMoney(amount, currency);
  const count = (status: string) => result.transfers.filter((t) => t.status === status).length;
  async function download() {
    downloadCsv(`bulk-transfer-${result.batch_id || 'result'}.csv`.replace(/[^\w.-]+/g, '-'), await resultCsv(rows, result));
  }
  return (
    <section aria-labelledby="bulk-result-title" className="flex flex-col gap-4">
      <h2 id="bulk-result-title" className="text-lg font-semibold">
        Batch sent
      </h2>
      <p role="status" className="text-sm">
        {countOf(result.transfers.length, { one: 'transfer', many: 'transfers' })} sent in batch{' '}
        <span className="font-mono">{result.batch_id}</span>: {money(result.total_amount)} plus {money(result.total_fee)} in fees.
        {count('pending') ? ` ${count('pending')} pending: each settles on its own.` : ''}
        {count('failed') ? ` ${count('failed')} failed.` : ''}
      </p>
      <ul
        aria-label="Outcome of each transfer"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list is reached by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="flex max-h-[32rem] flex-col divide-y overflow-y-auto rounded-md border text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {result.transfers.map((transfer, index) => {
          const row = rows[index]?.row;
          return (
            <li key={transfer.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-medium">{transfer.beneficiary.name}</span>
                <span className="block text-muted-foreground">
                  {row?.line ? `Line ${row.line} · ` : ''}
                  {transfer.reference}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <span className="text-right tabular-nums">{money(transfer.amount)}</span>
                <StatusBadge vocabulary={TRANSFER_STATUS} status={transfer.status} />
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void download()}>
          <Download aria-hidden />
          Download the result (CSV)
        </Button>
        <Button variant="outlined" onClick={onRestart}>
          New bulk transfer
        </Button>
      </div>
    </section>
  );
}
