import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/dates';
import type { BusinessScope } from '@/api/resource';
import { QueryContent } from '@/components/record/query-content';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { adjustmentsQuery } from '../api/inventory.queries';
import { ADJUSTMENT_REASONS } from '../schemas/adjustment-reasons';

export interface StockHistoryProps {
  scope: BusinessScope;
  itemId: number;
  unit: string | null;
}

/** Adjustments per page, as the designed call answers them. */
const ADJUSTMENTS_PER_PAGE = 20;

const signed = (change: number) => (change > 0 ? `+${change}` : `−${Math.abs(change)}`);

/** An item's stock adjustments, newest first: what, how many, the stock after, who, when and the note. */
export function StockHistory({ scope, itemId, unit }: StockHistoryProps) {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...adjustmentsQuery(scope, itemId, page), placeholderData: keepPreviousData, meta: { silent: true } });
  return (
    <section aria-labelledby="stock-history-heading" className="flex flex-col gap-3">
      <h3 id="stock-history-heading" className="text-base font-semibold">
        Stock history
      </h3>
      <QueryContent query={query} label="the stock history">
        {(data) =>
          data.count === 0 ? (
            <EmptyState title="No stock changes yet" description="Adjustments you make to the stock appear here." level={4} />
          ) : (
            <>
              <ol className="flex flex-col divide-y rounded-lg border" aria-label="Stock adjustments, newest first">
                {data.results.map((a) => (
                  <li key={a.id} className="flex flex-col gap-1 p-3 text-sm">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-medium">{ADJUSTMENT_REASONS[a.reason].label}</span>
                      <span className="whitespace-nowrap tabular-nums" data-money>
                        <span className={a.change > 0 ? 'text-success-soft-foreground' : 'text-destructive'}>
                          {signed(a.change)}
                        </span>
                        <span className="text-muted-foreground">
                          {' '}
                          → {a.quantity_after}
                          {unit ? ` ${unit}` : ''}
                        </span>
                      </span>
                    </div>
                    <p className="text-muted-foreground">
                      {a.user_name} · <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>
                    </p>
                    {a.note ? <p className="break-words">{a.note}</p> : null}
                  </li>
                ))}
              </ol>
              {data.count > ADJUSTMENTS_PER_PAGE ? (
                <nav aria-label="Stock history pages" className="flex items-center justify-between gap-3">
                  <Button variant="outlined" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    Newer
                  </Button>
                  <span className="text-sm text-muted-foreground">
                    Page {page} of {Math.ceil(data.count / ADJUSTMENTS_PER_PAGE)}
                  </span>
                  <Button variant="outlined" disabled={data.next === null} onClick={() => setPage((p) => p + 1)}>
                    Older
                  </Button>
                </nav>
              ) : null}
            </>
          )
        }
      </QueryContent>
    </section>
  );
}
