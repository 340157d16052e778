import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthBridge } from './auth-bridge';
import { ApiError } from './errors';
import type { paths as VaultPaths } from './generated/vault';
import { fillPath, upload } from './upload';

/** A scriptable XMLHttpRequest stand-in: the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const createXhr = () => new FakeXhr() as unknown as XMLHttpRequest;

afterEach(() => {
  setAuthBridge(null);
  vi.useRealTimers();
});

describe('upload (XMLHttpRequest with progress)', () => {
  it('posts the form with the bearer token and reports progress', async () => {
    setAuthBridge({ getAccessToken: () => 'tok', refresh: () => Promise.resolve(null), onSessionExpired: vi.fn() });
    const seen: (number | null)[] = [];
    const body = new FormData();
    body.append('name', 'invoice.pdf');
    const pending = upload<VaultPaths, '/files/'>('/files/', {
      baseUrl: 'http://127.0.0.1:4007/',
      body,
      onProgress: (p) => seen.push(p.percent),
      createXhr,
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual(['POST', 'http://127.0.0.1:4007/files/', 'Bearer tok']);
    expect(xhr.sent).toBe(body);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(201, { id: 7, name: 'invoice.pdf' });
    await expect(pending).resolves.toMatchObject({ id: 7 });
    expect(seen).toEqual([25, 100]);
  });

  it('gives field errors of a refused upload as an ApiError', async () => {
    const pending = upload<VaultPaths, '/files/'>('/files/', { baseUrl: 'http://127.0.0.1:4007', body: new FormData(), createXhr });
    FakeXhr.last.answer(400, { file: ['File is larger than 100 MB.'] });
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual({ file: ['File is larger than 100 MB.'] });
  });

  it('aborts after a stall without progress, not after a fixed time', async () => {
    vi.useFakeTimers();
    const pending = upload<VaultPaths, '/files/'>('/files/', { baseUrl: 'http://127.0.0.1:4007', body: new FormData(), createXhr, stallMs: 1000 });
    const xhr = FakeXhr.last;
    vi.advanceTimersByTime(900);
    xhr.progress(10, 100);
    vi.advanceTimersByTime(900);
    xhr.progress(20, 100);
    vi.advanceTimersByTime(1001);
    await expect(pending).rejects.toMatchObject({ status: 'TIMEOUT_ERROR', message: 'Please try again' });
  });

  it('is exempt from the 50 s request limit', async () => {
    vi.useFakeTimers();
    const pending = upload<VaultPaths, '/files/'>('/files/', { baseUrl: 'http://127.0.0.1:4007', body: new FormData(), createXhr });
    const xhr = FakeXhr.last;
    for (let s = 0; s < 120; s += 30) {
      vi.advanceTimersByTime(30_000);
      xhr.progress(s, 1000);
    }
    xhr.answer(201, { id: 1 });
    await expect(pending).resolves.toMatchObject({ id: 1 });
  });

  it('signs out on 401 with a live session', async () => {
    const expired = vi.fn();
    setAuthBridge({ getAccessToken: () => 'tok', refresh: () => Promise.resolve(null), onSessionExpired: expired });
    const pending = upload<VaultPaths, '/files/'>('/files/', { baseUrl: 'http://127.0.0.1:4007', body: new FormData(), createXhr });
    FakeXhr.last.answer(401, { detail: 'Session expired. Please login again.' });
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledWith('Session expired. Please login again.');
  });

  it("refuses a missing base address with 'No Url found'", async () => {
    await expect(upload<VaultPaths, '/files/'>('/files/', { baseUrl: '', body: new FormData(), createXhr })).rejects.toMatchObject({
      message: 'No Url found',
    });
  });

  it('fills and encodes path parameters', () => {
    expect(fillPath('/business/v1/{businessId}/tools/inventories/{id}/images/', { businessId: 12, id: 'a b' })).toBe(
      '/business/v1/12/tools/inventories/a%20b/images/',
    );
    expect(() => fillPath('/x/{id}/', {})).toThrow('Missing path parameter id');
  });
});
