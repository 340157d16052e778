import { useRef } from 'react';
import { Field } from '@/components/ui/field';
import { PinInput, type PinInputProps } from '@/components/ui/pin-input';
import { useBoundField, wrapperProps, type BoundFieldProps } from './fields';

/*
 * The PIN / code field loads on demand (lazy-fields.ts): only the code pages and the banking PIN
 * steps show one, and its input is 1.2 KB gzip every other form page would load first. The code
 * pages preload it with their own chunks (FIRST_PAINT_LAZY in scripts/vite-route-preload.ts).
 */

export type PinFieldProps = BoundFieldProps &
  Omit<PinInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'id' | 'className' | 'label' | 'ref'> & {
    /**
     * Submit the form when the last box is filled (typed, pasted or autofilled), through the form
     * element like the submit button, so a submit already under way is not repeated.
     */
    submitOnComplete?: boolean;
  };

/** PIN / OTP digits as a string. */
export function PinField({
  label,
  hint,
  required,
  className,
  hideLabel,
  submitOnComplete = false,
  onComplete,
  ...input
}: PinFieldProps) {
  const { field, error, setValue, id } = useBoundField<string>();
  const group = useRef<HTMLDivElement>(null);
  function handleComplete(value: string) {
    onComplete?.(value);
    // After React has stored the last digit, so the submit validates the whole code.
    if (submitOnComplete) queueMicrotask(() => group.current?.closest('form')?.requestSubmit());
  }
  return (
    <Field {...wrapperProps({ label, hint, required, className, hideLabel }, id, error)}>
      <PinInput
        {...input}
        ref={group}
        name={field.name}
        value={field.state.value ?? ''}
        onChange={setValue}
        onComplete={handleComplete}
        onBlur={field.handleBlur}
      />
    </Field>
  );
}
