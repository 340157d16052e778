import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthBridge, type AuthBridge } from './auth-bridge';
import { createServiceClient } from './create-client';
import { ApiError } from './errors';
import type { paths as AuthPaths } from './generated/auth';
import type { paths as BusinessPaths } from './generated/business';
import { BUSINESS_MESSAGES } from './clients';

const BASE = 'http://127.0.0.1:59999';

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function bridge(overrides: Partial<AuthBridge> = {}): AuthBridge & { expired: ReturnType<typeof vi.fn> } {
  const expired = vi.fn();
  const b = { getAccessToken: () => 'tok-1', refresh: () => Promise.resolve(null), onSessionExpired: expired, ...overrides };
  setAuthBridge(b);
  return Object.assign(b, { expired });
}

function authClient(fetchImpl: (r: Request) => Promise<Response>, extra: { timeoutMs?: number; baseUrl?: string } = {}) {
  return createServiceClient<AuthPaths>({
    service: 'auth',
    baseUrl: extra.baseUrl ?? BASE,
    fetch: fetchImpl as typeof fetch,
    ...(extra.timeoutMs ? { timeoutMs: extra.timeoutMs } : {}),
  }).client;
}

const createUsername = (client: ReturnType<typeof authClient>, init: { signal?: AbortSignal } = {}) =>
  client.GET('/auth/createUsername', { params: { query: { username: 'Ada Obi' } }, ...init });

afterEach(() => {
  setAuthBridge(null);
  vi.useRealTimers();
});

