/**
 * The sandbox's in-memory store: named tables of rows with numeric ids. Rows may carry internal
 * fields whose names start with `_` (owner, business, secrets); they are stripped from every
 * answer. The whole store serialises to JSON for the optional data file.
 */

export interface Row {
  id: number;
}

export class Table<T extends Row> {
  private rows = new Map<number, T>();
  private nextId: number;

  constructor(
    readonly name: string,
    firstId = 1,
  ) {
    this.nextId = firstId;
  }

  insert(row: Omit<T, 'id'> & { id?: number }): T {
    const id = row.id ?? this.nextId;
    this.nextId = Math.max(this.nextId, id + 1);
    const full = { ...row, id } as T;
    this.rows.set(id, full);
    return full;
  }

  get(id: number): T | undefined {
    return this.rows.get(id);
  }

  update(id: number, patch: Partial<T>): T | undefined {
    const row = this.rows.get(id);
    if (!row) return undefined;
    const next = { ...row, ...patch, id };
    this.rows.set(id, next);
    return next;
  }

  delete(id: number): boolean {
    return this.rows.delete(id);
  }

  all(): T[] {
    return [...this.rows.values()];
  }

  where(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }

  get size(): number {
    return this.rows.size;
  }

  toJSON() {
    return { nextId: this.nextId, rows: this.all() };
  }

  load(data: { nextId: number; rows: T[] }) {
    this.rows = new Map(data.rows.map((r) => [r.id, r]));
    this.nextId = data.nextId;
  }

  clear() {
    this.rows.clear();
  }
}

/** Removes internal `_` fields, recursively, from an answer. */
export function publicView<T>(value: T): T {
  if (Array.isArray(value)) return value.map(publicView) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) if (!key.startsWith('_')) out[key] = publicView(inner);
    return out as T;
  }
  return value;
}

/** A paginated envelope `{count, next, previous, results}` over an already filtered list. */
export function paginate<T>(items: T[], page: number | undefined, pageSize: number, url: URL) {
  const size = Math.max(1, pageSize);
  const current = Math.max(1, page ?? 1);
  const count = items.length;
  const pages = Math.max(1, Math.ceil(count / size));
  const link = (p: number) => {
    const u = new URL(url);
    u.searchParams.set('page', String(p));
    return u.toString();
  };
  return {
    count,
    next: current < pages ? link(current + 1) : null,
    previous: current > 1 ? link(current - 1) : null,
    results: items.slice((current - 1) * size, current * size),
  };
}

/** Case-insensitive search over some string fields. */
export function matches(search: string | undefined, ...fields: (string | null | undefined)[]): boolean {
  if (!search) return true;
  const needle = search.trim().toLowerCase();
  return fields.some((f) => (f ?? '').toLowerCase().includes(needle));
}

/** A deterministic pseudo-random generator (mulberry32) for seed data. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

/** Fixed clock for seed data, so demo data does not move between runs. */
export const SEED_NOW = new Date('2026-11-20T09:00:00Z');

export const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const daysAgo = (n: number, from = SEED_NOW) => new Date(from.getTime() - n * 86_400_000);
