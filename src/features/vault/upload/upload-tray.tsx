import { useState, useSyncExternalStore } from 'react';
import { ChevronDown, ChevronUp, RotateCcw, X } from 'lucide-react';
import type { UploadItem } from '@/api/upload-queue';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatBytes } from '../browser/entries';
import { refusedUploads, useVaultUploads, type RefusedUpload, type UploadedFile } from './vault-uploads';

const STATUS_WORD: Record<UploadItem<UploadedFile>['status'], string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

function percentOf(item: UploadItem<UploadedFile>): number {
  if (item.status === 'done') return 100;
  return item.progress?.percent ?? 0;
}

function UploadRow({
  item,
  onCancel,
  onRetry,
  onRemove,
}: {
  item: UploadItem<UploadedFile>;
  onCancel: () => void;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const percent = percentOf(item);
  const running = item.status === 'queued' || item.status === 'uploading';
  const detail =
    item.status === 'failed'
      ? (item.error?.message ?? 'The upload failed.')
      : item.status === 'uploading'
        ? `${percent}% of ${formatBytes(item.file.size)}`
        : `${STATUS_WORD[item.status]} · ${formatBytes(item.file.size)}`;
  return (
    <li data-upload-status={item.status} className="flex items-center gap-3 py-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-sm font-medium" title={item.file.name}>
          {item.file.name}
        </p>
        <div
          role="progressbar"
          aria-label={`Upload of ${item.file.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${STATUS_WORD[item.status]}, ${percent}%`}
          className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full transition-[width]', item.status === 'failed' ? 'bg-destructive' : 'bg-primary')}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p
          className={cn(
            'text-xs [overflow-wrap:anywhere]',
            item.status === 'failed' ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          <span className="sr-only">{STATUS_WORD[item.status]}: </span>
          {detail}
        </p>
      </div>
      {running ? (
        <Button variant="tertiary" size="sm" onClick={onCancel} aria-label={`Cancel upload of ${item.file.name}`}>
          <X aria-hidden="true" />
          <span className="hidden sm:inline">Cancel</span>
        </Button>
      ) : null}
      {item.status === 'failed' || item.status === 'cancelled' ? (
        <Button variant="outlined" size="sm" onClick={onRetry} aria-label={`Retry upload of ${item.file.name}`}>
          <RotateCcw aria-hidden="true" />
          <span className="hidden sm:inline">Retry</span>
        </Button>
      ) : null}
      {!running ? (
        <Button variant="tertiary" size="icon" onClick={onRemove} aria-label={`Remove ${item.file.name} from the list`}>
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}

/** A file refused before upload: its name and why (too big, or what is free), at the file. */
function RefusedRow({ refusal }: { refusal: RefusedUpload }) {
  const { file, reason } = refusal;
  return (
    <li data-upload-status="refused" className="flex items-center gap-3 py-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-sm font-medium" title={file.name}>
          {file.name}
        </p>
        <p className="text-xs text-destructive [overflow-wrap:anywhere]">
          <span className="font-medium">Not uploaded: </span>
          {reason}
        </p>
      </div>
      <Button
        variant="tertiary"
        size="icon"
        onClick={() => refusedUploads.remove(refusal.id)}
        aria-label={`Remove ${file.name} from the list`}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * The vault's uploads (mounted in the vault's layout, so it stays while the user moves between
 * folders and views): a summary line, each file with its progress, Cancel while it runs, Retry
 * when it failed or was cancelled, files refused before upload with the reason, and Clear finished.
 */
export function UploadTray() {
  const { queue, items } = useVaultUploads();
  const refused = useSyncExternalStore(refusedUploads.subscribe, refusedUploads.getSnapshot);
  const [open, setOpen] = useState(true);
  if (items.length === 0 && refused.length === 0) return null;
  const count = (status: UploadItem<UploadedFile>['status']) => items.filter((item) => item.status === status).length;
  const active = count('uploading') + count('queued');
  const failed = count('failed');
  const done = count('done');
  const summary = [
    active ? `${active} uploading` : null,
    done ? `${done} uploaded` : null,
    failed ? `${failed} failed` : null,
    count('cancelled') ? `${count('cancelled')} cancelled` : null,
    refused.length ? `${refused.length} not uploaded` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const finished = refused.length > 0 || items.some((item) => item.status !== 'queued' && item.status !== 'uploading');
  return (
    <section aria-labelledby="vault-uploads-title" className="rounded-lg border bg-card p-3 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="vault-uploads-title" className="text-sm font-semibold">
          Uploads
        </h2>
        <p aria-live="polite" className="min-w-0 flex-1 text-sm text-muted-foreground">
          {summary}
        </p>
        {finished ? (
          <Button
            variant="tertiary"
            size="sm"
            onClick={() => {
              items.forEach((item) => (item.status === 'done' || item.status === 'cancelled') && queue.remove(item.id));
              refusedUploads.clear();
            }}
          >
            Clear finished
          </Button>
        ) : null}
        <Button
          variant="tertiary"
          size="icon"
          aria-expanded={open}
          aria-controls="vault-uploads-list"
          onClick={() => setOpen(!open)}
        >
          {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          <span className="sr-only">{open ? 'Hide uploads' : 'Show uploads'}</span>
        </Button>
      </div>
      <ul id="vault-uploads-list" hidden={!open} className="max-h-72 divide-y overflow-y-auto">
        {refused.map((refusal) => (
          <RefusedRow key={`refused-${refusal.id}`} refusal={refusal} />
        ))}
        {items.map((item) => (
          <UploadRow
            key={item.id}
            item={item}
            onCancel={() => queue.cancel(item.id)}
            onRetry={() => queue.retry(item.id)}
            onRemove={() => queue.remove(item.id)}
          />
        ))}
      </ul>
    </section>
  );
}
