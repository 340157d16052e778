/** The marketplace lists' filters: a status (the browser's own select) and a date range. */
import { DatePicker } from '@/components/ui/date-picker';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { statusLook, type StatusVocabulary } from '@/lib/status';

export function StatusFilter<T extends string>({
  vocabulary,
  statuses,
  value,
  onChange,
}: {
  vocabulary: StatusVocabulary;
  statuses: readonly T[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <NativeSelect
      label="Status"
      wrapperClassName="w-full sm:w-44"
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
    >
      <option value="">Any status</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusLook(vocabulary, status).label}
        </option>
      ))}
    </NativeSelect>
  );
}

export interface DateRange {
  start_date?: string | undefined;
  end_date?: string | undefined;
}

export function DateRangeFields({ value, onChange }: { value: DateRange; onChange: (patch: DateRange) => void }) {
  const backwards = Boolean(value.start_date && value.end_date && value.end_date < value.start_date);
  return (
    <div role="group" aria-label="Dates" className="grid w-full grid-cols-2 items-end gap-2 sm:flex sm:w-auto">
      <Field label="From" className="min-w-0 sm:w-40">
        <DatePicker
          value={value.start_date ?? ''}
          max={value.end_date}
          onChange={(v) => onChange({ start_date: v || undefined })}
        />
      </Field>
      <Field label="To" className="min-w-0 sm:w-40" error={backwards ? 'The end date is before the start date.' : undefined}>
        <DatePicker
          value={value.end_date ?? ''}
          min={value.start_date}
          onChange={(v) => onChange({ end_date: v || undefined })}
        />
      </Field>
    </div>
  );
}
