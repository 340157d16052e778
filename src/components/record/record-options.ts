/**
 * Records as options for a select, without the select itself: form fields load them through
 * `loadOptions` (the Radix select field is loaded on demand), so a page that only offers a hook
 * to its forms does not pull the searchable select and its popover into its first load.
 */
import { useRef } from 'react';
import type { SelectOption } from '@/components/ui/searchable-select';

export interface RecordSource<TRow> {
  /** Finds records for the typed text (a server search, or a filter over a whole list). */
  find: (text: string) => Promise<readonly TRow[]>;
  /** The option a record shows as (label and value; value is usually the id). */
  toOption: (row: TRow) => SelectOption;
}

/**
 * The `loadOptions` of a SearchableSelect (or a form's SelectField) over records, remembering the
 * records it showed so a choice can be turned back into its record.
 */
export function useRecordOptions<TRow>({ find, toOption }: RecordSource<TRow>) {
  const seen = useRef(new Map<string, TRow>());
  return {
    loadOptions: async (text: string): Promise<SelectOption[]> => {
      const rows = await find(text.trim());
      return rows.map((row) => {
        const option = toOption(row);
        seen.current.set(option.value, row);
        return option;
      });
    },
    /** The record behind an option value the list has shown. */
    recordOf: (value: string): TRow | undefined => seen.current.get(value),
  };
}
