import { DatePicker, type DatePickerProps } from '@/components/ui/date-picker';
import { Field } from '@/components/ui/field';
import { MoneyInput, type MoneyInputProps } from '@/components/ui/money-input';
import { Textarea, type TextareaProps } from '@/components/ui/textarea';
import { useBoundControl, type BoundFieldProps } from './fields';

/*
 * Fields that only dialogs render (an amount, a date, a note): loaded on demand (lazy-fields.ts),
 * so the money input, the date picker and the textarea stay off every page's first load. Signed-in
 * pages preload them when idle, so a dialog opened later shows them at once.
 */

export type TextareaFieldProps = BoundFieldProps &
  Omit<TextareaProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'id' | 'className'> & { inputClassName?: string };

export function TextareaField(props: TextareaFieldProps) {
  const { wrapper, control, setValue } = useBoundControl(props);
  return (
    <Field {...wrapper}>
      <Textarea {...control} onChange={(event) => setValue(event.target.value)} />
    </Field>
  );
}

export type MoneyFieldProps = BoundFieldProps &
  Omit<MoneyInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'id' | 'className'> & { inputClassName?: string };

/** A decimal-string amount ('1500.50'). */
export function MoneyField(props: MoneyFieldProps) {
  const { wrapper, control, setValue } = useBoundControl(props);
  return (
    <Field {...wrapper}>
      <MoneyInput {...control} onChange={setValue} />
    </Field>
  );
}

export type DateFieldProps = BoundFieldProps &
  Omit<DatePickerProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'id' | 'className'> & { inputClassName?: string };

/** A 'YYYY-MM-DD' date. */
export function DateField(props: DateFieldProps) {
  const { wrapper, control, setValue } = useBoundControl(props);
  return (
    <Field {...wrapper}>
      <DatePicker {...control} onChange={setValue} />
    </Field>
  );
}
