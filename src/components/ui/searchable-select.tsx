import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { ChevronsUpDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { whenSettled } from '@/lib/when-idle';
import { useFieldContext, useFieldControl } from './field';
import type { SearchableSelectListProps } from './searchable-select-list';
import { inputBaseClasses } from './input-classes';

export interface SelectOption {
  label: string;
  value: string;
  /** Up to two decorative icons (flag, logo, status dot). */
  icon?: ReactNode;
  secondaryIcon?: ReactNode;
  disabled?: boolean;
}

/**
 * '+ New …' inside the list (issue 22, item 5): the last entry of every opening, with or without
 * matches. Choosing it closes the list and calls `onCreate` with what the user typed; the caller
 * creates the record without leaving the form (a small dialog) and resolves with its option, which
 * the select then chooses (onChange), focus back in the combobox. Resolve null when abandoned.
 */
export interface CreateOption {
  /** The entry's text for the typed query: `(q) => q ? \`+ New supplier “${q}”\` : '+ New supplier'`. */
  label: (query: string) => string;
  onCreate: (query: string) => Promise<SelectOption | null>;
}

/** The value of the '+ New …' entry (never a record's). */
const CREATE_VALUE = '\u0000create';

/*
 * The popup (Radix Popover, floating-ui, the dismissable layer: about 20 KB gzip) loads on
 * demand: on pointer-enter or focus of a combobox, when one opens, and once the page has settled.
 * The combobox itself (input, value, ARIA, keyboard, filtering, async options) is all here, so
 * typing before the popup's code arrives loses nothing: the list shows what was typed once it is in.
 */
let LoadedList: ComponentType<SearchableSelectListProps> | undefined;
let listPending: Promise<void> | undefined;
const listListeners = new Set<() => void>();

/** Fetches the select's popup ahead of need (a failed fetch, offline, is tried again next time). */
export function preloadSearchableSelectList(): Promise<void> {
  if (LoadedList) return Promise.resolve();
  listPending ??= import('./searchable-select-list').then(
    (module) => {
      LoadedList = module.SearchableSelectList;
      listListeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      listPending = undefined;
      throw error;
    },
  );
  return listPending;
}

/** The popup once its code is in (SearchableSelect renders it only then). */
function List(props: SearchableSelectListProps) {
  return LoadedList ? <LoadedList {...props} /> : null;
}

function loadList() {
  preloadSearchableSelectList().catch(() => undefined);
}

function subscribeList(listener: () => void) {
  listListeners.add(listener);
  return () => {
    listListeners.delete(listener);
  };
}

const isListLoaded = () => LoadedList !== undefined;

export interface SearchableSelectProps {
  /** The combobox input. */
  ref?: Ref<HTMLInputElement>;
  /** Static options, filtered in the browser as the user types. */
  options?: readonly SelectOption[];
  /** Async options: called with the typed query (debounced). Takes precedence over `options`. */
  loadOptions?: (query: string) => Promise<readonly SelectOption[]>;
  /** Debounce for `loadOptions`, in ms. Default 250. */
  debounceMs?: number;
  /** The selected option's value ('' or null for none). */
  value: string | null | undefined;
  onChange: (value: string, option: SelectOption) => void;
  /** '+ New …' inside the list; leave it out where the user may not create the record. */
  createOption?: CreateOption | undefined;
  /** Label of the selected value when async options have not loaded it yet. */
  selectedLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  name?: string;
  className?: string;
  emptyMessage?: string;
  loadingMessage?: string;
  errorMessage?: string;
  onBlur?: () => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function filterOptions(options: readonly SelectOption[], query: string): SelectOption[] {
  const q = normalize(query);
  if (!q) return [...options];
  return options.filter((option) => normalize(option.label).includes(q));
}

/**
 * A combobox (WAI-ARIA editable combobox with a listbox popup): type to filter, ArrowUp/Down,
 * Home/End to move, Enter to choose, Escape to close. Options may load asynchronously.
 */
export function SearchableSelect({
  ref,
  options = [],
  loadOptions,
  debounceMs = 250,
  value,
  onChange,
  selectedLabel,
  createOption,
  placeholder = 'Select…',
  disabled,
  required,
  id,
  name,
  className,
  emptyMessage = 'No results',
  loadingMessage = 'Loading…',
  errorMessage = 'Could not load options',
  onBlur,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
}: SearchableSelectProps) {
  const field = useFieldContext();
  const control = useFieldControl({
    id,
    disabled,
    required,
    'aria-invalid': ariaInvalid,
    'aria-describedby': ariaDescribedBy,
    'aria-required': ariaRequired,
  });
  const generatedId = useId();
  const inputId = control.id ?? `select-${generatedId}`;
  const listboxId = `${inputId}-listbox`;

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [asyncOptions, setAsyncOptions] = useState<readonly SelectOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [known, setKnown] = useState<ReadonlyMap<string, SelectOption>>(() => new Map());

  const loaded = useSyncExternalStore(subscribeList, isListLoaded, isListLoaded);
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const requestSeq = useRef(0);

  useEffect(() => (loaded ? undefined : whenSettled(loadList)), [loaded]);
  useEffect(() => {
    if (open) loadList();
  }, [open]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      requestSeq.current += 1; // ignore answers arriving after unmount
    },
    [],
  );

  const isAsync = typeof loadOptions === 'function';
  const matches: readonly SelectOption[] = isAsync ? asyncOptions : filterOptions(options, query ?? '');
  const createItem: SelectOption | null = createOption
    ? { value: CREATE_VALUE, label: createOption.label((query ?? '').trim()) }
    : null;
  const items: readonly SelectOption[] = createItem ? [...matches, createItem] : matches;
  const selected = value
    ? (options.find((o) => o.value === value) ?? asyncOptions.find((o) => o.value === value) ?? known.get(value))
    : undefined;
  const displayLabel = selected?.label ?? (value ? (selectedLabel ?? '') : '');

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const element = document.getElementById(`${listboxId}-${activeIndex}`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, listboxId, loaded]);

  function requestOptions(text: string) {
    if (!loadOptions) return;
    clearTimeout(timer.current);
    const seq = ++requestSeq.current;
    setLoading(true);
    setLoadFailed(false);
    timer.current = setTimeout(() => {
      loadOptions(text).then(
        (result) => {
          if (seq !== requestSeq.current) return;
          setAsyncOptions(result);
          setLoading(false);
          setActiveIndex(
            firstEnabled(
              result,
              result.findIndex((o) => o.value === value),
            ),
          );
        },
        () => {
          if (seq !== requestSeq.current) return;
          setAsyncOptions([]);
          setLoading(false);
          setLoadFailed(true);
        },
      );
    }, debounceMs);
  }

  function firstEnabled(list: readonly SelectOption[], preferred = -1): number {
    if (preferred >= 0 && !list[preferred]?.disabled) return preferred;
    return list.findIndex((o) => !o.disabled);
  }

  function openList(initial: 'selected' | 'first' | 'last' = 'selected') {
    if (control.disabled) return;
    if (!open) {
      setOpen(true);
      if (isAsync) requestOptions(query ?? '');
    }
    const list = items;
    if (initial === 'last') {
      setActiveIndex(lastEnabled(list));
    } else {
      const selectedIndex = initial === 'selected' ? list.findIndex((o) => o.value === value) : -1;
      setActiveIndex(firstEnabled(list, selectedIndex));
    }
  }

  function lastEnabled(list: readonly SelectOption[]): number {
    for (let i = list.length - 1; i >= 0; i -= 1) if (!list[i]?.disabled) return i;
    return -1;
  }

  function close() {
    clearTimeout(timer.current);
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  }

  function startCreating() {
    if (!createOption) return;
    const typed = (query ?? '').trim();
    close();
    void createOption.onCreate(typed).then(
      (created) => {
        if (created) {
          setKnown((prev) => new Map(prev).set(created.value, created));
          if (created.value !== value) onChange(created.value, created);
        }
        inputRef.current?.focus();
      },
      () => inputRef.current?.focus(),
    );
  }

  function choose(option: SelectOption | undefined) {
    if (!option || option.disabled) return;
    if (option.value === CREATE_VALUE) {
      startCreating();
      return;
    }
    setKnown((prev) => new Map(prev).set(option.value, option));
    close();
    if (option.value !== value) onChange(option.value, option);
  }

  function move(delta: 1 | -1) {
    if (!items.length) return;
    let next = activeIndex;
    for (let step = 0; step < items.length; step += 1) {
      next = next + delta;
      if (next < 0) next = items.length - 1;
      if (next >= items.length) next = 0;
      if (!items[next]?.disabled) break;
    }
    setActiveIndex(next);
  }

  function handleInputChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    setQuery(text);
    if (!open) setOpen(true);
    if (isAsync) {
      requestOptions(text);
    } else {
      const next = filterOptions(options, text);
      setActiveIndex(firstEnabled(createOption ? [...next, { value: CREATE_VALUE, label: '' }] : next));
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open || event.altKey) openList('selected');
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('last');
        else move(-1);
        break;
      case 'Home':
        if (open && items.length) {
          event.preventDefault();
          setActiveIndex(firstEnabled(items));
        }
        break;
      case 'End':
        if (open && items.length) {
          event.preventDefault();
          setActiveIndex(lastEnabled(items));
        }
        break;
      case 'Enter':
        if (open) {
          event.preventDefault(); // never submits the form while choosing
          choose(items[activeIndex]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (query !== null) {
          setQuery(null);
        }
        break;
      case 'Tab':
        if (open) close();
        break;
      default:
        break;
    }
  }

  const labelledBy = ariaLabelledBy ?? (field && !ariaLabel ? field.labelId : undefined);

  const showList = open && !loading && items.length > 0;
  // The ARIA references point at the listbox only once it is in the document (its code loaded).
  const listShown = showList && loaded;
  const activeId = listShown && activeIndex >= 0 && items[activeIndex] ? `${listboxId}-${activeIndex}` : undefined;
  let status: string | null = null;
  if (loading) status = loadingMessage;
  else if (loadFailed) status = errorMessage;
  // With '+ New …' the list is never a dead end: no 'No results' above it.
  else if (!matches.length && !createItem) status = emptyMessage;

  return (
    <>
      <div ref={anchorRef} data-slot="searchable-select" className={cn('relative w-full', className)} onPointerEnter={loadList}>
        {selected?.icon ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center [&_svg]:size-4">
            {selected.icon}
          </span>
        ) : null}
        <input
          ref={(node) => {
            inputRef.current = node;
            if (typeof ref === 'function') return ref(node);
            if (ref) ref.current = node;
          }}
          type="text"
          role="combobox"
          id={inputId}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : labelledBy}
          aria-expanded={open}
          aria-controls={listShown ? listboxId : undefined}
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-activedescendant={activeId}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          aria-required={control['aria-required']}
          disabled={control.disabled}
          autoComplete="off"
          spellCheck={false}
          placeholder={displayLabel || placeholder}
          value={query ?? displayLabel}
          onChange={handleInputChange}
          onKeyDown={handleKeyDown}
          onFocus={loadList}
          onClick={() => (open ? close() : openList('selected'))}
          onBlur={() => {
            if (open) close();
            else setQuery(null);
            onBlur?.();
          }}
          className={cn(inputBaseClasses, 'h-11 py-2 pr-9 sm:h-10', selected?.icon ? 'pl-9' : undefined)}
        />
        <ChevronsUpDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      </div>
      {loaded ? (
        <List
          open={open}
          anchorRef={anchorRef}
          listboxId={listboxId}
          items={items}
          createItem={createItem}
          activeIndex={activeIndex}
          value={value}
          showList={showList}
          status={status}
          loading={loading}
          aria-label={ariaLabel}
          aria-labelledby={labelledBy}
          onClose={close}
          onChoose={choose}
          onActivate={setActiveIndex}
        />
      ) : null}
    </>
  );
}
