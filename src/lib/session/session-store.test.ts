import { describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, createSessionStore, parseStoredSession, type AuthSession, type SessionApi } from './session-store';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const T0 = Date.parse('2026-11-21T10:00:00Z');

function makeSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    id: 1001,
    email: 'tunde.bakare@example.com',
    username: 'Tunde Bakare',
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    access_expires_at: new Date(T0 + 60 * 60_000).toISOString(),
    account_type: 'business',
    is_verified: true,
    ...overrides,
  };
}

function setup(options: { api?: Partial<SessionApi>; storage?: MemoryStorage; channel?: boolean } = {}) {
  let time = T0;
  const timers: { fn: () => void; at: number; id: number }[] = [];
  let nextId = 1;
  const storage = options.storage ?? new MemoryStorage();
  const posted: unknown[] = [];
  let onMessage: ((event: MessageEvent) => void) | null = null;
  const api: SessionApi = {
    signIn: vi.fn(() => Promise.resolve(makeSession())),
    refresh: vi.fn(() =>
      Promise.resolve({
        access_token: 'access-2',
        refresh_token: 'refresh-2',
        access_expires_at: new Date(time + 60 * 60_000).toISOString(),
      }),
    ),
    ...options.api,
  };
  const store = createSessionStore({
    api,
    storage,
    now: () => time,
    setTimer: (fn, ms) => {
      const id = nextId++;
      timers.push({ fn, at: time + ms, id });
      return id;
    },
    clearTimer: (handle) => {
      const index = timers.findIndex((t) => t.id === handle);
      if (index >= 0) timers.splice(index, 1);
    },
    channel: options.channel
      ? {
          postMessage: (m) => posted.push(m),
          addEventListener: (_type, listener) => {
            onMessage = listener;
          },
          close: () => undefined,
        }
      : null,
  });
  return {
    store,
    api,
    storage,
    posted,
    message: (data: unknown) => onMessage?.({ data } as MessageEvent),
    /** Moves the clock and runs due timers. */
    async advance(ms: number) {
      time += ms;
      for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
        if (timer.at <= time) {
          timers.splice(timers.indexOf(timer), 1);
          timer.fn();
          await Promise.resolve();
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    pending: () => timers.length,
  };
}

describe('session store', () => {
  it('starts loading, then unauthenticated with nothing stored', async () => {
    const { store } = setup();
    expect(store.getSnapshot().status).toBe('loading');
    await store.init();
    expect(store.getSnapshot()).toEqual({ status: 'unauthenticated', session: null });
    expect(store.getAccessToken()).toBeNull();
  });

  it('signs in through the api, stores the auth state and survives a reload', async () => {
    const first = setup();
    await first.store.init();
    await first.store.signIn({ email: 'tunde.bakare@example.com', password: 'Ikeja-Stores-77' });
    expect(first.api.signIn).toHaveBeenCalledWith({ email: 'tunde.bakare@example.com', password: 'Ikeja-Stores-77' });
    expect(first.store.getSnapshot().status).toBe('authenticated');
    expect(parseStoredSession(first.storage.getItem(SESSION_STORAGE_KEY))).toEqual(makeSession());

    const reloaded = setup({ storage: first.storage });
    await reloaded.store.init();
    expect(reloaded.store.getSnapshot()).toEqual({ status: 'authenticated', session: makeSession() });
    expect(reloaded.store.getAccessToken()).toBe('access-1');
  });

  it('never stores the password', async () => {
    const { store, storage } = setup();
    await store.signIn({ email: 'tunde.bakare@example.com', password: 'Ikeja-Stores-77' });
    expect(storage.getItem(SESSION_STORAGE_KEY)).not.toContain('Ikeja-Stores-77');
  });

  it('ignores a corrupt stored session', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, '{"access_token": 3');
    const { store } = setup({ storage });
    await store.init();
    expect(store.getSnapshot().status).toBe('unauthenticated');
  });

  it('refreshes a minute before the access token expires', async () => {
    const t = setup();
    t.store.establish(makeSession());
    await t.advance(58 * 60_000);
    expect(t.api.refresh).not.toHaveBeenCalled();
    await t.advance(60_000);
    expect(t.api.refresh).toHaveBeenCalledWith('refresh-1');
    expect(t.store.getAccessToken()).toBe('access-2');
    expect(parseStoredSession(t.storage.getItem(SESSION_STORAGE_KEY))?.refresh_token).toBe('refresh-2');
  });

  it('refreshes an expired stored token at start-up (status loading meanwhile)', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession({ access_expires_at: new Date(T0 - 1000).toISOString() })));
    const t = setup({ storage });
    const ready = t.store.init();
    expect(t.store.getSnapshot().status).toBe('loading');
    await ready;
    expect(t.store.getSnapshot().status).toBe('authenticated');
    expect(t.store.getAccessToken()).toBe('access-2');
  });

  it('does not loop when the new token is already due (clock skew)', async () => {
    const refresh = vi.fn(() =>
      Promise.resolve({
        access_token: 'stale',
        refresh_token: 'refresh-x',
        access_expires_at: new Date(T0 - 1000).toISOString(),
      }),
    );
    const t = setup({ api: { refresh } });
    t.store.establish(makeSession({ access_expires_at: new Date(T0 - 1000).toISOString() }));
    await t.advance(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await t.advance(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await t.advance(20_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('shares one refresh between concurrent callers (a burst of 401s)', async () => {
    const t = setup();
    t.store.establish(makeSession());
    const [a, b] = await Promise.all([t.store.refresh(), t.store.refresh()]);
    expect(a).toBe('access-2');
    expect(b).toBe('access-2');
    expect(t.api.refresh).toHaveBeenCalledTimes(1);
  });

  it('signs out with reason expired when the refresh token is refused', async () => {
    const t = setup({ api: { refresh: vi.fn(() => Promise.reject(Object.assign(new Error('refused'), { status: 401 }))) } });
    const reasons: string[] = [];
    t.store.onSignOut((reason) => reasons.push(reason));
    t.store.establish(makeSession());
    expect(await t.store.refresh()).toBeNull();
    expect(t.store.getSnapshot().status).toBe('unauthenticated');
    expect(t.storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(reasons).toEqual(['expired']);
  });

  it('keeps the session on a network failure and retries later', async () => {
    const refresh = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({
        access_token: 'access-3',
        refresh_token: 'refresh-3',
        access_expires_at: new Date(T0 + 2 * 60 * 60_000).toISOString(),
      });
    const t = setup({ api: { refresh } });
    t.store.establish(makeSession());
    expect(await t.store.refresh()).toBeNull();
    expect(t.store.getSnapshot().status).toBe('authenticated');
    await t.advance(30_000);
    expect(t.store.getAccessToken()).toBe('access-3');
  });

  it('adopts tokens another tab already rotated instead of refreshing again', async () => {
    const t = setup();
    t.store.establish(makeSession());
    t.storage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify(makeSession({ access_token: 'other-tab', refresh_token: 'refresh-9' })),
    );
    expect(await t.store.refresh()).toBe('other-tab');
    expect(t.api.refresh).not.toHaveBeenCalled();
  });

  it('updates the username (session update after createUsername)', () => {
    const t = setup();
    t.store.establish(makeSession({ username: null }));
    t.store.updateUser({ username: 'Adaeze Okafor' });
    expect(t.store.getSnapshot().session?.username).toBe('Adaeze Okafor');
    expect(parseStoredSession(t.storage.getItem(SESSION_STORAGE_KEY))?.username).toBe('Adaeze Okafor');
  });

  it('signs out everywhere: clears storage, tells other tabs, calls listeners', () => {
    const t = setup({ channel: true });
    const reasons: [string, string][] = [];
    t.store.onSignOut((reason, origin) => reasons.push([reason, origin]));
    t.store.establish(makeSession());
    t.store.signOut('user');
    expect(t.store.getSnapshot()).toEqual({ status: 'unauthenticated', session: null });
    expect(t.storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(t.posted).toEqual([{ type: 'signed-out', reason: 'user' }]);
    expect(reasons).toEqual([['user', 'this-tab']]);
    expect(t.pending()).toBe(0);
  });

  it('follows a sign-out in another tab (message or storage event)', () => {
    const t = setup({ channel: true });
    const reasons: [string, string][] = [];
    t.store.onSignOut((reason, origin) => reasons.push([reason, origin]));
    t.store.establish(makeSession());
    t.message({ type: 'signed-out', reason: 'expired' });
    expect(t.store.getSnapshot().status).toBe('unauthenticated');
    // The storage event that follows changes nothing more.
    t.store.handleStorage({ key: SESSION_STORAGE_KEY, newValue: null });
    expect(reasons).toEqual([['expired', 'other-tab']]);

    t.store.handleStorage({ key: SESSION_STORAGE_KEY, newValue: JSON.stringify(makeSession()) });
    expect(t.store.getSnapshot().status).toBe('authenticated');
    t.store.handleStorage({ key: null, newValue: null });
    expect(t.store.getSnapshot().status).toBe('unauthenticated');
    expect(reasons).toEqual([
      ['expired', 'other-tab'],
      ['user', 'other-tab'],
    ]);
  });
});
