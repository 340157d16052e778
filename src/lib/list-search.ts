/**
 * The URL state of a list page (`?search=&page=&tab=`), as parsers a route's `validateSearch`
 * composes (`src/lib/search-params.ts`). A bad value falls back to its default instead of failing
 * the route, so a hand-edited or stale link still opens the page.
 */
import { oneOf, parseSearch, positiveInt, searchText } from './search-params';

/** Which list of a resource with `active` (D6): 'active' (default) or 'removed'. */
export const LIST_TABS = ['active', 'removed'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** `?page=`: 1-based; absent means 1. */
export const pageParam = positiveInt;

/**
 * `?search=`: trimmed text, at most 200 characters (the contract's limit); blank means none. The
 * router parses `?search=123` as a number, so numbers are accepted and turned back into text.
 */
export const searchParam = searchText;

/** `?tab=`: 'removed' shows the removed records; anything else the active ones. */
export const tabParam = oneOf(LIST_TABS);

/** The parsers, to spread into a route's own: `parseSearch({ ...listSearchEntries, month })`. */
export const listSearchEntries = { search: searchParam, page: pageParam, tab: tabParam };

/** `?search=&page=&tab=` of a list page. */
export const parseListSearch = parseSearch(listSearchEntries);

/** A list page's URL state as the route hands it to the page. */
export type ListSearch = ReturnType<typeof parseListSearch>;

/** A change to the list's URL state (the route merges it into the search and navigates). */
export type ListSearchPatch = Partial<ListSearch>;

/** What a list page needs from its route: the URL state and a way to change it. */
export interface ListSearchProps {
  search: ListSearch;
  onSearchChange: (patch: ListSearchPatch) => void;
}

/** The current tab, defaulted. */
export function tabOf(search: Pick<ListSearch, 'tab'>): ListTab {
  return search.tab ?? 'active';
}

/**
 * The query a server-paged list sends for the URL state (D6: `active` true or false, never both):
 * `{ active, page, search }` with undefined for the defaults.
 */
export function listQueryOf(search: ListSearch): { active: boolean; page: number | undefined; search: string | undefined } {
  return { active: tabOf(search) === 'active', page: search.page, search: search.search };
}

/**
 * The route's navigation for a list change: merges the patch into the search; typing a search
 * replaces the history entry (Back leaves the page's searches), paging and tabs add one.
 * `onSearchChange={(patch) => void navigate(listNavigation(patch))}`.
 */
export function listNavigation(patch: ListSearchPatch) {
  return {
    search: <T extends ListSearch>(prev: T): T => ({ ...prev, ...patch }),
    replace: 'search' in patch,
  };
}
