import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@/lib/utils';

export interface LabelProps extends ComponentProps<'label'> {
  /** Shows a visual required marker (hidden from screen readers: the control carries aria-required). */
  required?: boolean;
}

/** Controls a label may wrap: pressing them keeps their own behaviour. */
const CONTROLS = 'button, input, select, textarea';

export function Label({ className, required, children, onMouseDown, ...props }: LabelProps) {
  const handleMouseDown = (event: MouseEvent<HTMLLabelElement>) => {
    if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
    onMouseDown?.(event);
    // A double click on the label would select its text; it only focuses the control instead.
    if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
  };
  return (
    // The handler only stops text selection on a double click; the label's own behaviour is native.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <label
      data-slot="label"
      className={cn(
        'text-sm leading-none font-medium text-foreground select-none',
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      onMouseDown={handleMouseDown}
      {...props}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      ) : null}
    </label>
  );
}
