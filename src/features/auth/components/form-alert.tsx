import type { ReactNode } from 'react';
import { CircleAlert, Info } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A message about the whole form: an error (announced at once) or a notice (announced politely).
 * Server text is rendered as text, never as HTML.
 */
export function FormAlert({
  tone = 'error',
  children,
  className,
}: {
  tone?: 'error' | 'info';
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
        tone === 'error'
          ? 'border-destructive/40 bg-destructive-soft text-destructive-soft-foreground'
          : 'border-border bg-muted text-foreground',
        className,
      )}
    >
      {tone === 'error' ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      ) : (
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      )}
      <div className="min-w-0">{children}</div>
    </div>
  );
}
