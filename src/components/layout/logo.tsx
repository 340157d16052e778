import { cn } from '@/lib/utils';
import { APP_NAME } from './page-title';

/** The product's name with its mark (decorative). */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold tracking-tight', className)}>
      <span
        aria-hidden="true"
        className="flex size-7 items-center justify-center rounded-md bg-primary text-sm font-bold text-primary-foreground"
      >
        L
      </span>
      {APP_NAME}
    </span>
  );
}
