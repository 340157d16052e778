import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { elementScroll, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { File as FileIcon, FileText, Film, Folder, Image, Music, Star } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { formatBytes, type Entry } from './entries';
import type { ClickModifiers } from './selection';

export type Layout = 'list' | 'grid';

/** Row and card heights (px); cards are at least this wide. */
export const ROW_HEIGHT = 72;
export const CARD_HEIGHT = 176;
const CARD_MIN_WIDTH = 168;
const OVERSCAN = 4;

/** Cards across a list `width` px wide (at least two; 360 px when not known yet). */
const cardsIn = (width: number) => Math.max(2, Math.floor((width || 360) / CARD_MIN_WIDTH));

/** The list's height before it is laid out: its CSS height, min(65dvh, 40rem), from the window (no layout read). */
const expectedHeight = () => Math.round(Math.min(0.65 * (typeof window === 'undefined' ? 984 : window.innerHeight), 640));

/**
 * The list's size from a ResizeObserver only. The virtualizer's own observer also reads the
 * element's size at mount, in a layout effect, which forces the browser to lay out the whole new
 * page inside the script (the largest single cost of opening a 2,000-file folder with the CPU
 * slowed, npm run bench:vault). The observer's first report comes after the browser's own layout,
 * before the first paint; until then the list uses `initialRect`.
 */
function observeListRect(instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element) return;
  const report = () => onRect({ width: element.clientWidth, height: element.clientHeight });
  if (typeof ResizeObserver === 'undefined') {
    report();
    return;
  }
  const observer = new ResizeObserver(report);
  observer.observe(element);
  return () => observer.disconnect();
}

/** Lists whose first scroll write the virtualizer has made (see scrollList). */
const mounted = new WeakSet<Element>();

/**
 * The virtualizer's scroll writes, without its first one: at mount it writes its offset (0) to
 * the list, and a write makes the browser lay out the whole new page inside the script. A list
 * just created is already at 0; every later write (keys, a folder's End) goes through.
 */
const scrollList: typeof elementScroll = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !mounted.has(element)) {
    mounted.add(element);
    if (offset === 0 && !options.adjustments) return;
  }
  elementScroll(offset, options, instance);
};

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
  /** Whether an entry opens (a binned folder does not). */
  canOpen: (entry: Entry) => boolean;
  /** Delete pressed with the list focused, on the active entry. */
  onDeleteKey: (active: Entry) => void;
}

/**
 * The folder's rows (list) or cards (grid), virtualised: about 30 in the DOM whatever the count.
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
  canOpen,
  onDeleteKey,
}: ItemListProps) {
  const id = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Cards that fit across (kept as a count, so a resize that changes no lane re-renders nothing).
  const [cardsAcross, setCardsAcross] = useState(() => cardsIn(0));
  const [active, setActive] = useState(0);
  const [initialHeight] = useState(expectedHeight);
  const lanes = layout === 'grid' ? cardsAcross : 1;
  const size = layout === 'grid' ? CARD_HEIGHT : ROW_HEIGHT;

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setCardsAcross(cardsIn(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions change every render by design
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => size,
    overscan: OVERSCAN,
    lanes,
    initialRect: { width: 0, height: initialHeight },
    observeElementRect: observeListRect,
    scrollToFn: scrollList,
  });

  // Measured again when the lanes or the item size change, not on mount (the first measurement is
  // already made with them: a second pass over every item is what a 2,000-file folder felt).
  const measured = useRef({ lanes, size });
  useEffect(() => {
    if (measured.current.lanes === lanes && measured.current.size === size) return;
    measured.current = { lanes, size };
    virtualizer.measure();
  }, [virtualizer, lanes, size]);

  // The rows are on screen: how long the list took (the benchmark), once per mount.
  const [renderStart] = useState(() => performance.now());
  useLayoutEffect(() => {
    if (typeof performance.measure === 'function') performance.measure(FIRST_RENDER_MEASURE, { start: renderStart });
  }, [renderStart]);

  const clamp = (index: number) => Math.max(0, Math.min(index, entries.length - 1));
  const current = clamp(active);
  const items = virtualizer.getVirtualItems();
  const rowId = (index: number) => `${id}-item-${index}`;
  const activeRendered = items.some((item) => item.index === current);

  function move(next: number) {
    const index = clamp(next);
    setActive(index);
    virtualizer.scrollToIndex(index, { align: 'auto' });
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

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={label}
      aria-multiselectable="true"
      aria-rowcount={entries.length}
      aria-activedescendant={activeRendered ? rowId(current) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-slot="vault-list"
      data-layout={layout}
      className="group/grid relative h-[min(65dvh,40rem)] w-full overflow-auto overscroll-contain rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div role="rowgroup" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((virtual) => {
          const entry = entries[virtual.index];
          if (!entry) return null;
          const isSelected = selected.has(entry.key);
          const isActive = virtual.index === current;
          const opens = canOpen(entry);
          const meta = metaOf(entry, dateLabel);
          const name = opens ? (
            <button
              type="button"
              tabIndex={-1}
              onClick={(event) => {
                event.stopPropagation();
                setActive(virtual.index);
                onOpen(entry);
              }}
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
                  setActive(virtual.index);
                  onSelect(entry.key, { toggle: true });
                }}
                className="size-4 cursor-pointer accent-primary"
              />
              <span className="sr-only">Select {entry.name}</span>
            </label>
          );
          const star = entry.starred ? (
            <Star aria-label="Favourite" className="size-4 shrink-0 fill-amber-400 text-amber-500" />
          ) : null;
          return (
            // The keyboard works on the grid (one tab stop, aria-activedescendant), not on each row.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              key={entry.key}
              id={rowId(virtual.index)}
              role="row"
              aria-rowindex={virtual.index + 1}
              aria-selected={isSelected}
              data-active={isActive || undefined}
              onClick={(event) => onRowClick(event, entry, virtual.index)}
              onDoubleClick={() => opens && onOpen(entry)}
              style={{
                height: virtual.size,
                width: `${laneWidth}%`,
                transform: `translate(${virtual.lane * 100}%, ${virtual.start}px)`,
              }}
              className={ROW_CLASS[layout]}
            >
              <div
                role="gridcell"
                className={CELL_CLASS[layout][isSelected ? 'selected' : 'plain'][isActive ? 'active' : 'idle']}
              >
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
        })}
      </div>
    </div>
  );
}
