/**
 * Paging arithmetic of server-paged lists (the `{count, next, previous, results}` envelope of the
 * contracts). Whole lists paged in the browser (D6): browser-paging.ts; every page of a list:
 * fetch-all-pages.ts (apart, so a server-paged list's first load carries neither).
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
