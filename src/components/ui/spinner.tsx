import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Announced to screen readers. Pass `null` for a decorative spinner (e.g. inside a busy button). */
  label?: string | null;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

/** A spinning indicator; a polite live status unless `label` is null. */
export function Spinner({ label = 'Loading', size = 'sm', className, ...props }: SpinnerProps) {
  const decorative = label === null;
  return (
    <span
      data-slot="spinner"
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative ? true : undefined}
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className={cn('animate-spin', sizes[size])} />
      {decorative ? null : <span className="sr-only">{label}</span>}
    </span>
  );
}
