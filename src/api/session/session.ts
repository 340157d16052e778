/**
 * The app's one session, on the auth contract, registered with the HTTP layer (auth bridge) so
 * every call carries the bearer token, refreshes once on 401 and signs out when the session is
 * gone. Imported by main.tsx before the first render. The store itself (state, storage, timers,
 * tabs) is the pure `createSessionStore` of src/lib/session; this module gives it the auth
 * contract's calls and the browser's storage, channel and locks (decision 13).
 */
import createFetchClient from 'openapi-fetch';
import { env } from '@/lib/env';
import { createSessionStore, isAuthSession, type BroadcastChannelLike, type SessionApi } from '@/lib/session/session-store';
import { setAuthBridge } from '../auth-bridge';
import { auth, type AuthPaths } from '../clients';
import { ApiError, MESSAGES } from '../errors';
import { REQUEST_TIMEOUT_MS, createTimedFetch } from '../http';

/**
 * The refresh call goes through a client without the service middleware: the middleware itself
 * asks the session to refresh after a 401, and a 401 from the refresh call must not ask again.
 */
const refreshClient = createFetchClient<AuthPaths>({
  baseUrl: (env.VITE_AUTH_API_URL ?? '').replace(/\/+$/, ''),
  fetch: createTimedFetch(REQUEST_TIMEOUT_MS),
});

export const sessionApi: SessionApi = {
  async signIn(body) {
    const { data } = await auth.client.POST('/auth/signin/', { body });
    // A 2xx without the session and its tokens is not the contract's answer (decision 14).
    if (!isAuthSession(data)) {
      throw new ApiError({ status: 'PARSING_ERROR', message: MESSAGES.parsing, detail: 'sign-in answer without a session' });
    }
    return data;
  },
  async refresh(refreshToken) {
    const { data, response } = await refreshClient.POST('/auth/refresh/', { body: { refresh_token: refreshToken } });
    if (!data) throw Object.assign(new Error(`Refresh failed with status ${response.status}`), { status: response.status });
    return data;
  },
};

function openChannel(): BroadcastChannelLike | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel('ledgerly.session') : null;
}

function webLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  // The lock is held until `fn` settles; request() resolves to what `fn` resolves to.
  return locks.request('ledgerly.session.refresh', fn) as unknown as Promise<T>;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

export const session = createSessionStore({
  api: sessionApi,
  storage: browserStorage(),
  channel: openChannel(),
  withLock: webLock,
});

setAuthBridge({
  getAccessToken: () => session.getAccessToken(),
  refresh: () => session.refresh(),
  onSessionExpired: () => {
    if (session.getSnapshot().session) session.signOut('expired');
  },
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => session.handleStorage(event));
  // A tab woken from sleep may have missed its refresh timer.
  document.addEventListener('visibilitychange', () => {
    const current = session.getSnapshot().session;
    if (document.visibilityState === 'visible' && current && Date.parse(current.access_expires_at) - Date.now() < 60_000) {
      void session.refresh();
    }
  });
}
