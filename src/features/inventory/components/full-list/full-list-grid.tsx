import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { BusinessSchemas } from '@/api/types';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMoney, fromMinor } from '@/lib/money';
import { lazyWithPreload } from '@/lib/lazy';
import { humanise } from '@/lib/text';
import { cn } from '@/lib/utils';
import type { FullListSort, FullListSortKey } from '../../search';
import { nextSort, parseSort, worthOfEntry, type IndexedItem } from '../../utils/full-list';
import { quantityLabel } from '../../utils/item-display';
import { recallPosition, rememberPosition } from './scroll-memory';
import { PUBLICATION_STATUS, STOCK_STATUS, stockStatus } from '@/lib/statuses/inventory';

type InventoryItem = BusinessSchemas['InventoryItem'];

/** Fixed heights (px): a table row on wide screens, a card and its gap on phones. */
export const ROW_HEIGHT = 56;
export const CARD_HEIGHT = 104;
const HEADER_HEIGHT = 40;

/**
 * From this many rows on, the list is virtualised (TanStack Virtual, loaded on demand: a hundred
 * rows cost less to draw than the virtualizer's code on the page's first load).
 */
export const FULL_LIST_VIRTUAL_FROM = 101;
/** Rows drawn below the first screen while the virtualizer's code loads. */
const OVERSCAN_FALLBACK = 5;

/** A row's place: its index and its top in the scrolled list (px, the header included). */
export interface ListSlot {
  index: number;
  start: number;
}

const FullListVirtual = lazyWithPreload(() => import('./full-list-virtual').then((m) => m.FullListVirtual));

/** Fetches the virtualised list's code ahead of need (a list of more than a hundred rows is coming). */
export const preloadFullListVirtual = () => FullListVirtual.preload().catch(() => undefined);

/** Every row's slot: `size` px apart below the header. */
function slotsOf(count: number, size: number, header: number): ListSlot[] {
  const slots = new Array<ListSlot>(count);
  for (let index = 0; index < count; index++) slots[index] = { index, start: header + index * size };
  return slots;
}

/** Scrolls the list to `top` (px) the way a user's scroll does (a virtualised list hears it). */
function scrollListTo(element: HTMLElement, top: number) {
  if (typeof element.scrollTo === 'function') element.scrollTo({ top });
  else element.scrollTop = top;
}

/** User timing marks the benchmark reads (`npm run bench:inventory`). */
export const MARKS = {
  /** The whole list arrived and is being indexed. */
  index: 'inventory-full-list:index',
  /** Search, filters and sort start. */
  filter: 'inventory-full-list:filter-start',
  /** Measures: the filter alone, and index (or filter) to the rows on screen. */
  filtered: 'inventory-full-list:filter',
  firstRender: 'inventory-full-list:first-render',
  searchRender: 'inventory-full-list:search-render',
} as const;

/** A measure between a mark and now, when the mark exists (it may have been cleared). */
export function measureSince(name: string, mark: string): void {
  if (typeof performance.measure !== 'function' || performance.getEntriesByName(mark, 'mark').length === 0) return;
  performance.measure(name, mark);
}

const worthText = (entry: IndexedItem) =>
  entry.item.type === 'service' ? '—' : formatMoney(fromMinor(worthOfEntry(entry)), entry.item.currency);

function Thumbnail({ item }: { item: InventoryItem }) {
  return item.image ? (
    <img
      src={item.image}
      alt=""
      loading="lazy"
      width={40}
      height={40}
      className="size-10 shrink-0 rounded-md border object-cover"
    />
  ) : (
    <span aria-hidden="true" className="size-10 shrink-0 rounded-md border bg-muted" />
  );
}

function Stock({ item }: { item: InventoryItem }) {
  return item.type === 'service' ? (
    <span className="text-muted-foreground">—</span>
  ) : (
    <StatusBadge vocabulary={STOCK_STATUS} status={stockStatus(item.quantity, item.low_stock_threshold ?? 0)} />
  );
}

