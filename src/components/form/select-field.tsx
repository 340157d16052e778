import { SearchableSelect, type SearchableSelectProps } from '@/components/ui/searchable-select';
import { useBoundField, wrapperProps, type BoundFieldProps } from './fields';
import { Field } from '@/components/ui/field';

/** Loaded on demand (see lazy-field.tsx): the select and its Radix popover stay off first loads. */
export type SelectFieldProps = BoundFieldProps &
  Omit<SearchableSelectProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'id' | 'className'> & { inputClassName?: string };

/** A SearchableSelect storing the option's value (string, '' for none). */
export function SelectField({ label, hint, required, className, hideLabel, inputClassName, ...select }: SelectFieldProps) {
  const { field, error, setValue, id } = useBoundField<string>();
  return (
    <Field {...wrapperProps({ label, hint, required, className, hideLabel }, id, error)}>
      <SearchableSelect
        {...select}
        className={inputClassName}
        name={field.name}
        value={field.state.value ?? ''}
        onChange={(value) => setValue(value)}
        onBlur={field.handleBlur}
      />
    </Field>
  );
}
