import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { useFieldControl } from './field';
import { inputBaseClasses } from './input-classes';

// Kept here too for the callers that import it with the input.
export { inputBaseClasses };

export interface TextInputProps extends ComponentProps<'input'> {
  /** A currency symbol shown inside the field, before the text (e.g. '₦', '$'). Hidden from screen readers. */
  currencyPrefix?: string | undefined;
  /** Extra class names for the wrapper used when a prefix is shown. */
  wrapperClassName?: string;
}

/** A single-line text input that wires itself to a surrounding Field. */
export function TextInput({
  currencyPrefix,
  wrapperClassName,
  className,
  type = 'text',
  id,
  disabled,
  required,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'aria-required': ariaRequired,
  ...props
}: TextInputProps) {
  const control = useFieldControl({
    id,
    disabled,
    required,
    'aria-invalid': ariaInvalid,
    'aria-describedby': ariaDescribedBy,
    'aria-required': ariaRequired,
  });

  const input = (
    <input
      data-slot="text-input"
      type={type}
      required={required}
      {...props}
      {...control}
      style={
        currencyPrefix ? { paddingLeft: `calc(1rem + ${Array.from(currencyPrefix).length}ch)`, ...props.style } : props.style
      }
      className={cn(inputBaseClasses, 'h-11 py-2 sm:h-10', className)}
    />
  );

  if (!currencyPrefix) return input;

  return (
    <div data-slot="text-input-group" className={cn('relative w-full', wrapperClassName)}>
      <span
        aria-hidden="true"
        data-slot="text-input-prefix"
        className={cn(
          'pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground',
          disabled && 'opacity-50',
        )}
      >
        {currencyPrefix}
      </span>
      {input}
    </div>
  );
}
