import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** What is wrong with a typed amount filter ('' is none). */
export function amountProblem(text: string): string | undefined {
  const value = text.trim().replace(/,/g, '');
  if (!value) return undefined;
  return AMOUNT.test(value) ? undefined : 'Enter an amount such as 5000 or 5000.50.';
}

export interface AmountFilterProps {
  label: string;
  /** The URL's value. */
  value: string | undefined;
  /** A problem the other bound causes (max below min). */
  conflict?: string | undefined;
  currencySymbol: string;
  /** Called with a valid amount (commas dropped) or undefined when cleared, on blur or Enter. */
  onCommit: (value: string | undefined) => void;
}

/**
 * An amount bound of the list: typed freely, checked at the field, sent to the URL when it is right.
 * Give it `key={value}` so a URL change (Clear filters, Back) shows the URL's value.
 */
export function AmountFilter({ label, value, conflict, currencySymbol, onCommit }: AmountFilterProps) {
  const [text, setText] = useState(value ?? '');
  const [touched, setTouched] = useState(false);
  const problem = amountProblem(text);
  const commit = () => {
    setTouched(true);
    if (problem) return;
    const clean = text.trim().replace(/,/g, '') || undefined;
    if (clean !== value) onCommit(clean);
  };
  return (
    <Field label={label} error={(touched ? problem : undefined) ?? conflict}>
      <TextInput
        inputMode="decimal"
        autoComplete="off"
        currencyPrefix={currencySymbol}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Field>
  );
}
