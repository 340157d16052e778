/**
 * The payroll history's period: a preset (this month, last month, ... kept in the URL as its two
 * dates) or any two payment dates, both included. An end before the start is said at the field.
 */
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { PRESETS, presetOf, presetRange, type PresetId } from './date-presets';
import { isBackwards, type PayrollHistorySearch, type PayrollHistorySearchPatch } from './search';

export interface DateRangeFilterProps {
  search: PayrollHistorySearch;
  onSearchChange: (patch: PayrollHistorySearchPatch) => void;
}

export function DateRangeFilter({ search, onSearchChange }: DateRangeFilterProps) {
  const dated = Boolean(search.start_date || search.end_date);
  const preset = presetOf(search);
  const choice = preset ?? (dated ? 'custom' : 'any');
  return (
    <div
      role="group"
      aria-label="Payment dates"
      className="grid w-full grid-cols-2 items-end gap-2 sm:flex sm:w-auto sm:flex-wrap"
    >
      <NativeSelect
        label="Period"
        wrapperClassName="col-span-2 sm:w-44"
        value={choice}
        onChange={(event) => {
          const value = event.target.value;
          if (value === 'any') onSearchChange({ start_date: undefined, end_date: undefined, page: undefined });
          else if (value !== 'custom') onSearchChange({ ...presetRange(value as PresetId), page: undefined });
        }}
      >
        <option value="any">Any time</option>
        {PRESETS.map(({ id, label }) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
        {choice === 'custom' ? <option value="custom">Chosen dates</option> : null}
      </NativeSelect>
      <Field label="From" className="min-w-0 sm:w-40">
        <DatePicker
          value={search.start_date ?? ''}
          max={search.end_date}
          onChange={(value) => onSearchChange({ start_date: value || undefined, page: undefined })}
        />
      </Field>
      <Field
        label="To"
        className="min-w-0 sm:w-40"
        error={isBackwards(search) ? 'The end date is before the start date.' : undefined}
      >
        <DatePicker
          value={search.end_date ?? ''}
          min={search.start_date}
          onChange={(value) => onSearchChange({ end_date: value || undefined, page: undefined })}
        />
      </Field>
      {dated ? (
        <Button
          variant="tertiary"
          size="sm"
          className="col-span-2 min-h-11 justify-self-start sm:min-h-10"
          onClick={() => onSearchChange({ start_date: undefined, end_date: undefined, page: undefined })}
        >
          Clear dates
        </Button>
      ) : null}
    </div>
  );
}
