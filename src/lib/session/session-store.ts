/**
 * The app's session (decision D1): the auth state of spec section 3, kept in localStorage so it
 * survives a reload, refreshed through `POST /auth/refresh/` shortly before the access token
 * expires and once after a 401, and signed out in every tab at once. Tokens are never put in a
 * URL, logged or reported: nothing here prints the session.
 */
import type { AuthSchemas } from '@/api/types';

export type AuthSession = AuthSchemas['AuthSession'];
export type AuthUser = AuthSchemas['User'];
export type TokenPair = AuthSchemas['TokenPair'];
export type SigninInput = AuthSchemas['SigninInput'];
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Why a session ended: the sign-in page tells the user (except after a plain sign-out). */
export type SignOutReason = 'user' | 'expired' | 'idle';

export interface SessionSnapshot {
  status: SessionStatus;
  session: AuthSession | null;
}

/** The calls the session makes; the app passes the auth contract's, tests pass fakes. */
export interface SessionApi {
  signIn: (input: SigninInput) => Promise<AuthSession>;
  /** Resolves to the new tokens, or rejects: `{ status: 401 }` means the refresh token is dead. */
  refresh: (refreshToken: string) => Promise<TokenPair>;
}

export interface SessionStoreOptions {
  api: SessionApi;
  storage?: Storage | undefined;
  /** Current time in ms (tests move it). */
  now?: () => number;
  /** Refresh this long before `access_expires_at`. */
  refreshLeadMs?: number;
  /** Cross-tab messages; null turns them off (tests). */
  channel?: BroadcastChannelLike | null;
  /** Runs `fn` holding a lock shared by every tab (Web Locks), so only one tab refreshes at a time. */
  withLock?: <T>(fn: () => Promise<T>) => Promise<T>;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export const SESSION_STORAGE_KEY = 'ledgerly.session';
const DEFAULT_LEAD_MS = 60_000;
/** Timers longer than this overflow in browsers; re-arm instead. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const RETRY_MS = 30_000;
/** At most one timed refresh per this long, even if the server's clock says the new token is already due. */
const MIN_REFRESH_GAP_MS = 30_000;

const isText = (value: unknown): value is string => typeof value === 'string';
const isToken = (value: unknown): value is string => isText(value) && value.length > 0;

/**
 * True when `value` is a whole session: the user's fields and both tokens (a sign-in answer, a
 * stored session). Checked by hand, without the forms' validation library: the session is in the
 * entry chunk (issue 21).
 */
export function isAuthSession(value: unknown): value is AuthSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    Number.isInteger(session.id) &&
    isText(session.email) &&
    (session.username === null || isText(session.username)) &&
    isToken(session.access_token) &&
    isToken(session.refresh_token) &&
    isText(session.access_expires_at) &&
    (session.account_type === 'personal' || session.account_type === 'business') &&
    typeof session.is_verified === 'boolean'
  );
}

/** Reads a stored session (its own fields only); anything unreadable counts as none. */
export function parseStoredSession(raw: string | null): AuthSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isAuthSession(value)) return null;
    const { id, email, username, access_token, refresh_token, access_expires_at, account_type, is_verified } = value;
    return { id, email, username, access_token, refresh_token, access_expires_at, account_type, is_verified };
  } catch {
    return null;
  }
}

function expiresAt(session: AuthSession): number {
  const time = Date.parse(session.access_expires_at);
  return Number.isNaN(time) ? 0 : time;
}

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
}

