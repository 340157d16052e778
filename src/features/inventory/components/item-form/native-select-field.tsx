import { ChevronDown } from 'lucide-react';
import { Field } from '@/components/ui/field';
import { inputBaseClasses } from '@/components/ui/text-input';
import { useBoundControl, type BoundFieldProps } from '@/components/form/fields';
import { cn } from '@/lib/utils';

export type NativeSelectFieldProps = BoundFieldProps & { options: readonly { value: string; label: string }[] };

/**
 * A form field choosing one of a few fixed options with the browser's own select (a phone's
 * picker, no code to load): label, error and hint from the form kit's Field.
 */
export function NativeSelectField({ options, ...props }: NativeSelectFieldProps) {
  const { wrapper, control, setValue } = useBoundControl(props);
  return (
    <Field {...wrapper}>
      {(wiring) => (
        <div className="relative">
          <select
            {...wiring}
            name={control.name}
            value={control.value}
            onBlur={control.onBlur}
            onChange={(event) => setValue(event.target.value)}
            className={cn(inputBaseClasses, 'h-11 cursor-pointer appearance-none pr-9 sm:h-10')}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      )}
    </Field>
  );
}
