import { SearchableSelect, type SearchableSelectProps } from '@/components/ui/searchable-select';
import { type RecordSource, useRecordOptions } from './record-options';

export interface RecordPickerProps<TRow>
  extends Omit<SearchableSelectProps, 'options' | 'loadOptions' | 'onChange'>, RecordSource<TRow> {
  onChange: (value: string, row: TRow | undefined) => void;
}

/** A SearchableSelect over records found as the user types (customers, suppliers, ...). */
export function RecordPicker<TRow>({ find, toOption, onChange, ...select }: RecordPickerProps<TRow>) {
  const { loadOptions, recordOf } = useRecordOptions({ find, toOption });
  return <SearchableSelect {...select} loadOptions={loadOptions} onChange={(value) => onChange(value, recordOf(value))} />;
}
