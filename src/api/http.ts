/**
 * The HTTP behaviour every service client shares (decision D3): bearer token, the 50,000 ms
 * limit, one refresh and retry on 401 (D1), sign-out on an expired session, and one normalised
 * ApiError for every failure. openapi-fetch calls `fetch` and the middleware below.
 */
import type { Middleware } from 'openapi-fetch';
import { authBridge } from './auth-bridge';
import { ApiError, MESSAGES, httpError, serverMessage, toApiError } from './errors';

export const REQUEST_TIMEOUT_MS = 50_000;

export interface ServiceOptions {
  /** Service name, for messages and the reporter. */
  service: string;
  /** Base address from configuration; may be empty when validation was skipped. */
  baseUrl: string | undefined;
  /** The business service needs a session for every call and reports a missing base as 'No Url found'. */
  requiresSession?: boolean;
  /** Per-operation messages of the spec's catalogue, keyed 'METHOD /path/template'. */
  messages?: Record<string, { message: string; preferServer: boolean }>;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** Checks the base address before any call ('No Url found', 'Unsupported protocol'). */
export function checkBaseUrl(options: ServiceOptions): string {
  const base = options.baseUrl?.trim();
  if (!base) {
    throw new ApiError({ status: options.requiresSession ? 400 : 'CONFIG_ERROR', message: MESSAGES.noUrl });
  }
  let protocol: string;
  try {
    protocol = new URL(base).protocol;
  } catch {
    throw new ApiError({ status: 'CONFIG_ERROR', message: MESSAGES.noUrl, detail: 'invalid base address' });
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new ApiError({ status: 'CONFIG_ERROR', message: MESSAGES.unsupportedProtocol });
  }
  return base.replace(/\/+$/, '');
}

/**
 * fetch with the time limit. A caller's abort is 'Request aborted' (silent); the limit is
 * 'Please try again'; a failed connection is 'Network Error'.
 */
export function createTimedFetch(timeoutMs: number, baseFetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args)) {
  return async function timedFetch(request: Request): Promise<Response> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException(MESSAGES.timeoutDetail(timeoutMs), 'TimeoutError')), timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout.signal]);
    try {
      return await baseFetch(new Request(request, { signal }));
    } catch (error) {
      if (timeout.signal.aborted && !request.signal.aborted) {
        throw new ApiError({ status: 'TIMEOUT_ERROR', message: MESSAGES.timeout, detail: MESSAGES.timeoutDetail(timeoutMs) });
      }
      if (request.signal.aborted) {
        throw new ApiError({ status: 'FETCH_ERROR', message: MESSAGES.aborted, silent: true });
      }
      throw toApiError(error);
    } finally {
      clearTimeout(timer);
    }
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const RETRIED = new WeakSet<Request>();

/** The middleware that gives every service the behaviour of decision D3. */
export function createServiceMiddleware(options: ServiceOptions): Middleware {
  const retryCopies = new WeakMap<Request, Request>();
  /** Requests sent with a token: a 401 for one of them refreshes once and retries. */
  const withToken = new WeakSet<Request>();
  const timed = createTimedFetch(options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.fetch);
  return {
    onRequest({ request }) {
      const token = authBridge().getAccessToken();
      if (options.requiresSession && !token) {
        throw new ApiError({ status: 'FETCH_ERROR', message: MESSAGES.unauthorizedAccess });
      }
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      // A request with a body is copied now, before it is sent (a sent body cannot be read again);
      // one without is copied only if a 401 asks for the retry (most calls: one object less each).
      if (token && !RETRIED.has(request)) {
        withToken.add(request);
        if (request.body !== null) retryCopies.set(request, request.clone());
      }
      return request;
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return response;
      const key = `${request.method} ${schemaPath}`;
      if (response.status === 401) {
        const copy = withToken.has(request) ? (retryCopies.get(request) ?? new Request(request)) : undefined;
        if (copy && !RETRIED.has(request)) {
          const fresh = await authBridge().refresh();
          if (fresh) {
            copy.headers.set('Authorization', `Bearer ${fresh}`);
            RETRIED.add(copy);
            const again = await timed(copy);
            if (again.ok) return again;
            if (again.status !== 401) return failWith(again, key);
          }
        }
        const body = await readBody(response);
        const hadSession = authBridge().getAccessToken() !== null;
        const message = serverMessage(body) ?? MESSAGES.sessionExpired;
        if (hadSession) authBridge().onSessionExpired(MESSAGES.sessionExpired);
        throw new ApiError({ status: 401, message, detail: serverMessage(body), body });
      }
      return failWith(response, key);
    },
  };

  async function failWith(response: Response, key: string): Promise<never> {
    const body = await readBody(response);
    if (serverMessage(body) === MESSAGES.sessionExpired) {
      authBridge().onSessionExpired(MESSAGES.sessionExpired);
    }
    throw httpError(response.status, body, options.messages?.[key]);
  }
}
