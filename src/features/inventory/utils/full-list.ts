/**
 * The full inventory list's work in the browser (issue 12, item 2): every item arrives in one call
 * (`page_size=9999`), then search, filters and sort run here. `indexItems` does the per-item work
 * once (lower-cased search text, money as integer minor units); `viewOf` then only compares, so a
 * search over 9,999 items stays well under 50 ms. The rules match the sandbox's list call: search
 * in name, barcode, description, unit, tags and categories; 'low stock' is a product at or below
 * its threshold; a tag matches whole, ignoring case.
 */
import type { BusinessSchemas } from '@/api/types';
import { toMinor } from '@/lib/money';
import type { FullListSort, FullListSortKey, InventorySearch } from '../search';

type InventoryItem = BusinessSchemas['InventoryItem'];

/** An item with what searching and sorting it needs, worked out once. */
export interface IndexedItem {
  item: InventoryItem;
  /** Searchable text, lower case, fields joined by a line break (no match spans two fields). */
  text: string;
  /** Tags in lower case. */
  tags: string[];
  name: string;
  /** Selling price in minor units. */
  price: bigint;
  /** Stock worth (cost price x quantity) in minor units. */
  worth: bigint;
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
  return items.map((item) => ({
    item,
    text: [item.name, item.barcode_number, item.description, item.unit, ...item.tags, ...item.categories]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join('\n')
      .toLowerCase(),
    tags: item.tags.map((tag) => tag.toLowerCase()),
    name: item.name.toLowerCase(),
    price: minorOf(item.unit_price),
    worth: worthOf(item),
    low: isLowStock(item),
  }));
}

/** What narrows the full list: the URL's search and filters. */
export type FullListQuery = Pick<InventorySearch, 'search' | 'type' | 'published' | 'low' | 'tag'>;

/** Whether `entry` passes the search and filters (`needle` lower case and trimmed, or empty). */
function passes(entry: IndexedItem, needle: string, query: FullListQuery, tag: string | undefined): boolean {
  const { item } = entry;
  if (query.type !== undefined && item.type !== query.type) return false;
  if (query.published !== undefined && item.is_published !== query.published) return false;
  if (query.low && !entry.low) return false;
  if (tag !== undefined && !entry.tags.includes(tag)) return false;
  return needle === '' || entry.text.includes(needle);
}

const nameOrder = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const compareBigint = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

const COMPARE: Record<FullListSortKey, (a: IndexedItem, b: IndexedItem) => number> = {
  name: (a, b) => nameOrder.compare(a.name, b.name),
  quantity: (a, b) => a.item.quantity - b.item.quantity,
  price: (a, b) => compareBigint(a.price, b.price),
  worth: (a, b) => compareBigint(a.worth, b.worth),
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
