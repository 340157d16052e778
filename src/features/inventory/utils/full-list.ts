/**
 * The full inventory list's work in the browser (issue 12, item 2): every item arrives in one call
 * (`page_size=9999`), then search, filters and sort run here. `indexItems` does the per-item work
 * once, when first needed (lower-cased search text, money as integer minor units); `viewOf` then
 * only compares, so a search over 9,999 items stays well under 50 ms. The rules match the sandbox's list call: search
 * in name, barcode, description, unit, tags and categories; 'low stock' is a product at or below
 * its threshold; a tag matches whole, ignoring case.
 */
import type { BusinessSchemas } from '@/api/types';
import { toMinor } from '@/lib/money';
import type { FullListSort, FullListSortKey, InventorySearch } from '../search';

type InventoryItem = BusinessSchemas['InventoryItem'];

/**
 * An item with what searching and sorting it needs, each part worked out on first use and kept:
 * the first render of 9,999 items does none of it, `warmSearch` builds the search text while the
 * page is idle, and a sort computes its money once.
 */
export interface IndexedItem {
  item: InventoryItem;
  /** Searchable text, lower case, fields joined by a line break (no match spans two fields). */
  text: string | undefined;
  /** Tags in lower case. */
  tags: string[] | undefined;
  /** Selling price in minor units. */
  price: bigint | undefined;
  /** Stock worth (cost price x quantity) in minor units. */
  worth: bigint | undefined;
  low: boolean;
}

/** A product at or below its threshold (items without one, and services, never are). */
export function isLowStock(item: Pick<InventoryItem, 'type' | 'quantity' | 'low_stock_threshold'>): boolean {
  return item.type === 'product' && item.low_stock_threshold !== null && item.quantity <= item.low_stock_threshold;
}

/** Minor units of an amount; a malformed one counts as zero rather than breaking the whole list. */
function minorOf(amount: string): bigint {
  try {
    return toMinor(amount);
  } catch {
    return 0n;
  }
}

/** Stock worth of an item in minor units: cost price x quantity (services hold none). */
export function worthOf(item: Pick<InventoryItem, 'type' | 'cost_price' | 'quantity'>): bigint {
  if (item.type === 'service') return 0n;
  return minorOf(item.cost_price) * BigInt(Math.max(0, Math.trunc(item.quantity)));
}

export function indexItems(items: readonly InventoryItem[]): IndexedItem[] {
  const entries = new Array<IndexedItem>(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    entries[i] = { item, text: undefined, tags: undefined, price: undefined, worth: undefined, low: isLowStock(item) };
  }
  return entries;
}

const part = (value: string | null) => (value ? `\n${value}` : '');

/** The entry's search text (built once). */
export function searchTextOf(entry: IndexedItem): string {
  if (entry.text === undefined) {
    const { item } = entry;
    let text = item.name + part(item.barcode_number) + part(item.description) + part(item.unit);
    for (const tag of item.tags) text += `\n${tag}`;
    for (const category of item.categories) text += `\n${category}`;
    entry.text = text.toLowerCase();
  }
  return entry.text;
}

const tagsOf = (entry: IndexedItem) => (entry.tags ??= entry.item.tags.map((tag) => tag.toLowerCase()));
const priceOf = (entry: IndexedItem) => (entry.price ??= minorOf(entry.item.unit_price));
/** The entry's stock worth in minor units (computed once). */
export const worthOfEntry = (entry: IndexedItem) => (entry.worth ??= worthOf(entry.item));

/**
 * Builds the search text of `entries` from `start`, until `deadline()` says stop; returns where
 * it stopped (entries.length when done). For an idle callback: `warmSearch(rows, 0, () =>
 * idle.timeRemaining() < 2)`.
 */
export function warmSearch(entries: readonly IndexedItem[], start: number, deadline: () => boolean): number {
  let index = start;
  while (index < entries.length) {
    searchTextOf(entries[index]!);
    index++;
    if (index % 256 === 0 && deadline()) break;
  }
  return index;
}

/** What narrows the full list: the URL's search and filters. */
export type FullListQuery = Pick<InventorySearch, 'search' | 'type' | 'published' | 'low' | 'tag'>;

/** Whether `entry` passes the search and filters (`needle` lower case and trimmed, or empty). */
function passes(entry: IndexedItem, needle: string, query: FullListQuery, tag: string | undefined): boolean {
  const { item } = entry;
  if (query.type !== undefined && item.type !== query.type) return false;
  if (query.published !== undefined && item.is_published !== query.published) return false;
  if (query.low && !entry.low) return false;
  if (tag !== undefined && !tagsOf(entry).includes(tag)) return false;
  return needle === '' || searchTextOf(entry).includes(needle);
}

const nameOrder = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const compareBigint = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

const COMPARE: Record<FullListSortKey, (a: IndexedItem, b: IndexedItem) => number> = {
  name: (a, b) => nameOrder.compare(a.item.name, b.item.name),
  quantity: (a, b) => a.item.quantity - b.item.quantity,
  price: (a, b) => compareBigint(priceOf(a), priceOf(b)),
  worth: (a, b) => compareBigint(worthOfEntry(a), worthOfEntry(b)),
};

/** '-price' -> ['price', 'desc']. */
export function parseSort(sort: FullListSort | undefined): { key: FullListSortKey; direction: 'asc' | 'desc' } | null {
  if (!sort) return null;
  return sort.startsWith('-')
    ? { key: sort.slice(1) as FullListSortKey, direction: 'desc' }
    : { key: sort as FullListSortKey, direction: 'asc' };
}

/** A header click: ascending first, then descending, then back to the server's order (newest first). */
export function nextSort(current: FullListSort | undefined, key: FullListSortKey): FullListSort | undefined {
  const parsed = parseSort(current);
  if (!parsed || parsed.key !== key) return key;
  if (parsed.direction === 'asc') return `-${key}`;
  return undefined;
}

/** Only the search and filters (sorting is a separate step, so a new search keeps the sorted order cheap). */
export function filterItems(entries: readonly IndexedItem[], query: FullListQuery): IndexedItem[] {
  const needle = (query.search ?? '').trim().toLowerCase();
  const tag = query.tag?.trim().toLowerCase();
  if (needle === '' && query.type === undefined && query.published === undefined && !query.low && tag === undefined) {
    return entries.slice();
  }
  return entries.filter((entry) => passes(entry, needle, query, tag));
}

/**
 * Sorted copy; ties keep the server's order (newest first), so equal rows never jump around.
 * Without a sort the server's order is kept.
 */
export function sortItems(entries: readonly IndexedItem[], sort: FullListSort | undefined): IndexedItem[] {
  const parsed = parseSort(sort);
  if (!parsed) return entries.slice();
  const compare = COMPARE[parsed.key];
  const sign = parsed.direction === 'asc' ? 1 : -1;
  return entries.slice().sort((a, b) => sign * compare(a, b));
}

/** The rows on screen for the URL state: filtered, then sorted. */
export function viewOf(entries: readonly IndexedItem[], query: FullListQuery & { sort?: FullListSort }): IndexedItem[] {
  return sortItems(filterItems(entries, query), query.sort);
}
