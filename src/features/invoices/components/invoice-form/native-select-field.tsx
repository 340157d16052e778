import { Field } from '@/components/ui/field';
import { inputBaseClasses } from '@/components/ui/input-classes';
import { useBoundControl, type BoundFieldProps } from '@/components/form/fields';
import { cn } from '@/lib/utils';

export type NativeSelectFieldProps = BoundFieldProps & { options: readonly { value: string; label: string }[] };

/** A bound form field over the browser's own select (location, currency): no picker code to load. */
export function NativeSelectField({ options, ...props }: NativeSelectFieldProps) {
  const { wrapper, control, setValue } = useBoundControl(props);
  return (
    <Field {...wrapper}>
      {(wiring) => (
        <select
          {...wiring}
          name={control.name}
          value={control.value}
          onBlur={control.onBlur}
          onChange={(event) => setValue(event.target.value)}
          className={cn(inputBaseClasses, 'h-11 cursor-pointer sm:h-10')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
