/**
 * The command palette (Ctrl/Cmd+K; issue 21, item 2): a search box over the pages, quick actions,
 * recent records, businesses and locations the person may use (`paletteEntries`). The combobox
 * pattern: the text box owns the focus and points at the highlighted option
 * (aria-activedescendant); Up/Down/Home/End move, Enter opens, Esc closes; the dialog keeps the
 * focus inside while open and gives it back when closed.
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { Modal, ModalContent, ModalDescription, ModalTitle } from '@/components/ui/modal';
import { cn } from '@/lib/utils';
import { filterEntries, type PaletteEntry } from './palette-entries';

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: PaletteEntry[];
  /** Opens an entry (the host navigates, then presses the entry's button if it has one). */
  onChoose: (entry: PaletteEntry) => void;
}

export function CommandPalette({ open, onOpenChange, entries, onChoose }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const id = useId();
  const listId = `${id}-list`;
  const shown = useMemo(() => filterEntries(entries, query), [entries, query]);
  const current = shown[Math.min(active, shown.length - 1)];
  const optionId = (entry: PaletteEntry) => `${id}-${entry.id}`;

  const choose = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    onOpenChange(false);
    onChoose(entry);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves && shown.length > 0) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(current);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setQuery('');
          setActive(0);
        }
        onOpenChange(next);
      }}
    >
      <ModalContent size="md" showClose={false} className="top-4 max-h-[calc(100dvh-2rem)] translate-y-0 gap-2 p-0 sm:top-[12vh]">
        <ModalTitle className="sr-only">Command palette</ModalTitle>
        <ModalDescription className="sr-only">
          Type to find a page, an action, a record, a business or a location. Up and down arrows choose, Enter opens, Escape
          closes.
        </ModalDescription>
        <div className="flex items-center gap-2 border-b px-4">
          <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <input
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={current ? optionId(current) : undefined}
            aria-label="Go to or do"
            placeholder="Go to a page, an action, a record…"
            autoComplete="off"
            spellCheck={false}
            className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <div id={listId} role="listbox" aria-label="Results" className="max-h-[60dvh] overflow-y-auto px-2 pb-2">
          {shown.map((entry, index) => {
            const selected = entry === current;
            return (
              // The keyboard works through the combobox's text box (aria-activedescendant); a
              // pointer picks an option directly.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={entry.id}
                id={optionId(entry)}
                role="option"
                aria-selected={selected}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm sm:min-h-10',
                  selected ? 'bg-accent text-accent-foreground' : 'text-foreground',
                )}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(entry)}
              >
                <span className="min-w-0 [overflow-wrap:anywhere]">{entry.label}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{entry.hint ?? entry.group}</span>
              </div>
            );
          })}
        </div>
        {shown.length === 0 ? (
          <p role="status" className="px-4 pb-4 text-sm text-muted-foreground">
            Nothing matches “{query}”.
          </p>
        ) : null}
      </ModalContent>
    </Modal>
  );
}
