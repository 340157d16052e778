import { useRef, type ChangeEvent, type ClipboardEvent, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import { useFieldContext, useFieldControl } from './field';

export interface PinInputProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'children'> {
  /** Number of boxes. Default 6. */
  length?: number;
  /** The digits entered so far ('' to `length` digits). */
  value: string;
  onChange: (value: string) => void;
  /** Called once all boxes are filled. */
  onComplete?: (value: string) => void;
  /** Show dots instead of digits (PINs). */
  mask?: boolean;
  /** Accessible name of the group, e.g. 'Transaction PIN'. Inside a Field the Field's label is used. */
  label?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Id of the first box (a Field's label points at it). */
  id?: string;
  name?: string;
}

const DIGITS_ONLY = /\D/g;

/**
 * PIN / OTP boxes: one digit per box, digits only; typing advances, Backspace on an empty box
 * moves back and clears it, paste fills from the first box, arrow keys, Home and End move.
 */
export function PinInput({
  length = 6,
  value,
  onChange,
  onComplete,
  mask = false,
  label,
  disabled,
  autoFocus,
  id,
  name,
  className,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: PinInputProps) {
  const field = useFieldContext();
  const control = useFieldControl({
    id,
    disabled,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
  });
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const movingFocus = useRef(false);
  const digits = value.replace(DIGITS_ONLY, '').slice(0, length);

  function focusBox(index: number) {
    const clamped = Math.max(0, Math.min(index, length - 1));
    const box = refs.current[clamped];
    movingFocus.current = true;
    box?.focus();
    movingFocus.current = false;
    box?.select();
  }

  function commit(next: string) {
    const clean = next.replace(DIGITS_ONLY, '').slice(0, length);
    if (clean !== digits) onChange(clean);
    if (clean.length === length && clean !== digits) onComplete?.(clean);
  }

  function handleInput(index: number, event: ChangeEvent<HTMLInputElement>) {
    const typed = event.currentTarget.value.replace(DIGITS_ONLY, '');
    // A non-digit typed: nothing changes (the controlled value is restored by React).
    if (!typed) return;
    const old = digits[index];
    if (typed.length > 2 || (typed.length === 2 && !old)) {
      // Autofill (SMS code) or fast typing into an empty box: fill from here.
      commit(digits.slice(0, index) + typed);
      focusBox(index + typed.length);
      return;
    }
    // One box, one digit: the newly typed digit replaces the box's content.
    const char = typed.length === 2 && old ? (typed[0] === old ? typed.slice(1) : typed.slice(0, 1)) : typed;
    const next = digits.slice(0, index) + char + digits.slice(index + 1);
    commit(next);
    focusBox(index + 1);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        if (digits[index]) {
          commit(digits.slice(0, index) + digits.slice(index + 1));
        } else if (index > 0) {
          commit(digits.slice(0, index - 1) + digits.slice(index));
          focusBox(index - 1);
        }
        break;
      }
      case 'Delete': {
        event.preventDefault();
        if (digits[index]) commit(digits.slice(0, index) + digits.slice(index + 1));
        break;
      }
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(Math.min(index + 1, digits.length));
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(digits.length);
        break;
      default:
        break;
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(DIGITS_ONLY, '').slice(0, length);
    if (!pasted) return;
    commit(pasted);
    focusBox(pasted.length);
  }

  function handleFocus(index: number) {
    // Boxes fill left to right: a click past the first empty box lands on it instead.
    if (!movingFocus.current && index > digits.length) focusBox(digits.length);
    else refs.current[index]?.select();
  }

  const labelledBy = field && !label ? field.labelId : undefined;

  return (
    <div
      data-slot="pin-input"
      role="group"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={control['aria-describedby']}
      className={cn('flex items-center gap-2', className)}
      {...props}
    >
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          id={index === 0 ? control.id : undefined}
          name={index === 0 ? name : undefined}
          type={mask ? 'password' : 'text'}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // Opt-in, for screens whose only task is entering the code (OTP, PIN).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus && index === 0}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          aria-required={control['aria-required']}
          disabled={control.disabled}
          value={digits[index] ?? ''}
          onChange={(event) => handleInput(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={() => handleFocus(index)}
          className={cn(
            'size-11 rounded-md border border-input bg-background text-center text-lg font-semibold text-foreground shadow-xs',
            'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring focus-visible:border-ring',
            'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
          )}
        />
      ))}
    </div>
  );
}
