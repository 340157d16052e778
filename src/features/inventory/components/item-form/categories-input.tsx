import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';

const MAX_CATEGORY = 100;

export interface CategoriesInputProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
}

/**
 * Free categories ('Fabrics', 'Gifts'): type one and press Enter or Add; each shows as a chip with
 * a remove button. A name already in the list (any case) is not added twice.
 */
export function CategoriesInput({ value, onChange, onBlur }: CategoriesInputProps) {
  const [draft, setDraft] = useState('');
  const id = useId();
  function add() {
    const name = draft.trim();
    if (!name) return;
    if (!value.some((c) => c.toLowerCase() === name.toLowerCase())) onChange([...value, name]);
    setDraft('');
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the category instead of submitting the form.
    event.preventDefault();
    add();
  }
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Categories
      </label>
      {value.length ? (
        <ul aria-label="Categories" className="flex flex-wrap gap-1.5">
          {value.map((name) => (
            <li key={name}>
              <Badge variant="outline" className="gap-1 py-0.5 pr-0.5">
                <span className="max-w-48 truncate">{name}</span>
                <button
                  type="button"
                  aria-label={`Remove category ${name}`}
                  onClick={() => onChange(value.filter((c) => c !== name))}
                  className="inline-flex size-11 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:size-6"
                >
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <TextInput
          id={id}
          value={draft}
          maxLength={MAX_CATEGORY}
          placeholder="Add a category, like Fabrics"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className="min-w-0 flex-1"
        />
        <Button type="button" variant="outlined" onClick={add} disabled={!draft.trim()}>
          Add
        </Button>
      </div>
    </div>
  );
}
