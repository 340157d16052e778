import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { useBoundField, wrapperProps, type BoundFieldProps } from './fields';

/** The error or hint goes on its own line under the toggle and its label (decision 15). */
const UNDER_THE_TOGGLE = '[&>[data-slot=field-error]]:order-3 [&>[data-slot=field-error]]:basis-full [&>[data-slot=field-hint]]:order-3 [&>[data-slot=field-hint]]:basis-full';

/** Loaded on demand (see lazy-field.tsx): the Radix checkbox and switch stay off first loads. */
export type ToggleFieldProps = BoundFieldProps & { disabled?: boolean; description?: ReactNode };

/** A boolean as a checkbox, label beside it. */
export function CheckboxField({ label, hint, required, className, disabled }: ToggleFieldProps) {
  const { field, error, setValue, id } = useBoundField<boolean>();
  return (
    <Field
      {...wrapperProps({ label, hint, required }, id, error)}
      className={cn(
        'flex-row flex-wrap items-center gap-x-2 [&>[data-slot=field-label-row]]:order-2 [&>[data-slot=field-label-row]]:flex-1',
        UNDER_THE_TOGGLE,
        className,
      )}
    >
      <Checkbox
        name={field.name}
        disabled={disabled}
        checked={field.state.value}
        onCheckedChange={(checked) => setValue(checked === true)}
        onBlur={field.handleBlur}
        className="order-1"
      />
    </Field>
  );
}

/** A boolean as a switch, label beside it. */
export function SwitchField({ label, hint, required, className, disabled }: ToggleFieldProps) {
  const { field, error, setValue, id } = useBoundField<boolean>();
  return (
    <Field
      {...wrapperProps({ label, hint, required }, id, error)}
      className={cn(
        'flex-row flex-wrap items-center gap-x-3 [&>[data-slot=field-label-row]]:order-2 [&>[data-slot=field-label-row]]:flex-1',
        UNDER_THE_TOGGLE,
        className,
      )}
    >
      <Switch
        name={field.name}
        disabled={disabled}
        checked={field.state.value}
        onCheckedChange={setValue}
        onBlur={field.handleBlur}
        className="order-1"
      />
    </Field>
  );
}
