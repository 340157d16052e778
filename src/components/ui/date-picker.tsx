import type { ChangeEvent, ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { useFieldControl } from './field';
import { inputBaseClasses } from './text-input';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written year-month-day ('2024-02-29' yes, '2023-02-29' no). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A local calendar date as 'YYYY-MM-DD' (today by default), without time-zone shifts. */
export function toIsoDate(date: Date = new Date()): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

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
      className={cn(inputBaseClasses, 'h-10 py-2', className)}
    />
  );
}