type SignOutListener = (reason: SignOutReason, origin: 'this-tab' | 'other-tab') => void;

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(options: SessionStoreOptions) {
  const api = options.api;
  const storage = options.storage;
  const now = options.now ?? (() => Date.now());
  const lead = options.refreshLeadMs ?? DEFAULT_LEAD_MS;
  const withLock = options.withLock ?? (<T>(fn: () => Promise<T>) => fn());
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const channel = options.channel ?? null;

  let snapshot: SessionSnapshot = { status: 'loading', session: null };
  let timer: unknown = null;
  let refreshing: Promise<string | null> | null = null;
  let ready: Promise<void> | null = null;
  let lastRefreshAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();
  const signOutListeners = new Set<SignOutListener>();

  function emit(next: SessionSnapshot) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function read(): AuthSession | null {
    try {
      return parseStoredSession(storage?.getItem(SESSION_STORAGE_KEY) ?? null);
    } catch {
      return null;
    }
  }

  function write(session: AuthSession | null) {
    try {
      if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      else storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage may be full or blocked: the session still works in this tab until a reload.
    }
  }

  function schedule(session: AuthSession | null) {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (!session) return;
    const due = Math.max(expiresAt(session) - lead - now(), lastRefreshAt + MIN_REFRESH_GAP_MS - now());
    timer = setTimer(
      () => {
        timer = null;
        if (due > MAX_TIMER_MS) schedule(snapshot.session);
        else void refresh();
      },
      Math.max(0, Math.min(due, MAX_TIMER_MS)),
    );
  }

  /** Makes `session` the current one in this tab (and, when `persist`, in every tab). */
  function establish(session: AuthSession, persist = true) {
    if (persist) write(session);
    emit({ status: 'authenticated', session });
    schedule(session);
  }

  function endLocally(reason: SignOutReason, origin: 'this-tab' | 'other-tab') {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const wasSignedIn = snapshot.session !== null;
    emit({ status: 'unauthenticated', session: null });
    if (wasSignedIn) for (const listener of signOutListeners) listener(reason, origin);
  }

  /** Signs out here and in every open tab. */
  function signOut(reason: SignOutReason = 'user') {
    // The message goes first so the other tabs learn the reason before the storage event.
    channel?.postMessage({ type: 'signed-out', reason });
    write(null);
    endLocally(reason, 'this-tab');
  }

  function applyTokens(base: AuthSession, tokens: TokenPair): AuthSession {
    return {
      ...base,
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      access_expires_at: tokens.access_expires_at,
    };
  }

  /**
   * Refreshes the access token; concurrent callers share one call, and tabs take turns (another
   * tab may already have rotated the tokens: then its tokens are adopted). A refresh token the
   * server refuses (401) signs out with 'Session expired'. Resolves to the new token or null.
   */
  function refresh(): Promise<string | null> {
    if (refreshing) return refreshing;
    const started = snapshot.session;
    if (!started) return Promise.resolve(null);
    refreshing = withLock(async () => {
      const stored = read();
      if (!stored) {
        if (snapshot.session) endLocally('expired', 'other-tab');
        return null;
      }
      if (stored.refresh_token !== started.refresh_token) {
        // Another tab refreshed (or signed in again) meanwhile.
        establish(stored, false);
        return stored.access_token;
      }
      try {
        lastRefreshAt = now();
        const tokens = await api.refresh(stored.refresh_token);
        const current = snapshot.session ?? stored;
        const next = applyTokens({ ...stored, username: current.username }, tokens);
        establish(next);
        return next.access_token;
      } catch (error) {
        const status = statusOf(error);
        if (status === 401 || status === 400 || status === 403) {
          signOut('expired');
          return null;
        }
        // Network trouble: try again soon while the token is still valid.
        if (snapshot.session && expiresAt(snapshot.session) > now()) {
          if (timer !== null) clearTimer(timer);
          timer = setTimer(() => {
            timer = null;
            void refresh();
          }, RETRY_MS);
        }
        return null;
      }
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * Reads the stored session once at start-up: a live access token signs in at once; an expired
   * one is refreshed first (status 'loading' meanwhile).
   */
  function init(): Promise<void> {
    if (ready) return ready;
    const stored = read();
    if (!stored) {
      emit({ status: 'unauthenticated', session: null });
      ready = Promise.resolve();
    } else if (expiresAt(stored) - now() > 5_000) {
      establish(stored, false);
      ready = Promise.resolve();
    } else {
      snapshot = { status: 'loading', session: stored };
      ready = refresh().then((token) => {
        if (!token && snapshot.status === 'loading') emit({ status: 'unauthenticated', session: null });
      });
    }
    return ready;
  }

  /** Follows sign-in, refresh and sign-out in other tabs (storage event, BroadcastChannel). */
  function handleStorage(event: Pick<StorageEvent, 'key' | 'newValue'>) {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const next = parseStoredSession(event.newValue);
    if (next) {
      establish(next, false);
    } else if (snapshot.session) {
      endLocally('user', 'other-tab');
    }
  }

  function handleMessage(data: unknown) {
    if (typeof data !== 'object' || data === null) return;
    const message = data as { type?: unknown; reason?: unknown };
    if (message.type !== 'signed-out' || !snapshot.session) return;
    const reason: SignOutReason = message.reason === 'expired' || message.reason === 'idle' ? message.reason : 'user';
    endLocally(reason, 'other-tab');
  }

  channel?.addEventListener('message', (event) => handleMessage(event.data));

  return {
    init,
    /** Resolves once the start-up read (and any refresh it needed) is done. */
    ready: () => init(),
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Called after a sign-out in this tab or another one. */
    onSignOut(listener: SignOutListener) {
      signOutListeners.add(listener);
      return () => {
        signOutListeners.delete(listener);
      };
    },
    getAccessToken: () => snapshot.session?.access_token ?? null,
    /** Signs in with email and password (`POST /auth/signin/`); rejects with the API error. */
    async signIn(input: SigninInput): Promise<AuthSession> {
      const session = await api.signIn(input);
      establish(session);
      return session;
    },
    /** Starts a session the server issued (sign-in, or `POST /auth/verifyOtp/`). */
    establish: (session: AuthSession) => establish(session),
    /** Updates the stored user after `GET /auth/createUsername` (the spec's 'session update'). */
    updateUser(user: Pick<AuthUser, 'username'> & Partial<AuthUser>) {
      const current = snapshot.session;
      if (!current) return;
      establish({ ...current, username: user.username });
    },
    refresh,
    signOut,
    handleStorage,
    handleMessage,
    /** Stops timers and listeners (tests). */
    dispose() {
      if (timer !== null) clearTimer(timer);
      timer = null;
      channel?.close();
      listeners.clear();
      signOutListeners.clear();
    },
  };
}
