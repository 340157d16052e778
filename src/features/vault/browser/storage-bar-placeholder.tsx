import { Skeleton } from '@/components/ui/skeleton';

/**
 * The storage bar's place while its code or its answer loads: the same card, title row, meter and
 * legend, and on a phone the bar's least height (its legend takes a line per kind of file there),
 * so nothing below moves when it arrives.
 */
export function StorageBarPlaceholder() {
  return (
    <div
      role="status"
      aria-label="Loading storage usage"
      className="flex min-h-32 flex-col gap-2 rounded-lg border bg-card p-3 sm:min-h-0"
      data-slot="storage-bar-placeholder"
    >
      <div className="flex items-center justify-between gap-2">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-44" />
      </div>
      <Skeleton className="h-2.5 w-full rounded-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