interface Column {
  id: string;
  header: string;
  sort?: FullListSortKey;
  align?: 'right';
  /** Shown from `lg` only (between phone and wide, the money keeps its room). */
  roomy?: boolean;
}

const COLUMNS: readonly Column[] = [
  { id: 'name', header: 'Item', sort: 'name' },
  { id: 'type', header: 'Type', roomy: true },
  { id: 'quantity', header: 'Quantity', sort: 'quantity' },
  { id: 'price', header: 'Selling price', sort: 'price', align: 'right' },
  { id: 'worth', header: 'Stock worth', sort: 'worth', align: 'right' },
  { id: 'status', header: 'Stock' },
  { id: 'published', header: 'Marketplace', roomy: true },
];

const GRID_COLUMNS =
  'grid grid-cols-[minmax(9rem,1fr)_6rem_8.5rem_8.5rem_7rem] lg:grid-cols-[minmax(12rem,1fr)_5.5rem_6.5rem_8.5rem_8.5rem_7rem_7.5rem]';

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <ArrowUp aria-hidden="true" className="size-3.5" />;
  if (direction === 'desc') return <ArrowDown aria-hidden="true" className="size-3.5" />;
  return <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />;
}

export interface FullListGridProps {
  rows: readonly IndexedItem[];
  /** Table rows (640 px and up) or cards (phones). */
  wide: boolean;
  /** The grid's accessible name ('Inventory items'). */
  label: string;
  sort: FullListSort | undefined;
  onSortChange: (sort: FullListSort | undefined) => void;
  /** Where this view's scroll position is remembered (business, tab, filters, sort, layout). */
  positionKey: string;
  /** The item's page's address (the row's link). */
  hrefOf: (item: InventoryItem) => string;
  /** Opens the item's page (a click on the row, Enter). */
  onOpen: (item: InventoryItem) => void;
}

/**
 * Every row of the full list, virtualised (TanStack Virtual: about 30 rows in the DOM whatever the
 * count). A grid with one tab stop: Up, Down, Home, End, Page Up and Page Down move the active row
 * (aria-activedescendant), Enter opens it; a click on a row opens it too. Sortable headers
 * (aria-sort) on wide screens; on phones the rows are cards. The scroll position and active row
 * are remembered under `positionKey` and restored when the list comes back.
 */
