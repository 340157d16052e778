import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { inputBaseClasses } from './input-classes';

export interface NativeSelectProps extends ComponentProps<'select'> {
  /** The visible label (a select always has one: shown above, or for screen readers only). */
  label: string;
  hideLabel?: boolean;
  wrapperClassName?: string;
}

/**
 * The browser's own select, styled like the inputs: for short fixed choices such as list filters,
 * where a phone's native picker is the friendliest control and no code has to load. 44 px high on
 * phones, 40 px from `sm` up.
 */
export function NativeSelect({
  label,
  hideLabel = false,
  id,
  className,
  wrapperClassName,
  children,
  ...props
}: NativeSelectProps) {
  const selectId = id ?? `select-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', wrapperClassName)}>
      <label htmlFor={selectId} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          className={cn(inputBaseClasses, 'h-11 cursor-pointer appearance-none pr-9 sm:h-10', className)}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}