describe('service middleware', () => {
  it('sends the bearer token from the session', async () => {
    bridge();
    const seen: string[] = [];
    const client = authClient((r) => {
      seen.push(r.headers.get('Authorization') ?? '');
      return Promise.resolve(json(200, { id: 1, email: 'a@b.ng', username: 'Ada Obi', account_type: 'business', is_verified: true }));
    });
    await createUsername(client);
    expect(seen).toEqual(['Bearer tok-1']);
  });

  it("aborts after the limit with 'Please try again'", async () => {
    bridge();
    const client = authClient(
      (r) =>
        new Promise((_, reject) => {
          r.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      { timeoutMs: 30 },
    );
    const error = await createUsername(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe('TIMEOUT_ERROR');
    expect((error as ApiError).message).toBe('Please try again');
    expect((error as ApiError).detail).toBe('timeout of 30ms exceeded');
  });

  it('uses 50,000 ms by default', async () => {
    const { REQUEST_TIMEOUT_MS } = await import('./http');
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
  });

  it("says 'Request aborted' silently when the caller aborts", async () => {
    bridge();
    const controller = new AbortController();
    const client = authClient(
      (r) =>
        new Promise((_, reject) => {
          r.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          controller.abort();
        }),
    );
    const error = (await createUsername(client, { signal: controller.signal }).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.message, error.silent]).toEqual(['FETCH_ERROR', 'Request aborted', true]);
  });

  it("says 'Network Error' when the connection fails", async () => {
    bridge();
    const client = authClient(() => Promise.reject(new TypeError('fetch failed')));
    const error = (await createUsername(client).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.message]).toEqual(['FETCH_ERROR', 'Network Error']);
  });

  it('signs out on 401 with a live session when refresh fails', async () => {
    const b = bridge();
    const client = authClient(() => Promise.resolve(json(401, { detail: 'Token is invalid or expired' })));
    const error = (await createUsername(client).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(b.expired).toHaveBeenCalledWith('Session expired. Please login again.');
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const refresh = vi.fn(() => Promise.resolve('tok-2'));
    const b = bridge({ refresh });
    const tokens: string[] = [];
    const client = authClient((r) => {
      tokens.push(r.headers.get('Authorization') ?? '');
      return Promise.resolve(
        tokens.length === 1 ? json(401, { detail: 'expired' }) : json(200, { id: 1, email: 'a@b.ng', username: 'Ada', account_type: 'personal', is_verified: true }),
      );
    });
    const result = await createUsername(client);
    expect(result.data?.username).toBe('Ada');
    expect(tokens).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(b.expired).not.toHaveBeenCalled();
  });

  it('signs out when the retry after refresh is refused again', async () => {
    const b = bridge({ refresh: () => Promise.resolve('tok-2') });
    const client = authClient(() => Promise.resolve(json(401, { detail: 'nope' })));
    await expect(createUsername(client)).rejects.toMatchObject({ status: 401 });
    expect(b.expired).toHaveBeenCalledTimes(1);
  });

  it('does not sign out on 401 without a session (wrong password)', async () => {
    const b = bridge({ getAccessToken: () => null });
    const client = authClient(() => Promise.resolve(json(401, { detail: 'Invalid email or password.' })));
    const result = client.POST('/auth/signin/', { body: { email: 'a@b.ng', password: 'wrongpass1' } });
    await expect(result).rejects.toMatchObject({ status: 401, message: 'Invalid email or password.' });
    expect(b.expired).not.toHaveBeenCalled();
  });

  it("signs out on the message 'Session expired. Please login again.' whatever the status", async () => {
    const b = bridge();
    const client = authClient(() => Promise.resolve(json(403, { detail: 'Session expired. Please login again.' })));
    await expect(createUsername(client)).rejects.toMatchObject({ status: 403 });
    expect(b.expired).toHaveBeenCalledWith('Session expired. Please login again.');
  });

  it('gives field errors of a 400 and the server body', async () => {
    bridge({ getAccessToken: () => null });
    const body = { detail: 'Invalid input.', email: ['Enter a valid email address.'] };
    const client = authClient(() => Promise.resolve(json(400, body)));
    const error = (await client.POST('/auth/signin/', { body: { email: 'x@y.ng', password: 'password1' } }).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ email: ['Enter a valid email address.'] });
    expect(error.body).toEqual(body);
  });

  it("says 'Request failed with status code 502' without a server message", async () => {
    bridge();
    const client = authClient(() => Promise.resolve(new Response('', { status: 502 })));
    await expect(createUsername(client)).rejects.toMatchObject({ status: 502, message: 'Request failed with status code 502' });
  });

  it('reports a body that is not JSON as PARSING_ERROR', async () => {
    bridge();
    const client = authClient(() => Promise.resolve(new Response('<html>', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const error = await createUsername(client).catch((e: unknown) => e);
    const { toApiError } = await import('./errors');
    expect(toApiError(error)).toMatchObject({ status: 'PARSING_ERROR', message: 'Please try again' });
  });

  it("refuses a base address with another protocol: 'Unsupported protocol'", async () => {
    bridge();
    const client = authClient(() => Promise.resolve(json(200, {})), { baseUrl: 'ftp://files.example.ng' });
    await expect(createUsername(client)).rejects.toMatchObject({ message: 'Unsupported protocol' });
  });
});

describe('business service rules', () => {
  function businessClient(fetchImpl: (r: Request) => Promise<Response>, baseUrl: string | undefined = BASE) {
    return createServiceClient<BusinessPaths>({
      service: 'business',
      baseUrl,
      requiresSession: true,
      messages: BUSINESS_MESSAGES,
      fetch: fetchImpl as typeof fetch,
    }).client;
  }

  it("rejects a call without a session: 'Unauthorized access'", async () => {
    bridge({ getAccessToken: () => null });
    const fetchImpl = vi.fn(() => Promise.resolve(json(200, [])));
    await expect(businessClient(fetchImpl).GET('/business/v1/businesses/')).rejects.toMatchObject({ message: 'Unauthorized access' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("reports a missing base address as 400 'No Url found'", async () => {
    bridge();
    await expect(businessClient(() => Promise.resolve(json(200, [])), '').GET('/business/v1/businesses/')).rejects.toMatchObject({
      status: 400,
      message: 'No Url found',
    });
  });

  it("uses the server detail, or 'Failed to fetch businesses'", async () => {
    bridge();
    await expect(businessClient(() => Promise.resolve(json(500, {}))).GET('/business/v1/businesses/')).rejects.toMatchObject({
      message: 'Failed to fetch businesses',
    });
    await expect(
      businessClient(() => Promise.resolve(json(500, { detail: 'Service unavailable' }))).GET('/business/v1/businesses/'),
    ).rejects.toMatchObject({ message: 'Service unavailable' });
  });

  it("rejects with the server's body for business errors", async () => {
    bridge();
    const body = { detail: 'Not found.', code: 'not_found' };
    const error = (await businessClient(() => Promise.resolve(json(404, body)))
      .GET('/business/v1/businesses/{id}/', { params: { path: { id: 7 } } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Not found.');
  });

  it("says 'Failed to fetch delivery fees' and 'Failed to fetch affiliates'", async () => {
    bridge();
    const failing = businessClient(() => Promise.resolve(json(500, { detail: 'boom' })));
    await expect(
      failing.GET('/business/v1/{businessId}/marketplace/delivery_fees', { params: { path: { businessId: 1 } } }),
    ).rejects.toMatchObject({ message: 'Failed to fetch delivery fees' });
    await expect(
      failing.GET('/business/v1/{businessId}/marketplace/affiliates/', { params: { path: { businessId: 1 } } }),
    ).rejects.toMatchObject({ message: 'Failed to fetch affiliates' });
  });
});
