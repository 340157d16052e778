/**
 * The sandbox's in-memory store: named tables of rows with numeric ids, gathered per service in
 * a `TableStore`. Rows may carry internal fields whose names start with `_` (owner, business,
 * secrets); they are stripped from every answer. Every store serialises to JSON for the optional
 * data file. Also the helpers every service's handlers share (find-or-404, patches, ordering).
 */
import type { SandboxState, ServiceStore } from './state';
import { notFound } from './types';

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

type Saved = { nextId: number; rows: never[] };

/**
 * A service's data: its `Table` fields, plus any other plain fields (counters, sets of ids). It
 * serialises every own field by name, so a new table needs no other change.
 */
export class TableStore implements ServiceStore {
  toJSON(): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(this).map(([name, value]: [string, unknown]) => [
        name,
        value instanceof Table ? value.toJSON() : value instanceof Set ? [...(value as Set<unknown>)] : value,
      ]),
    );
  }

  load(data: unknown): void {
    let saved = data as Record<string, unknown>;
    const fields = this as unknown as Record<string, unknown>;
    // Data files written before TableStore: business nested its tables under `tables`, and a
    // one-table store (subscription) saved the bare table.
    if (saved.tables && typeof saved.tables === 'object') saved = { ...saved, ...(saved.tables as Record<string, unknown>) };
    const tables = Object.keys(this).filter((name) => fields[name] instanceof Table);
    if ('rows' in saved && 'nextId' in saved && tables.length === 1) saved = { [tables[0]!]: saved };
    for (const [name, value] of Object.entries(this)) {
      if (!(name in saved)) continue;
      if (value instanceof Table) value.load(saved[name] as Saved);
      else if (value instanceof Set) fields[name] = new Set(saved[name] as unknown[]);
      else fields[name] = structuredClone(saved[name]);
    }
  }
}

/**
 * The accessor of a service's store: created on first use under `key` (filled from the data file
 * when one was loaded), then the same object until a reset.
 */
export function defineStore<T extends ServiceStore>(key: string, create: () => T): (state: SandboxState) => T {
  return (state) => state.store(key, create);
}

/** One person's rows of a table (rows carry their owner's user id in `_owner`). */
export const ownedBy = <T extends { id: number; _owner: number }>(table: Table<T>, owner: number): T[] =>
  table.where((row) => row._owner === owner);

/** The row `id` if its fields equal `scope`'s and `visible` accepts it, else 404 with `what`. */
export function mustFind<T extends Row>(
  table: Table<T>,
  id: number,
  scope: Partial<T>,
  { visible = () => true, what = 'Not found.' }: { visible?: (row: T) => boolean; what?: string } = {},
): T {
  const row = table.get(id);
  const entries = Object.entries(scope) as [keyof T, unknown][];
  if (!row || !entries.every(([key, value]) => row[key] === value) || !visible(row)) throw notFound(what);
  return row;
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

/** By name, then id. */
export const byName = <T extends { name: string; id: number }>(a: T, b: T) => a.name.localeCompare(b.name) || a.id - b.id;
/** Newest first by creation, then id. */
export const newestFirst = <T extends { id: number; created_at: string }>(a: T, b: T) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The average of whole-star ratings with one decimal, computed without floats ("4.5"). */
export function averageRating(ratings: number[]): string {
  if (ratings.length === 0) return '0.0';
  const tenths = Math.round((ratings.reduce((a, b) => a + b, 0) * 10) / ratings.length);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
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

/** What a phone number (or part of one) may be written with: digits, a leading '+', spaces, dashes, dots, parentheses. */
const PHONE_TEXT = /^\+?[\d\s\-.()]+$/;

/**
 * The significant digits of a phone number or part of one, the same for every way it is written:
 * without '+', '00', the country code (234 or 1) or the national 0. '+2348033456789',
 * '2348033456789', '08033456789' and '0803 345 6789' all give '8033456789'; '+1 (555) 123-4567'
 * and '555.123.4567' give '5551234567'. Null for text that is no phone number.
 */
export function phoneDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!PHONE_TEXT.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  let international = trimmed.startsWith('+');
  if (digits.startsWith('00')) [digits, international] = [digits.slice(2), true];
  if (digits.startsWith('234') && (international || digits.length === 13 || digits.length === 11)) digits = digits.slice(3);
  else if (digits.startsWith('1') && (international || digits.length === 11)) digits = digits.slice(1);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits || null;
}

/**
 * Whether a search finds a phone number whatever form either is written in: national or
 * international ('08033456789' finds '+2348033456789' and the other way round), whole or in part
 * (at least 4 digits). Text that is no phone number never matches here: search it with `matches`.
 */
export function matchesPhone(search: string | undefined, ...phones: (string | null | undefined)[]): boolean {
  if (!search) return true;
  const needle = phoneDigits(search);
  if (!needle || search.replace(/\D/g, '').length < 4) return false;
  return phones.some((phone) => {
    const stored = phone ? phoneDigits(phone) : null;
    return stored !== null && stored.includes(needle);
  });
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
/** The current instant, as the contracts write it ('2026-11-20T09:00:00Z'). */
export const now = (): string => iso(new Date());
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const daysAgo = (n: number, from = SEED_NOW) => new Date(from.getTime() - n * 86_400_000);