export function FullListGrid({ rows, wide, label, sort, onSortChange, positionKey, hrefOf, onOpen }: FullListGridProps) {
  const id = useId();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // The list element (a new one when the virtualised rows replace their placeholder).
  // When the virtualised rows replace their placeholder, focus moves with the list (End, arrows keep working).
  const refocus = useRef(false);
  const listRef = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    if (!element) return;
    if (refocus.current) {
      refocus.current = false;
      element.focus({ preventScroll: true });
    }
    return () => {
      refocus.current = document.activeElement === element;
      scrollRef.current = null;
    };
  }, []);
  const [saved] = useState(() => recallPosition(positionKey));
  const clamp = (index: number) => Math.max(0, Math.min(index, rows.length - 1));
  const [active, setActive] = useState(() => clamp(saved?.active ?? 0));
  const size = wide ? ROW_HEIGHT : CARD_HEIGHT;
  const header = wide ? HEADER_HEIGHT : 0;
  const windowed = rows.length >= FULL_LIST_VIRTUAL_FROM;
  useEffect(() => {
    if (windowed) void preloadFullListVirtual();
  }, [windowed]);

  // A short list restores its place itself (a virtualised one through its initial offset).
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const element = scrollRef.current;
    if (element && !windowed && saved?.offset) element.scrollTop = saved.offset;
  }, [saved, windowed]);

  // Another search, filter, sort or layout: back to where that view was left, else to the top.
  const [shownKey, setShownKey] = useState(positionKey);
  if (shownKey !== positionKey) {
    setShownKey(positionKey);
    setActive(clamp(recallPosition(positionKey)?.active ?? 0));
  }
  const scrolledKey = useRef(positionKey);
  useLayoutEffect(() => {
    if (scrolledKey.current === positionKey) return;
    scrolledKey.current = positionKey;
    if (scrollRef.current) scrollListTo(scrollRef.current, recallPosition(positionKey)?.offset ?? 0);
  }, [positionKey]);

  const rowId = (index: number) => `${id}-row-${index}`;
  const parsedSort = parseSort(sort);

  // The rows are on screen: how long from the list's data (first time) or the search to here.
  useLayoutEffect(() => {
    measureSince(MARKS.firstRender, MARKS.index);
    measureSince(MARKS.searchRender, MARKS.filter);
    performance.clearMarks?.(MARKS.index);
    performance.clearMarks?.(MARKS.filter);
  }, [rows]);

  useEffect(() => {
    rememberPosition(positionKey, { offset: scrollRef.current?.scrollTop ?? 0, active });
  }, [positionKey, active]);

  function move(next: number) {
    const index = clamp(next);
    setActive(index);
    // Just enough scrolling to show the row below the sticky header (as the virtualizer's align 'auto').
    const element = scrollRef.current;
    if (!element) return;
    const top = index * size;
    if (top < element.scrollTop) scrollListTo(element, top);
    else if (top + header + size > element.scrollTop + element.clientHeight)
      scrollListTo(element, top + header + size - element.clientHeight);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || rows.length === 0) return;
    const visible = Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 640) - header) / size) - 1);
    const actions: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      PageDown: () => move(active + visible),
      PageUp: () => move(active - visible),
      Enter: () => {
        const entry = rows[active];
        if (entry) onOpen(entry.item);
      },
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  const rowIndexOffset = wide ? 2 : 1;

  const list = (slots: readonly ListSlot[], totalSize: number) => (
    <div
      ref={listRef}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + (wide ? 1 : 0)}
      aria-colcount={wide ? undefined : 1}
      aria-activedescendant={slots.some((slot) => slot.index === active) ? rowId(active) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onScroll={(event) => rememberPosition(positionKey, { offset: event.currentTarget.scrollTop, active })}
      data-slot="full-list"
      data-windowed={windowed || undefined}
      className={cn(
        'group/grid relative h-[min(70dvh,40rem)] w-full overflow-auto overscroll-contain focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        wide && 'rounded-lg border bg-card text-sm',
      )}
    >
      {wide ? (
        <div role="rowgroup" className="sticky top-0 z-10 border-b bg-muted">
          <div role="row" aria-rowindex={1} className={cn(GRID_COLUMNS, 'h-10 items-center')}>
            {COLUMNS.map((column) => {
              const direction = column.sort && parsedSort?.key === column.sort ? parsedSort.direction : null;
              return (
                <div
                  key={column.id}
                  role="columnheader"
                  aria-sort={
                    column.sort ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined
                  }
                  className={cn(
                    'px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
                    column.align === 'right' && 'text-right',
                    column.roomy && 'hidden lg:block',
                  )}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      onClick={() => onSortChange(nextSort(sort, column.sort!))}
                      className="-mx-1 inline-flex min-h-8 items-center gap-1 rounded px-1 uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </div>
              );
            })}
          </div>
        </div>
      ) : null}
      <div role="rowgroup" className="relative w-full" style={{ height: totalSize }}>
        {slots.map((virtual) => {
          const entry = rows[virtual.index];
          if (!entry) return null;
          const { item } = entry;
          const isActive = virtual.index === active;
          const link = (
            // A plain link (the row's address, built from the current one): a router Link per row
            // costs more than the rest of the row on a slow phone. A plain click opens the item in
            // the app; with a modifier key the browser does as usual (new tab).
            <a
              href={hrefOf(item)}
              tabIndex={-1}
              onClick={(event) => {
                rememberPosition(positionKey, {
                  offset: event.currentTarget.closest('[data-slot="full-list"]')?.scrollTop ?? 0,
                  active: virtual.index,
                });
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onOpen(item);
              }}
              title={item.name}
              className={cn(
                'font-medium text-foreground underline-offset-2 after:absolute after:inset-0 after:content-[""] hover:underline',
                wide ? 'truncate' : 'line-clamp-2 [overflow-wrap:anywhere]',
              )}
            >
              {item.name}
            </a>
          );
          const style = { height: size, transform: `translateY(${virtual.start - header}px)` };
          return wide ? (
            <div
              key={item.id}
              id={rowId(virtual.index)}
              role="row"
              aria-rowindex={virtual.index + rowIndexOffset}
              data-active={isActive || undefined}
              style={style}
              className={cn(
                GRID_COLUMNS,
                'absolute top-0 left-0 w-full items-center border-b transition-colors hover:bg-muted/50',
                'data-active:bg-accent/60 group-focus-visible/grid:data-active:outline-2 group-focus-visible/grid:data-active:-outline-offset-2 group-focus-visible/grid:data-active:outline-ring',
              )}
            >
              <div role="gridcell" className="flex min-w-0 items-center gap-3 px-3">
                <Thumbnail item={item} />
                {link}
              </div>
              <div role="gridcell" className="hidden truncate px-3 lg:block">
                {humanise(item.type)}
              </div>
              <div role="gridcell" className="truncate px-3 tabular-nums" title={quantityLabel(item)}>
                {quantityLabel(item)}
              </div>
              <div role="gridcell" className="px-3 text-right whitespace-nowrap tabular-nums">
                {formatMoney(item.unit_price, item.currency)}
              </div>
              <div role="gridcell" className="px-3 text-right whitespace-nowrap tabular-nums">
                {worthText(entry)}
              </div>
              <div role="gridcell" className="px-3">
                <Stock item={item} />
              </div>
              <div role="gridcell" className="hidden px-3 lg:block">
                <StatusBadge vocabulary={PUBLICATION_STATUS} status={item.is_published ? 'published' : 'unpublished'} />
              </div>
            </div>
          ) : (
            <div
              key={item.id}
              id={rowId(virtual.index)}
              role="row"
              aria-rowindex={virtual.index + rowIndexOffset}
              data-active={isActive || undefined}
              style={style}
              className="absolute top-0 left-0 w-full pb-2"
            >
              <div
                role="gridcell"
                data-slot="full-list-card"
                className={cn(
                  'relative flex h-full items-start gap-3 overflow-hidden rounded-lg border bg-card p-3 transition-colors hover:bg-muted/50',
                  isActive &&
                    'bg-accent/60 group-focus-visible/grid:outline-2 group-focus-visible/grid:-outline-offset-2 group-focus-visible/grid:outline-ring',
                )}
              >
                <Thumbnail item={item} />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex items-start justify-between gap-3">
                    <p className="min-w-0">{link}</p>
                    <span data-money="" className="shrink-0 text-right font-medium whitespace-nowrap tabular-nums">
                      <span className="sr-only">Selling price: </span>
                      {formatMoney(item.unit_price, item.currency)}
                    </span>
                  </div>
                  <div className="flex min-w-0 items-center justify-between gap-2 text-sm text-muted-foreground">
                    <span className="min-w-0 truncate tabular-nums">{quantityLabel(item)}</span>
                    <Stock item={item} />
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );

  if (!windowed) return list(slotsOf(rows.length, size, header), rows.length * size);
  // Until the virtualizer's code is in: the first screen of rows, where the virtualizer puts them.
  const firstScreen = slotsOf(Math.min(rows.length, Math.ceil(640 / size) + OVERSCAN_FALLBACK), size, header);
  return (
    <Suspense fallback={list(firstScreen, rows.length * size)}>
      <FullListVirtual
        count={rows.length}
        size={size}
        header={header}
        scrollRef={scrollRef}
        // Where the placeholder list was moved to (End, a scroll) while the code loaded, else where
        // the list was left. Read once, at the virtualizer's first render, while the placeholder
        // is still the scroll element.
        initialOffset={() => scrollRef.current?.scrollTop || (saved?.offset ?? 0)}
        render={list}
      />
    </Suspense>
  );
}
