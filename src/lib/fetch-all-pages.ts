import type { PageEnvelope } from './paging';

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
