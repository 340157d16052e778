import { Skeleton } from '@/components/ui/skeleton';

/**
 * A list table's place while its code loads (the transactions and statement tables load beside
 * their page: issue 21's budget): the shape of the table's own loading state, cards on a phone
 * and rows from 640 px up, so nothing moves when it arrives.
 */
export function TableSkeleton({ caption, rows = 5 }: { caption: string; rows?: number }) {
  const count = Array.from({ length: rows }, (_, r) => r);
  return (
    <div data-slot="table-skeleton" aria-busy="true" aria-label={`Loading ${caption}`} role="status">
      <ul className="flex flex-col gap-2 sm:hidden">
        {count.map((r) => (
          <li key={r} className="flex flex-col gap-2 rounded-lg border bg-card p-3">
            <div className="flex justify-between gap-3">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-20" />
            </div>
            <Skeleton className="h-3 w-32" />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-lg border bg-card sm:block">
        <div className="h-10 border-b bg-muted/60" />
        {count.map((r) => (
          <div key={r} className="border-b px-3 py-3 last:border-b-0">
            <Skeleton className="h-4 w-full max-w-40" />
          </div>
        ))}
      </div>
    </div>
  );
}
