/**
 * What the business resources share: finding a business's record (404 otherwise), references
 * in request bodies (400 naming the field), the active/search filters of decision D6, paging
 * (`page`, `page=all`, `page_size`) and patches that change only the given fields.
 */
import type { Table } from '../../store';
import { iso, isoDate, matches, paginate } from '../../store';
import { badRequest, notFound } from '../../types';

/** Results per page when the call gives no page size (README). */
export const PAGE_SIZE = 10;

export const now = (): string => iso(new Date());
export const today = (): string => isoDate(new Date());

type Owned = { id: number; _business: number };

/** The business's record `id`, or 404. */
export function mustFind<T extends Owned>(
  table: Table<T>,
  business: number,
  id: number,
  visible: (row: T) => boolean = () => true,
): T {
  const row = table.get(id);
  if (!row || row._business !== business || !visible(row)) throw notFound();
  return row;
}

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

/** The active filter of D6 (absent: both) and the text search over `fields`. */
export function filtered<T extends { active: boolean }>(
  rows: T[],
  query: { active?: boolean; search?: string },
  fields: (row: T) => (string | null | undefined)[],
): T[] {
  return rows.filter(
    (row) => (query.active === undefined || row.active === query.active) && matches(query.search, ...fields(row)),
  );
}

export const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
export const newestFirst = <T extends { id: number; created_at: string }>(a: T, b: T) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

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

/**
 * The listed fields a body gives (a PATCH changes only those). Other keys a body may carry are
 * never stored, so internal fields cannot be overwritten.
 */
export function pick<T extends object, K extends keyof T>(body: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (key in body && body[key] !== undefined) out[key] = body[key];
  return out;
}
