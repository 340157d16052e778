/**
 * What the business resources share: finding a business's record (404 otherwise), references
 * in request bodies (400 naming the field), the active/search filters of decision D6, paging
 * (`page`, `page=all`, `page_size`) and patches that change only the given fields.
 */
import type { Table } from '../../table';
import { isoDate, matches, matchesPhone, paginate } from '../../table';
import { badRequest } from '../../types';

/** Results per page when the call gives no page size (README). */
export const PAGE_SIZE = 10;

export const today = (): string => isoDate(new Date());

type Owned = { id: number; _business: number };

/** A reference given in a body: the business's record `id`, or 400 on `field`. */
export function mustRef<T extends Owned>(table: Table<T>, business: number, id: number, field: string, what: string): T {
  const row = table.get(id);
  if (!row || row._business !== business) throw badRequest({ [field]: [`Unknown ${what}.`] });
  return row;
}

/** Refuses a name already used by another record of the business (case-insensitive). */
export function uniqueName<T extends Owned & { name: string }>(
  table: Table<T>,
  business: number,
  name: string,
  except?: number,
): void {
  const needle = name.trim().toLowerCase();
  if (table.find((r) => r._business === business && r.id !== except && r.name.trim().toLowerCase() === needle)) {
    throw badRequest({ name: ['This name is already in use.'] });
  }
}

/**
 * The active filter of D6 (absent: both) and the text search over `fields`; over `phones` it also
 * matches a number written in the other form (national or international, `matchesPhone`).
 */
export function filtered<T extends { active: boolean }>(
  rows: T[],
  query: { active?: boolean; search?: string },
  fields: (row: T) => (string | null | undefined)[],
  phones: (row: T) => (string | null | undefined)[] = () => [],
): T[] {
  return rows.filter(
    (row) =>
      (query.active === undefined || row.active === query.active) &&
      (matches(query.search, ...fields(row)) || matchesPhone(query.search, ...phones(row))),
  );
}

/** A `{count, next, previous, results}` page; `page=all` answers every result with no links. */
export function pageOf<T>(
  items: T[],
  query: { page?: number | 'all'; page_size?: number; per_page?: number },
  url: URL,
  size = PAGE_SIZE,
) {
  if (query.page === 'all') return { count: items.length, next: null, previous: null, results: items };
  return paginate(items, query.page, query.page_size ?? query.per_page ?? size, url);
}
