import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { checkRange, MAX_REPORT_DAYS } from '../utils/periods';

export interface RangeFieldsProps {
  from: string | undefined;
  to: string | undefined;
  /** What is wrong with the range in the URL (shown at once, at the field). */
  initialErrors?: { start_date?: string; end_date?: string } | undefined;
  onApply: (from: string, to: string) => void;
}

/**
 * A custom range: first and last day (the browser's date fields), applied together. A range the
 * contract refuses (over 366 days, an end before the start) is refused here, at the field.
 */
export function RangeFields({ from, to, initialErrors, onApply }: RangeFieldsProps) {
  const [start, setStart] = useState(from ?? '');
  const [end, setEnd] = useState(to ?? '');
  const [errors, setErrors] = useState(initialErrors ?? {});

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const found = checkRange(start, end);
    setErrors(found);
    if (!found.start_date && !found.end_date) onApply(start, end);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Custom dates" className="flex flex-wrap items-start gap-3">
      <Field label="First day" error={errors.start_date} className="w-44">
        <TextInput type="date" value={start} onChange={(event) => setStart(event.target.value)} className="h-11 sm:h-10" />
      </Field>
      <Field
        label="Last day"
        error={errors.end_date}
        hint={`At most ${MAX_REPORT_DAYS} days`}
        className="w-44 sm:w-auto sm:max-w-80"
      >
        <TextInput type="date" value={end} onChange={(event) => setEnd(event.target.value)} className="h-11 sm:h-10" />
      </Field>
      <Button type="submit" variant="secondary" className="mt-6.5">
        Show report
      </Button>
    </form>
  );
}
