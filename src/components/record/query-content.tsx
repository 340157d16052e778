/**
 * A part of a page fed by one query (decision 0012: the route prefetches, the page paints at
 * once): a skeleton while it loads, the error with Retry, then `children` with the data.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export interface QueryContentProps<T> {
  query: UseQueryResult<T, unknown>;
  /** What is loading, for screen readers ('your plan'). */
  label: string;
  children: (data: T) => ReactNode;
}

export function QueryContent<T>({ query, label, children }: QueryContentProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        <span className="sr-only">Loading {label}</span>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4 text-sm">
        <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
        <span className="flex-1">{toApiError(query.error).message}</span>
        <Button variant="outlined" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
