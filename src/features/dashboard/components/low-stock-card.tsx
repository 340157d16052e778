import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { toApiError } from '@/api/errors';
import type { BusinessScope } from '@/api/resource';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { lowStockCountQuery } from '@/features/inventory';
import { countOf } from '@/lib/text';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

const NOUN = { one: 'item', many: 'items' };

export interface LowStockCardProps {
  scope: BusinessScope;
}

/**
 * How many products are at or below their low-stock alert (issue 12, item 6): the inventory
 * list's `low_stock=true` count, one row asked for, linking to that filtered list. Shown only to
 * members who may view inventory (the dashboard decides).
 */
export function LowStockCard({ scope }: LowStockCardProps) {
  // Asked for once the page has painted, like the statistics.
  const painted = useAfterFirstPaint();
  const query = useQuery({ ...lowStockCountQuery(scope), enabled: painted });
  const count = query.data?.count;

  return (
    <section
      aria-labelledby="stat-low-stock"
      aria-busy={query.isPending || undefined}
      className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-col gap-0.5">
        <h2 id="stat-low-stock" className="text-sm font-medium text-muted-foreground">
          Low stock
        </h2>
        {count !== undefined ? (
          <p className="flex items-center gap-2 text-2xl font-semibold tracking-tight tabular-nums">
            {count > 0 ? <TriangleAlert aria-hidden="true" className="size-5 text-warning" /> : null}
            {countOf(count, NOUN)}
          </p>
        ) : query.isError ? null : (
          <Skeleton className="h-8 w-32" />
        )}
        <p className="text-xs text-muted-foreground">Products at or below their low-stock alert</p>
      </div>
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-destructive">{toApiError(query.error).message}</span>
          <Button variant="outlined" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : count === undefined ? null : count > 0 ? (
        <Link
          to="/b/$businessId/inventory"
          params={{ businessId: scope.businessId }}
          search={{ location: scope.location, low: true }}
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4 sm:min-h-0"
        >
          See the low-stock items
        </Link>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing is running low.</p>
      )}
    </section>
  );
}
