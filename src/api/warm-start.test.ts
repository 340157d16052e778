// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, resetFirstPaintForTests } from '@/lib/when-idle';
import { httpError } from './errors';
import { MAX_AGE_MS, flushWarmStart, forgetWarmStart, keepWarmStart, restoreWarmStart } from './warm-start';

const businessKey = ['get', '/business/v1/businesses/{id}/', { params: { path: { id: 12 } } }] as const;
const membershipKey = ['get', '/business/v1/businesses/{id}/membership/', { params: { path: { id: 12 } } }] as const;
const otherKey = ['get', '/business/v1/12/customers/', {}] as const;
const business = { id: 12, name: 'Adaeze Fabrics', locations: [{ id: 3, name: 'Yaba' }] };

let user: number | undefined = 7;
let client: QueryClient;
let stop: () => void;

beforeEach(() => {
  resetFirstPaintForTests();
  forgetWarmStart(); // nothing pending from the test before
  localStorage.clear();
  user = 7;
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = keepWarmStart(client, () => user);
});
afterEach(() => {
  stop();
  client.clear();
});

/** A fetch through the cache, as a page's query would do it. */
async function answer(key: readonly unknown[], result: () => Promise<unknown>) {
  await client.query({ queryKey: key, queryFn: result }).catch(() => undefined);
}

describe('warm start', () => {
  it('keeps the business and permissions a user fetched and restores them, stale, in a new cache', async () => {
    await answer(businessKey, () => Promise.resolve(business));
    await answer(membershipKey, () => Promise.resolve({ is_owner: true, permissions: [] }));
    await answer(otherKey, () => Promise.resolve([{ id: 1 }]));

    const next = new QueryClient();
    restoreWarmStart(next, 7, Date.now() + 60_000);
    expect(next.getQueryData(businessKey)).toEqual(business);
    expect(next.getQueryData(membershipKey)).toEqual({ is_owner: true, permissions: [] });
    // Only the calls every business page waits for are kept.
    expect(next.getQueryData(otherKey)).toBeUndefined();
    // Fresh until the first paint, so the page paints from them without asking...
    expect(next.getQueryState(businessKey)?.isInvalidated).toBe(false);
    // ...then stale however recent, so a reload always asks again (changes made elsewhere show).
    await afterFirstPaint();
    await vi.waitFor(() => expect(next.getQueryState(businessKey)?.isInvalidated).toBe(true));
    expect(next.getQueryState(membershipKey)?.isInvalidated).toBe(true);
  });

  it('revalidates what a page shows right after the first paint, not before', async () => {
    await answer(businessKey, () => Promise.resolve(business));
    // The app's query client: answers count as fresh for 30 s (src/api/query-client.ts).
    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    let asked = 0;
    restoreWarmStart(next, 7);
    // A page showing the business: its query is mounted (observed) from the start.
    const observer = new QueryObserver(next, {
      queryKey: businessKey,
      queryFn: () => {
        asked += 1;
        return Promise.resolve({ ...business, name: 'Renamed elsewhere' });
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(asked).toBe(0);
    await afterFirstPaint();
    await vi.waitFor(() => expect(next.getQueryData(businessKey)).toMatchObject({ name: 'Renamed elsewhere' }));
    expect(asked).toBe(1);
    unsubscribe();
  });

  it("never restores another user's answers, or answers too old to show", async () => {
    await answer(businessKey, () => Promise.resolve(business));
    const other = new QueryClient();
    restoreWarmStart(other, 8);
    expect(other.getQueryData(businessKey)).toBeUndefined();
    const late = new QueryClient();
    restoreWarmStart(late, 7, Date.now() + MAX_AGE_MS + 1000);
    expect(late.getQueryData(businessKey)).toBeUndefined();
  });

  it('ignores answers kept by a build with another business contract', async () => {
    await answer(businessKey, () => Promise.resolve(business));
    flushWarmStart();
    const raw = JSON.parse(localStorage.getItem('ledgerly.warm.7')!) as { version: string };
    localStorage.setItem('ledgerly.warm.7', JSON.stringify({ ...raw, version: 'older-build' }));
    const next = new QueryClient();
    restoreWarmStart(next, 7);
    expect(next.getQueryData(businessKey)).toBeUndefined();
  });

  it('drops an answer once the server refuses it (access revoked)', async () => {
    await answer(businessKey, () => Promise.resolve(business));
    flushWarmStart();
    expect(localStorage.getItem('ledgerly.warm.7')).toContain('Adaeze Fabrics');
    await client.invalidateQueries({ queryKey: businessKey, refetchType: 'none' });
    await answer(businessKey, () => Promise.reject(httpError(403, { detail: 'Forbidden' })));
    const next = new QueryClient();
    restoreWarmStart(next, 7);
    expect(next.getQueryData(businessKey)).toBeUndefined();
  });

  it('keeps nothing while signed out, and forgets everything on sign-out', async () => {
    user = undefined;
    await answer(businessKey, () => Promise.resolve(business));
    flushWarmStart();
    expect(localStorage.getItem('ledgerly.warm.7')).toBeNull();
    user = 7;
    client.clear();
    await answer(businessKey, () => Promise.resolve(business));
    flushWarmStart();
    expect(localStorage.getItem('ledgerly.warm.7')).not.toBeNull();
    localStorage.setItem('ledgerly.session', 'kept');
    forgetWarmStart();
    expect(localStorage.getItem('ledgerly.warm.7')).toBeNull();
    expect(localStorage.getItem('ledgerly.session')).toBe('kept'); // only its own entries
  });

  it('does not replace answers the cache already holds, and restores once per cache and user', async () => {
    await answer(businessKey, () => Promise.resolve(business));
    const next = new QueryClient();
    next.setQueryData(businessKey, { ...business, name: 'Fresher' });
    restoreWarmStart(next, 7);
    expect(next.getQueryData(businessKey)).toMatchObject({ name: 'Fresher' });
    next.removeQueries({ queryKey: businessKey });
    restoreWarmStart(next, 7);
    expect(next.getQueryData(businessKey)).toBeUndefined();
  });

  it('writes once the browser is idle, all answers in one write, and never after a sign-out', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    try {
      await answer(businessKey, () => Promise.resolve(business));
      await answer(membershipKey, () => Promise.resolve({ is_owner: true, permissions: [] }));
      // Not inside the answers' tasks...
      expect(setItem).not.toHaveBeenCalled();
      // ...but at the next idle moment, in one write.
      await vi.waitFor(() => expect(setItem).toHaveBeenCalledTimes(1));
      const kept = localStorage.getItem('ledgerly.warm.7') ?? '';
      expect(kept).toContain('Adaeze Fabrics');
      expect(kept).toContain('is_owner');

      setItem.mockClear();
      await client.invalidateQueries({ queryKey: businessKey, refetchType: 'none' });
      await answer(businessKey, () => Promise.resolve({ ...business, name: 'Renamed' }));
      forgetWarmStart(); // signed out before the idle write: nothing comes back
      await new Promise((resolve) => window.setTimeout(resolve, 20));
      expect(setItem).not.toHaveBeenCalled();
      expect(localStorage.getItem('ledgerly.warm.7')).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});
