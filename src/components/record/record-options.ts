/**
 * Records as options for a select, without the select itself: form fields load them through
 * `loadOptions` (the Radix select field is loaded on demand), so a page that only offers a hook
 * to its forms does not pull the searchable select and its popover into its first load.
 */
import { useRef, useState } from 'react';
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

/** A '+ New …' request in progress: what the user had typed, answered once. */
export interface CreateRequest<TRow> {
  query: string;
  resolve: (row: TRow | null) => void;
}

/**
 * Inline creation from a picker (issue 22, item 5), without leaving the form: `open(query)` is a
 * SearchableSelect `createOption.onCreate`; while `request` is set the caller renders its small
 * create dialog (loaded on demand) with `onSaved={done}` and closing as `cancel`. A save answers
 * before the close that comes with it (the close answers a moment later, and loses), so the new
 * record is chosen and the picker gets the focus back.
 */
export function useCreateRequest<TRow>() {
  const [request, setRequest] = useState<CreateRequest<TRow> | null>(null);
  return {
    request,
    open: (query: string) => new Promise<TRow | null>((resolve) => setRequest({ query, resolve })),
    done: (row: TRow) => {
      request?.resolve(row);
      setRequest(null);
    },
    cancel: () => {
      const pending = request;
      setRequest(null);
      if (pending) queueMicrotask(() => pending.resolve(null));
    },
  };
}
