import { useId, useRef, useState, type ChangeEvent, type FocusEvent, type PointerEvent } from 'react';
import { currencySymbol, groupDigits } from '@/lib/money';
import { TextInput, type TextInputProps } from './text-input';

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'currencyPrefix' | 'inputMode'
> {
  /** A decimal string such as '1500.50' (or '' when empty): never a number. */
  value: string;
  /** Called with the new decimal string; input that is not a valid amount is rejected. */
  onChange: (value: string) => void;
  /** ISO 4217 code ('NGN', 'USD'): shows its symbol inside the field. */
  currency?: string | undefined;
  locale?: string;
  /** Show grouping separators (1,500.50) while the field is not focused. Default true. */
  groupOnBlur?: boolean;
  allowNegative?: boolean;
}

function currencyName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Amount input on decimal strings: accepts only digits and one dot with at most two decimals
 * (pasted grouping commas are dropped), shows the currency symbol as a prefix.
 */
export function MoneyInput({
  value,
  onChange,
  currency,
  locale = 'en-NG',
  groupOnBlur = true,
  allowNegative = false,
  onFocus,
  onBlur,
  onPointerDown,
  placeholder = '0.00',
  'aria-describedby': ariaDescribedBy,
  ...props
}: MoneyInputProps) {
  const [focused, setFocused] = useState(false);
  /** The next focus comes from a pointer (a click places the caret; Tab selects it all). */
  const pointerDown = useRef(false);
  const currencyId = useId();
  const pattern = allowNegative ? /^-?\d*(?:\.\d{0,2})?$/ : /^\d*(?:\.\d{0,2})?$/;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    let next = event.target.value.replace(/[,\s]/g, '');
    if (next.startsWith('.')) next = `0${next}`;
    if (next.startsWith('-.')) next = `-0${next.slice(1)}`;
    if (!pattern.test(next)) return; // rejected: the controlled value stays as it was
    if (next !== value) onChange(next);
  }

  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const byPointer = pointerDown.current;
    pointerDown.current = false;
    if (groupOnBlur && input.value !== value) {
      // The raw amount shows at once, in the focus event, and a field reached by keyboard (Tab) or
      // focused by a script (a test's fill) has it all selected, so typing replaces it. Swapped by
      // React a moment later instead, the text lost the browser's select-all and the typing was
      // appended to the old amount and refused (the amount saved was the old one). A click keeps
      // its caret.
      input.value = value;
      if (!byPointer) input.select();
    }
    setFocused(true);
    onFocus?.(event);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    pointerDown.current = false;
    setFocused(false);
    if (value === '-' || value === '-0') onChange('');
    else if (value.endsWith('.')) onChange(value.slice(0, -1));
    onBlur?.(event);
  }

  const shown = !focused && groupOnBlur ? groupDigits(value) : value;

  return (
    <>
      <TextInput
        data-slot="money-input"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        {...props}
        type="text"
        value={shown}
        onChange={handleChange}
        onFocus={handleFocus}
        onPointerDown={(event: PointerEvent<HTMLInputElement>) => {
          pointerDown.current = true;
          onPointerDown?.(event);
        }}
        onBlur={handleBlur}
        currencyPrefix={currency ? currencySymbol(currency, locale) : undefined}
        aria-describedby={[currency ? currencyId : undefined, ariaDescribedBy].filter(Boolean).join(' ') || undefined}
      />
      {currency ? (
        <span id={currencyId} className="sr-only">
          {currencyName(currency, locale)}
        </span>
      ) : null}
    </>
  );
}
