import { Suspense, useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { File as FileIcon, FileText, Film, Folder, Image, Music, Star } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { lazyWithPreload } from '@/lib/lazy';
import { cn } from '@/lib/utils';
import { formatBytes, type Entry } from './entries';
import type { ClickModifiers } from './selection';

export type Layout = 'list' | 'grid';

/** Row and card heights (px); cards are at least this wide. */
export const ROW_HEIGHT = 72;
export const CARD_HEIGHT = 176;
const CARD_MIN_WIDTH = 168;

/**
 * From this many items on, the list is virtualised (TanStack Virtual, loaded on demand: most
 * folders are far smaller, and every row of a hundred costs less than the virtualizer's code on
 * the vault's first load).
 */
export const VIRTUAL_FROM = 101;

/** One row's (or card's) place in the list: its item, its top (px) and its column of cards. */
export interface Slot {
  index: number;
  start: number;
  lane: number;
}

const VirtualRows = lazyWithPreload(() => import('./virtual-rows').then((m) => m.VirtualRows));

/** Fetches the virtualised list's code ahead of need (a folder with more than a hundred items is on screen). */
export const preloadVirtualRows = () => void VirtualRows.preload().catch(() => undefined);

/** Cards across a list `width` px wide (at least two; 360 px when not known yet). */
const cardsIn = (width: number) => Math.max(2, Math.floor((width || 360) / CARD_MIN_WIDTH));

/** The list's height before it is laid out: its CSS height, min(65dvh, 40rem), from the window (no layout read). */
const expectedHeight = () => Math.round(Math.min(0.65 * (typeof window === 'undefined' ? 984 : window.innerHeight), 640));

/** Every item's slot, in order: rows of `lanes` items, `size` px apart. */
function slotsOf(count: number, lanes: number, size: number): Slot[] {
  const slots: Slot[] = new Array<Slot>(count);
  for (let index = 0; index < count; index++)
    slots[index] = { index, start: Math.floor(index / lanes) * size, lane: index % lanes };
  return slots;
}

/** The user timing measure the benchmark reads (`npm run bench:vault`): the list's first render, from its first render call to its rows on screen. */
export const FIRST_RENDER_MEASURE = 'vault-list:first-render';

/** Class names made once, not per row and render (cn() resolves Tailwind conflicts with regular expressions). */
const ICON_CLASS = {
  folder: { small: cn('shrink-0 size-5 text-primary'), large: cn('shrink-0 size-10 text-primary') },
  file: { small: cn('shrink-0 size-5 text-muted-foreground'), large: cn('shrink-0 size-10 text-muted-foreground') },
};
const NAME_CLASS = {
  // 44 px tall on phones (a touch target of its own); the row's height on wider screens.
  button: {
    list: cn(
      'min-h-11 max-w-full text-left font-medium text-foreground underline-offset-2 hover:underline sm:min-h-0',
      'truncate',
    ),
    grid: cn(
      'min-h-11 max-w-full text-left font-medium text-foreground underline-offset-2 hover:underline sm:min-h-0',
      'line-clamp-2 [overflow-wrap:anywhere]',
    ),
  },
  text: {
    list: cn('max-w-full font-medium', 'truncate'),
    grid: cn('max-w-full font-medium', 'line-clamp-2 [overflow-wrap:anywhere]'),
  },
};
const ROW_CLASS = {
  list: cn('absolute top-0 left-0 cursor-default select-none', 'pb-1'),
  grid: cn('absolute top-0 left-0 cursor-default select-none', 'p-1'),
};
/** A row's cell by layout, then selected, then active. */
const cellClass = (layout: Layout, selected: boolean, active: boolean) =>
  cn(
    'relative flex h-full min-w-0 rounded-lg border bg-card transition-colors hover:bg-muted/50',
    layout === 'grid' ? 'flex-col gap-1 p-2' : 'items-center gap-2 pr-3',
    selected && 'border-primary bg-accent/60',
    active &&
      'group-focus-visible/grid:outline-2 group-focus-visible/grid:-outline-offset-2 group-focus-visible/grid:outline-ring',
  );
const cellClasses = (layout: Layout) => ({
  plain: { idle: cellClass(layout, false, false), active: cellClass(layout, false, true) },
  selected: { idle: cellClass(layout, true, false), active: cellClass(layout, true, true) },
});
const CELL_CLASS = { list: cellClasses('list'), grid: cellClasses('grid') };

function EntryIcon({ entry, large }: { entry: Entry; large?: boolean }) {
  const className = ICON_CLASS[entry.type][large ? 'large' : 'small'];
  if (entry.type === 'folder') return <Folder aria-hidden="true" className={className} />;
  const type = entry.file.mimetype;
  if (type.startsWith('image/')) return <Image aria-hidden="true" className={className} />;
  if (type.startsWith('video/')) return <Film aria-hidden="true" className={className} />;
  if (type.startsWith('audio/')) return <Music aria-hidden="true" className={className} />;
  if (type === 'application/pdf' || type.startsWith('text/')) return <FileText aria-hidden="true" className={className} />;
  return <FileIcon aria-hidden="true" className={className} />;
}

const metaOf = (entry: Entry, dateLabel: string) =>
  entry.type === 'folder'
    ? `${entry.folder.folders_count + entry.folder.files_count} items · ${formatBytes(entry.folder.size)} · ${dateLabel} ${formatDate(entry.date)}`
    : `${entry.file.file_size} ${entry.file.file_size_unit} · ${dateLabel} ${formatDate(entry.date)}`;

export interface ItemListProps {
  entries: readonly Entry[];
  layout: Layout;
  /** The list's accessible name (the folder or view). */
  label: string;
  selected: ReadonlySet<string>;
  /** 'Deleted' in the bin, else 'Updated'. */
  dateLabel: string;
  onSelect: (key: string, modifiers: ClickModifiers) => void;
  onSelectAll: () => void;
  onOpen: (entry: Entry) => void;
  /** The pointer rests on an item's name (it is about to be opened: a folder's contents may load ahead). */
  onIntent?: (entry: Entry) => void;
  /** Whether an entry opens (a binned folder does not). */
  canOpen: (entry: Entry) => boolean;
  /** Delete pressed with the list focused, on the active entry. */
  onDeleteKey: (active: Entry) => void;
}

/**
 * The folder's rows (list) or cards (grid): every one of them up to a hundred, virtualised beyond
 * (about 30 in the DOM whatever the count; the virtualizer's code loads with the first such
 * folder, and until it is in, the rows of the first screen show in their places).
 * One tab stop (a grid with aria-activedescendant): arrows move the active item (in the grid also
 * left and right, up and down by a row of cards), Home and End, Space selects it (Shift and Ctrl
 * as with a click), Ctrl/Cmd+A selects all, Enter opens, Delete asks to move the selection to the
 * bin. A click selects (Shift: a range, Ctrl/Cmd: one more); the name opens; the tick box adds or
 * removes one (a phone's way to select several).
 */
export function ItemList({
  entries,
  layout,
  label,
  selected,
  dateLabel,
  onSelect,
  onSelectAll,
  onOpen,
  onIntent,
  canOpen,
  onDeleteKey,
}: ItemListProps) {
  const id = useId();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // Cards that fit across (kept as a count, so a resize that changes no lane re-renders nothing).
  const [cardsAcross, setCardsAcross] = useState(() => cardsIn(0));
  const [active, setActive] = useState(0);
  const [initialHeight] = useState(expectedHeight);
  const lanes = layout === 'grid' ? cardsAcross : 1;
  const size = layout === 'grid' ? CARD_HEIGHT : ROW_HEIGHT;
  const windowed = entries.length >= VIRTUAL_FROM;

  // The list element (a new one when the virtualised rows replace their placeholder): its width sets the cards across.
  // (Focus moves with it: the keys keep working.)
  const refocus = useRef(false);
  const listRef = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    if (!element) return;
    if (refocus.current) {
      refocus.current = false;
      element.focus({ preventScroll: true });
    }
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => setCardsAcross(cardsIn(entry?.contentRect.width ?? 0)));
    observer?.observe(element);
    return () => {
      refocus.current = document.activeElement === element;
      scrollRef.current = null;
      observer?.disconnect();
    };
  }, []);

  // The rows are on screen: how long the list took (the benchmark), once per mount.
  const [renderStart] = useState(() => performance.now());
  useLayoutEffect(() => {
    if (typeof performance.measure === 'function') performance.measure(FIRST_RENDER_MEASURE, { start: renderStart });
  }, [renderStart]);

  const clamp = (index: number) => Math.max(0, Math.min(index, entries.length - 1));
  const current = clamp(active);
  const rowId = (index: number) => `${id}-item-${index}`;

  /** Scrolls the list just enough to show item `index` (the virtualizer hears the scroll). */
  function reveal(index: number) {
    const element = scrollRef.current;
    if (!element) return;
    const top = Math.floor(index / lanes) * size;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + size > element.scrollTop + element.clientHeight) element.scrollTop = top + size - element.clientHeight;
  }

  function move(next: number) {
    const index = clamp(next);
    setActive(index);
    reveal(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || entries.length === 0) return;
    const entry = entries[current];
    const toggle = event.ctrlKey || event.metaKey;
    const actions: Record<string, () => void> = {
      ArrowDown: () => move(current + lanes),
      ArrowUp: () => move(current - lanes),
      ArrowRight: () => lanes > 1 && move(current + 1),
      ArrowLeft: () => lanes > 1 && move(current - 1),
      Home: () => move(0),
      End: () => move(entries.length - 1),
      Enter: () => entry && canOpen(entry) && onOpen(entry),
      ' ': () => entry && onSelect(entry.key, { shift: event.shiftKey, toggle: toggle || !event.shiftKey }),
      Delete: () => entry && onDeleteKey(entry),
      a: () => toggle && onSelectAll(),
    };
    const action = actions[event.key];
    if (!action || (event.key === 'a' && !toggle)) return;
    event.preventDefault();
    action();
  }

  function onRowClick(event: MouseEvent, entry: Entry, index: number) {
    // The tick box and the name have their own meaning.
    if ((event.target as HTMLElement).closest('label, button')) return;
    setActive(index);
    onSelect(entry.key, { shift: event.shiftKey, toggle: event.ctrlKey || event.metaKey });
  }

  const laneWidth = 100 / lanes;

  function row({ index, start, lane }: Slot) {
    const entry = entries[index];
    if (!entry) return null;
    const isSelected = selected.has(entry.key);
    const isActive = index === current;
    const opens = canOpen(entry);
    const meta = metaOf(entry, dateLabel);
    const name = opens ? (
      <button
        type="button"
        tabIndex={-1}
        onClick={(event) => {
          event.stopPropagation();
          setActive(index);
          onOpen(entry);
        }}
        onPointerEnter={onIntent ? () => onIntent(entry) : undefined}
        title={entry.name}
        className={NAME_CLASS.button[layout]}
      >
        {entry.name}
      </button>
    ) : (
      <span title={entry.name} className={NAME_CLASS.text[layout]}>
        {entry.name}
      </span>
    );
    const tick = (
      <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-muted">
        <input
          type="checkbox"
          tabIndex={-1}
          checked={isSelected}
          onChange={() => {
            setActive(index);
            onSelect(entry.key, { toggle: true });
          }}
          className="size-4 cursor-pointer accent-primary"
        />
        <span className="sr-only">Select {entry.name}</span>
      </label>
    );
    const star = entry.starred ? <Star aria-label="Favourite" className="size-4 shrink-0 fill-amber-400 text-amber-500" /> : null;
    return (
      // The keyboard works on the grid (one tab stop, aria-activedescendant), not on each row.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
      <div
        key={entry.key}
        id={rowId(index)}
        role="row"
        aria-rowindex={index + 1}
        aria-selected={isSelected}
        data-active={isActive || undefined}
        onClick={(event) => onRowClick(event, entry, index)}
        onDoubleClick={() => opens && onOpen(entry)}
        style={{ height: size, width: `${laneWidth}%`, transform: `translate(${lane * 100}%, ${start}px)` }}
        className={ROW_CLASS[layout]}
      >
        <div role="gridcell" className={CELL_CLASS[layout][isSelected ? 'selected' : 'plain'][isActive ? 'active' : 'idle']}>
          {layout === 'grid' ? (
            <>
              <div className="flex items-start justify-between">
                {tick}
                {star}
              </div>
              <div className="flex flex-1 flex-col items-start gap-1 px-1">
                <EntryIcon entry={entry} large />
                {name}
                <span className="truncate text-xs text-muted-foreground">{meta}</span>
              </div>
            </>
          ) : (
            <>
              {tick}
              <EntryIcon entry={entry} />
              <div className="flex min-w-0 flex-1 flex-col">
                {name}
                <span className="truncate text-xs text-muted-foreground">{meta}</span>
              </div>
              {star}
            </>
          )}
        </div>
      </div>
    );
  }

  /** The list with the rows of `slots` (a virtualised list's are those in view), `totalSize` px high in all. */
  const list = (slots: readonly Slot[], totalSize: number) => (
    <div
      ref={listRef}
      role="grid"
      aria-label={label}
      aria-multiselectable="true"
      aria-rowcount={entries.length}
      aria-activedescendant={slots.some((slot) => slot.index === current) ? rowId(current) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-slot="vault-list"
      data-layout={layout}
      data-windowed={windowed || undefined}
      className="group/grid relative h-[min(65dvh,40rem)] w-full overflow-auto overscroll-contain rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div role="rowgroup" className="relative w-full" style={{ height: totalSize }}>
        {slots.map(row)}
      </div>
    </div>
  );

  const totalSize = Math.ceil(entries.length / lanes) * size;
  if (!windowed) return list(slotsOf(entries.length, lanes, size), totalSize);
  // Until the virtualizer's code is in: the first screen of rows, where the virtualizer puts them.
  const firstScreen = slotsOf(Math.min(entries.length, (Math.ceil(initialHeight / size) + 1) * lanes), lanes, size);
  return (
    <Suspense fallback={list(firstScreen, totalSize)}>
      <VirtualRows
        count={entries.length}
        lanes={lanes}
        size={size}
        scrollRef={scrollRef}
        initialHeight={initialHeight}
        render={list}
      />
    </Suspense>
  );
}
