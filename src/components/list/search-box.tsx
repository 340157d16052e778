import { useEffect, useEffectEvent, useId, useState, type KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The list search debounce (issue 5: 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search in the URL (`?search=`), undefined for none. */
  value: string | undefined;
  /** Called with the trimmed text (undefined when blank) after the user pauses typing. */
  onChange: (value: string | undefined) => void;
  /** Accessible name, e.g. 'Search customers'. */
  label: string;
  placeholder?: string;
  debounceMs?: number;
  className?: string;
}

/**
 * A search field bound to the URL: typing updates the URL after a 300 ms pause (Enter at once,
 * Escape clears), and a URL change from elsewhere (back button, a link) updates the field.
 */
export function SearchBox({ value, onChange, label, placeholder, debounceMs = SEARCH_DEBOUNCE_MS, className }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  // The URL value last seen, and the last value this box sent: a URL change that is not our own
  // (back button, a link) replaces the text; our own arriving late never overwrites newer typing.
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  const id = useId();
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setSent(value);
      setText(value ?? '');
    }
  }

  function emit(next: string | undefined) {
    if (next === value) return;
    setSent(next);
    onChange(next);
  }
  const onPause = useEffectEvent((typed: string) => emit(typed.trim() || undefined));

  useEffect(() => {
    const timer = setTimeout(() => onPause(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      emit(text.trim() || undefined);
    } else if (event.key === 'Escape' && text) {
      event.preventDefault();
      event.stopPropagation();
      setText('');
      emit(undefined);
    }
  }

  return (
    <div role="search" aria-label={label} className={cn('relative w-full max-w-sm', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      {/* A plain input with the text inputs' look (TextInput's field wiring would add two chunks to
          every list's first load; this box is never in a Field, disabled or invalid). */}
      <input
        id={id}
        type="search"
        data-slot="text-input"
        value={text}
        placeholder={placeholder ?? `${label}…`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        maxLength={200}
        className="h-11 w-full min-w-0 rounded-md border border-input bg-background py-2 pr-11 pl-9 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:h-10 sm:pr-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <Button
          variant="tertiary"
          size="icon"
          aria-label="Clear search"
          className="absolute top-1/2 right-0 size-11 -translate-y-1/2 text-muted-foreground sm:right-1 sm:size-8"
          onClick={() => {
            setText('');
            emit(undefined);
          }}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
