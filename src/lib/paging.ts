/**
 * Paging arithmetic shared by server-paged lists (the `{count, next, previous, results}` envelope
 * of the contracts) and whole lists paged in the browser (D6).
 */

/** The envelope every paged list call answers with. */
export interface PageEnvelope<TRow> {
  count: number;
  next: string | null;
  previous: string | null;
  results: TRow[];
}

/** One page of a list, however it was paged. */
export interface ListPage<TRow> {
  rows: TRow[];
  /** Records across every page. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * The server's page size, read from a page it answered (the contracts fix it server side): a page
 * with a next page is full; on the last page the earlier pages were full.
 */
export function serverPageSize(envelope: PageEnvelope<unknown>, page: number): number {
  const length = envelope.results.length;
  if (envelope.next !== null || page <= 1) return Math.max(1, length);
  const earlier = envelope.count - length;
  return Math.max(1, Math.round(earlier / (page - 1)));
}

/** A server page as a ListPage. */
export function fromEnvelope<TRow>(envelope: PageEnvelope<TRow>, page: number | undefined): ListPage<TRow> {
  const current = page ?? 1;
  return { rows: envelope.results, total: envelope.count, page: current, pageSize: serverPageSize(envelope, current) };
}

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

/**
 * Every record of a server-paged list (exports, pickers): fetches page 1, 2, ... until there is
 * no next page (at most `maxPages`).
 */
export async function fetchAllPages<TRow>(
  fetchPage: (page: number) => Promise<PageEnvelope<TRow>>,
  maxPages = 1000,
): Promise<TRow[]> {
  const rows: TRow[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const envelope = await fetchPage(page);
    rows.push(...envelope.results);
    if (envelope.next === null || envelope.results.length === 0) break;
  }
  return rows;
}
