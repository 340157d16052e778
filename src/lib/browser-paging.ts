/** Whole lists searched and paged in the browser (D6: lists the contract gives no `page` or `search`). */
import type { ListPage } from './paging';

/** Default page size of lists paged in the browser. */
export const BROWSER_PAGE_SIZE = 20;

/** Text as search compares it: no accents, lower case, trimmed. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export interface BrowserPageOptions<TRow> {
  search?: string | undefined;
  page?: number | undefined;
  pageSize?: number;
  /** The texts a row is found by (name, email, ...). */
  searchIn: (row: TRow) => readonly (string | null | undefined)[];
  /** Keeps only some rows (the active/removed tab) before searching. */
  filter?: (row: TRow) => boolean;
}

/**
 * Search and page a whole list in the browser (D6: lists the contract gives no `page` or
 * `search`). A page past the end is clamped to the last page.
 */
export function pageInBrowser<TRow>(all: readonly TRow[], options: BrowserPageOptions<TRow>): ListPage<TRow> {
  const pageSize = Math.max(1, options.pageSize ?? BROWSER_PAGE_SIZE);
  const needle = searchable(options.search ?? '');
  const kept = all.filter(
    (row) =>
      (options.filter ? options.filter(row) : true) &&
      (!needle || options.searchIn(row).some((text) => text != null && searchable(text).includes(needle))),
  );
  const lastPage = Math.max(1, Math.ceil(kept.length / pageSize));
  const page = Math.min(Math.max(1, options.page ?? 1), lastPage);
  return { rows: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pageSize };
}
