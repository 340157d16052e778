import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { SearchableSelect, type SearchableSelectProps, type SelectOption } from '@/components/ui/searchable-select';
import { useBusinessContext } from '@/features/business';
import { tagsQuery } from '../api/tags.queries';
import type { Tag } from '../schemas/tag.schema';

function tagOptions(tags: readonly Tag[] | undefined, except: readonly string[] = []): SelectOption[] {
  const taken = new Set(except.map((name) => name.toLowerCase()));
  return (tags ?? []).filter((tag) => !taken.has(tag.name.toLowerCase())).map((tag) => ({ label: tag.name, value: tag.name }));
}

export type TagSelectProps = Omit<SearchableSelectProps, 'options' | 'loadOptions'>;

/**
 * Choose one of the business's tags (a combobox filtered as the user types). Its value is the
 * tag's name, as inventory items carry tags ('' for none). Put it in a `Field` or give it an
 * `aria-label`.
 */
export function TagSelect({ placeholder, ...props }: TagSelectProps) {
  const { businessId } = useBusinessContext();
  const tags = useQuery(tagsQuery({ businessId }));
  return (
    <SearchableSelect
      {...props}
      options={tagOptions(tags.data)}
      placeholder={placeholder ?? (tags.isPending ? 'Loading tags…' : 'Choose a tag')}
      errorMessage={tags.isError ? 'Tags could not be loaded' : props.errorMessage}
      emptyMessage={tags.isError ? 'Tags could not be loaded' : (props.emptyMessage ?? 'No tag matches')}
    />
  );
}

export interface TagPickerProps extends Omit<TagSelectProps, 'value' | 'onChange'> {
  /** The chosen tag names. */
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/**
 * Choose several tags (inventory items): the chosen ones as chips with a remove button, and a
 * combobox offering the others.
 */
export function TagPicker({ value, onChange, placeholder = 'Add a tag', disabled, ...props }: TagPickerProps) {
  const { businessId } = useBusinessContext();
  const tags = useQuery(tagsQuery({ businessId }));
  return (
    <div data-slot="tag-picker" className="flex flex-col gap-2">
      {value.length ? (
        <ul aria-label="Chosen tags" className="flex flex-wrap gap-1.5">
          {value.map((name) => (
            <li key={name}>
              <Badge variant="outline" className="gap-1 py-0.5 pr-0.5">
                <span className="max-w-48 truncate">{name}</span>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={`Remove tag ${name}`}
                  onClick={() => onChange(value.filter((item) => item !== name))}
                  className="inline-flex size-5 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <SearchableSelect
        {...props}
        disabled={disabled}
        value=""
        options={tagOptions(tags.data, value)}
        placeholder={tags.isPending ? 'Loading tags…' : placeholder}
        emptyMessage={tags.isError ? 'Tags could not be loaded' : 'No other tag'}
        onChange={(name) => {
          if (name) onChange([...value, name]);
        }}
      />
    </div>
  );
}
