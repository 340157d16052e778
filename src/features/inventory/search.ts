/**
 * The inventory list's URL state (issue 12, item 1): the shared `?search=&page=&tab=` plus the
 * filters `?type=product|service`, `?published=true|false`, `?low=true` (low stock) and
 * `?tag=<name>`, each sent to the designed parameters of `listInventoryItems`. A bad value
 * falls back to no filter.
 * `?view=all` shows the full list (every item in one call, `page_size=9999`, spec section 9),
 * searched, filtered and sorted in the browser by the same values plus `?sort=` (a column, '-' first
 * for descending; absent: newest first, as the server lists them).
 */
import { listQueryOf, listSearchEntries } from '@/lib/list-search';
import { oneOf, parseSearch, text, trueOnly } from '@/lib/search-params';

/** The full list's sort columns. */
export const FULL_LIST_SORT_KEYS = ['name', 'quantity', 'price', 'worth'] as const;
export type FullListSortKey = (typeof FULL_LIST_SORT_KEYS)[number];
/** `?sort=`: a column ascending, or '-' and the column descending. */
export const FULL_LIST_SORTS = [...FULL_LIST_SORT_KEYS, ...FULL_LIST_SORT_KEYS.map((key) => `-${key}` as const)] as const;
export type FullListSort = (typeof FULL_LIST_SORTS)[number];

/** `true` or `false`, as a boolean or as text. */
const boolParam = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : value === 'true' || value === 'false' ? value === 'true' : undefined;

export const parseInventorySearch = parseSearch({
  ...listSearchEntries,
  type: oneOf(['product', 'service']),
  published: boolParam,
  low: trueOnly,
  tag: text({ trim: true, nonBlank: true, max: 50 }),
  view: oneOf(['all']),
  sort: oneOf(FULL_LIST_SORTS),
});

export type InventorySearch = ReturnType<typeof parseInventorySearch>;
export type InventorySearchPatch = Partial<InventorySearch>;

/** The filters beyond search and tab that are set. */
export function activeFilterCount(search: InventorySearch): number {
  return [search.type, search.published, search.low, search.tag].filter((value) => value !== undefined).length;
}

/** The list call's query for the URL state. */
export function inventoryQueryOf(search: InventorySearch) {
  return {
    ...listQueryOf(search),
    type: search.type,
    published: search.published,
    low_stock: search.low,
    tag: search.tag,
  };
}
