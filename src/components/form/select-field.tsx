import { Field } from '@/components/ui/field';
import { SearchableSelect, type SearchableSelectProps } from '@/components/ui/searchable-select';
import { useBoundControl, type BoundFieldProps } from './fields';

/** Loaded on demand (see lazy-field.tsx): the select and its Radix popover stay off first loads. */
export type SelectFieldProps = BoundFieldProps &
  Omit<SearchableSelectProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'id' | 'className'> & { inputClassName?: string };

/** A SearchableSelect storing the option's value (string, '' for none). */
export function SelectField(props: SelectFieldProps) {
  const { wrapper, control, setValue } = useBoundControl(props);
  return (
    <Field {...wrapper}>
      <SearchableSelect {...control} onChange={setValue} />
    </Field>
  );
}
