/** Picking one optional file for a message or ticket: a labelled file input and the chosen file's chip. */
import { useId } from 'react';
import { Paperclip, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** The field's message for a file the contract would refuse, or undefined. */
export function attachmentProblem(file: File | null): string | undefined {
  if (file && file.size > MAX_ATTACHMENT_BYTES) return 'A file may be at most 10 MB.';
  if (file && file.size === 0) return 'This file is empty. Choose another one.';
  return undefined;
}

export interface AttachmentPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Shown while the file goes up: 0-100. */
  progress?: number | null;
}

export function AttachmentPicker({ file, onChange, error, disabled = false, progress }: AttachmentPickerProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm font-medium hover:bg-accent sm:h-10',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          <Paperclip aria-hidden="true" className="size-4" />
          Attach a file
          <input
            id={id}
            type="file"
            className="sr-only"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </label>
        {file ? (
          <span className="inline-flex min-w-0 items-center gap-1 rounded-full bg-muted py-0.5 pr-0.5 pl-3 text-xs">
            <span className="truncate" data-testid="chosen-file">
              {file.name}
            </span>
            {progress !== undefined && progress !== null ? <span aria-live="polite">{progress}%</span> : null}
            <Button
              type="button"
              variant="tertiary"
              size="icon"
              disabled={disabled}
              onClick={() => onChange(null)}
              aria-label={`Remove ${file.name}`}
            >
              <X aria-hidden="true" />
            </Button>
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
