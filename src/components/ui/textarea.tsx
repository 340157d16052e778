import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { useFieldControl } from './field';
import { inputBaseClasses } from './input-classes';

export type TextareaProps = ComponentProps<'textarea'>;

/** A multi-line text input that wires itself to a surrounding Field. */
export function Textarea({
  className,
  id,
  disabled,
  required,
  rows = 3,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'aria-required': ariaRequired,
  ...props
}: TextareaProps) {
  const control = useFieldControl({
    id,
    disabled,
    required,
    'aria-invalid': ariaInvalid,
    'aria-describedby': ariaDescribedBy,
    'aria-required': ariaRequired,
  });
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      required={required}
      {...props}
      {...control}
      className={cn(inputBaseClasses, 'min-h-20 resize-y py-2', className)}
    />
  );
}
