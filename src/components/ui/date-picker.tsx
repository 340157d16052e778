import type { ChangeEvent, ComponentProps } from 'react';
import { isIsoDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { useFieldControl } from './field';
import { inputBaseClasses } from './input-classes';

export { isIsoDate, toIsoDate } from '@/lib/dates';

export interface DatePickerProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
> {
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
}

/** The browser's date picker, styled; value in and out is always year-month-day. */
export function DatePicker({
  value,
  onChange,
  min,
  max,
  className,
  id,
  disabled,
  required,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'aria-required': ariaRequired,
  ...props
}: DatePickerProps) {
  const control = useFieldControl({
    id,
    disabled,
    required,
    'aria-invalid': ariaInvalid,
    'aria-describedby': ariaDescribedBy,
    'aria-required': ariaRequired,
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    onChange(next === '' || isIsoDate(next) ? next : '');
  }

  return (
    <input
      data-slot="date-picker"
      {...props}
      {...control}
      type="date"
      required={required}
      value={isIsoDate(value) ? value : ''}
      min={min && isIsoDate(min) ? min : undefined}
      max={max && isIsoDate(max) ? max : undefined}
      onChange={handleChange}
      className={cn(inputBaseClasses, 'h-11 py-2 sm:h-10', className)}
    />
  );
}
