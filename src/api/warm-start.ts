/**
 * Warm start (decision 0011). Every business page waits for two answers before it can paint: the
 * business (`GET /business/v1/businesses/{id}/`) and the member's permissions (D8,
 * `.../membership/`); the header also lists the businesses. Those answers are kept per user in
 * localStorage, next to the session, and put back into the query cache when the session is
 * restored: a returning user's page paints from them at once, and right after that first paint
 * they are invalidated, so the page's own queries revalidate them in the background
 * (stale-while-revalidate) without competing with the paint.
 *
 * Rules:
 * - only the three calls above, only successful answers, and only for the signed-in user (the
 *   user id is part of the storage key; another user's entry is never read);
 * - entries older than MAX_AGE_MS, or written by a build with another business contract, are
 *   ignored (the data's shape is the contract's);
 * - an answer of 401, 403 or 404 for one of them drops its entry (access was revoked);
 * - every sign-out, in any tab, removes all entries (see `forgetWarmStart`);
 * - answers are written when the browser is next idle (or the page is hidden), all at once: each
 *   write serialises the whole entry, and doing it inside every answer's task lengthened the
 *   tasks that render the page (75 ms at 4x CPU on the dashboard).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { afterFirstPaintIdle, whenIdle } from '@/lib/when-idle';
import { toApiError } from './errors';

declare const __BUSINESS_CONTRACT__: string | undefined;

const PREFIX = 'ledgerly.warm.';
/** Older answers are not worth showing, even for a moment. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The business contract this build was made from (vite.config.ts defines it from openapi/). */
const VERSION = typeof __BUSINESS_CONTRACT__ === 'string' ? __BUSINESS_CONTRACT__ : 'dev';

/** The calls kept: the second element of an openapi-react-query key is the contract path. */
const KEPT_PATHS = new Set([
  '/business/v1/businesses/',
  '/business/v1/businesses/{id}/',
  '/business/v1/businesses/{id}/membership/',
]);

interface Entry {
  key: QueryKey;
  data: unknown;
  at: number;
}
interface Stored {
  version: string;
  entries: Record<string, Entry>;
}

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

const isKept = (key: QueryKey) => key[0] === 'get' && typeof key[1] === 'string' && KEPT_PATHS.has(key[1]);

function read(userId: number): Stored {
  try {
    const raw = storage()?.getItem(PREFIX + String(userId));
    const value = raw ? (JSON.parse(raw) as Partial<Stored>) : undefined;
    if (value?.version === VERSION && value.entries && typeof value.entries === 'object') {
      return { version: VERSION, entries: value.entries };
    }
  } catch {
    // Unreadable: start afresh.
  }
  return { version: VERSION, entries: {} };
}

function write(userId: number, stored: Stored) {
  try {
    storage()?.setItem(PREFIX + String(userId), JSON.stringify(stored));
  } catch {
    // Full or unavailable storage: the next visit simply starts cold.
  }
}

/** Changes not written yet, per user: a query's hash to its entry, or null to drop it. */
const pending = new Map<number, Map<string, Entry | null>>();
let cancelFlush: (() => void) | undefined;

/** Writes the pending changes now (the idle callback, `pagehide`, and tests). */
export function flushWarmStart(): void {
  cancelFlush?.();
  cancelFlush = undefined;
  for (const [id, changes] of pending) {
    const entries = new Map(Object.entries(read(id).entries));
    for (const [hash, entry] of changes) {
      if (entry) entries.set(hash, entry);
      else entries.delete(hash);
    }
    write(id, { version: VERSION, entries: Object.fromEntries(entries) });
  }
  pending.clear();
}

function queue(id: number, hash: string, entry: Entry | null) {
  let changes = pending.get(id);
  if (!changes) pending.set(id, (changes = new Map<string, Entry | null>()));
  changes.set(hash, entry);
  cancelFlush ??= whenIdle(flushWarmStart);
}

const restored = new WeakMap<QueryClient, Set<number>>();

/**
 * Puts the user's kept answers into the cache (those it does not hold already); they are
 * revalidated right after the document's first paint (see below).
 */
export function restoreWarmStart(client: QueryClient, userId: number, now = Date.now()): void {
  const done = restored.get(client) ?? new Set<number>();
  if (done.has(userId)) return; // once per user and cache: later navigations find the cache warm
  restored.set(client, done.add(userId));
  if (pending.has(userId)) flushWarmStart();
  const { entries } = read(userId);
  const revalidate: QueryKey[] = [];
  for (const entry of Object.values(entries)) {
    if (!Array.isArray(entry.key) || !isKept(entry.key) || typeof entry.at !== 'number') continue;
    if (now - entry.at > MAX_AGE_MS || entry.at > now) continue;
    if (client.getQueryData(entry.key) !== undefined) continue;
    // Fresh for now, so the pages that use it paint from it without asking; once the document has
    // painted, invalidated: the pages showing it refetch it then, and any other page that uses it
    // later asks again (a reload shows changes made elsewhere since). Guards that accept any
    // cached answer go ahead at once.
    client.setQueryData(entry.key, entry.data, { updatedAt: now });
    revalidate.push(entry.key);
  }
  if (revalidate.length > 0) {
    void afterFirstPaintIdle().then(() =>
      Promise.all(revalidate.map((queryKey) => client.invalidateQueries({ queryKey, exact: true }))),
    );
  }
}

/**
 * Keeps the kept calls' successful answers for the signed-in user from now on (`userId` says who
 * that is at the time of the answer). Returns the unsubscribe function.
 */
export function keepWarmStart(client: QueryClient, userId: () => number | undefined): () => void {
  window.addEventListener('pagehide', flushWarmStart);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const key = event.query.queryKey as QueryKey;
    if (event.type !== 'updated' || !isKept(key)) return;
    const id = userId();
    if (id === undefined) return;
    const { action } = event;
    if (action.type === 'success' && !action.manual) {
      queue(id, event.query.queryHash, { key, data: event.query.state.data as unknown, at: event.query.state.dataUpdatedAt });
    } else if (action.type === 'error') {
      const status = toApiError(action.error).status;
      if (status !== 401 && status !== 403 && status !== 404) return;
      queue(id, event.query.queryHash, null);
    }
  });
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flushWarmStart);
  };
}

/** Removes every user's kept answers (on any sign-out). */
export function forgetWarmStart(): void {
  cancelFlush?.();
  cancelFlush = undefined;
  pending.clear();
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // Unavailable storage holds nothing.
  }
}
