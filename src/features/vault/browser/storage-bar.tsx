import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import type { VaultSchemas } from '@/api/types';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { storageQuery } from '../api/vault.queries';
import { formatBytes } from './entries';
import { StorageBarPlaceholder } from './storage-bar-placeholder';

type Group = VaultSchemas['StorageByType']['mimetype_group'];

/** From this share used, the bar warns (issue 17, item 7). */
export const STORAGE_WARNING_PERCENT = 80;

const GROUPS: Record<Group, { label: string; colour: string }> = {
  document: { label: 'Documents', colour: 'bg-sky-600' },
  image: { label: 'Images', colour: 'bg-emerald-600' },
  video: { label: 'Videos', colour: 'bg-violet-600' },
  audio: { label: 'Audio', colour: 'bg-amber-500' },
  other: { label: 'Other', colour: 'bg-slate-500' },
};

/** Storage used against the allowance, split by kind of file, with a warning from 80% used. */
export function StorageBar() {
  const usage = useQuery(storageQuery());
  if (usage.isPending) return <StorageBarPlaceholder />;
  if (usage.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-destructive">Storage usage could not load: {toApiError(usage.error).message}</span>
        <Button variant="outlined" size="sm" onClick={() => void usage.refetch()}>
          Retry
        </Button>
      </div>
    );
  const data = usage.data;
  const percent = data.percent_used;
  const full = percent >= STORAGE_WARNING_PERCENT;
  const total = Math.max(1, data.limit_bytes);
  const groups = data.by_type.filter((g) => g.count > 0);
  return (
    <section
      aria-labelledby="vault-storage-title"
      // At least as tall as its placeholder: a phone's legend takes a line per kind of file.
      className="flex min-h-32 flex-col gap-2 rounded-lg border bg-card p-3 text-card-foreground sm:min-h-0"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="vault-storage-title" className="text-sm font-semibold">
          Storage
        </h2>
        <p className="text-sm tabular-nums">
          {data.used} {data.used_unit} of {data.limit} {data.limit_unit} used ({percent}%)
        </p>
      </div>
      <div
        role="meter"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        aria-valuetext={`${percent}% used`}
        className="flex h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        {groups.map((g) => (
          <div
            key={g.mimetype_group}
            className={cn('h-full', GROUPS[g.mimetype_group].colour)}
            style={{ width: `${(g.bytes / total) * 100}%` }}
          />
        ))}
      </div>
      {groups.length ? (
        <ul aria-label="Storage by type" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {groups.map((g) => (
            <li key={g.mimetype_group} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', GROUPS[g.mimetype_group].colour)} />
              {GROUPS[g.mimetype_group].label}: {formatBytes(g.bytes)} ({g.count} {g.count === 1 ? 'file' : 'files'})
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p role="status" className="rounded-md bg-warning-soft p-2 text-sm font-medium text-warning-soft-foreground">
          Your vault is {percent}% full. Empty the bin or remove files you no longer need before it runs out.
        </p>
      ) : null}
    </section>
  );
}
