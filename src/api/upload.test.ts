import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthBridge } from './auth-bridge';
import { ApiError } from './errors';
import type { paths as VaultPaths } from './generated/vault';
import { createUploadQueue } from './upload-queue';
import { UPLOAD_STALL_MS, fillPath, upload } from './upload';

/** A scriptable XMLHttpRequest stand-in: the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr;
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
    FakeXhr.all.push(this);
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
  FakeXhr.all = [];
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
    const pending = upload<VaultPaths, '/files/'>('/files/', {
      baseUrl: 'http://127.0.0.1:4007',
      body: new FormData(),
      createXhr,
    });
    FakeXhr.last.answer(400, { file: ['File is larger than 100 MB.'] });
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual({ file: ['File is larger than 100 MB.'] });
  });

  it('aborts after a stall without progress, not after a fixed time', async () => {
    vi.useFakeTimers();
    const pending = upload<VaultPaths, '/files/'>('/files/', {
      baseUrl: 'http://127.0.0.1:4007',
      body: new FormData(),
      createXhr,
      stallMs: 1000,
    });
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
    const pending = upload<VaultPaths, '/files/'>('/files/', {
      baseUrl: 'http://127.0.0.1:4007',
      body: new FormData(),
      createXhr,
    });
    const xhr = FakeXhr.last;
    for (let s = 0; s < 120; s += 30) {
      vi.advanceTimersByTime(30_000);
      xhr.progress(s, 1000);
    }
    xhr.answer(201, { id: 1 });
    await expect(pending).resolves.toMatchObject({ id: 1 });
  });

  it('fails with the timeout message when the server never answers after the last byte (50 s, as other calls)', async () => {
    vi.useFakeTimers();
    expect(UPLOAD_STALL_MS).toBe(50_000);
    const pending = upload<VaultPaths, '/files/'>('/files/', {
      baseUrl: 'http://127.0.0.1:4007',
      body: new FormData(),
      createXhr,
    });
    const failed = pending.catch((e: unknown) => e);
    FakeXhr.last.progress(100, 100);
    vi.advanceTimersByTime(49_999);
    let settled = false;
    void failed.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(failed).resolves.toMatchObject({ status: 'TIMEOUT_ERROR', message: 'Please try again' });
  });

  it('sends the caller’s headers (an Idempotency-Key)', () => {
    void upload<VaultPaths, '/files/'>('/files/', {
      baseUrl: 'http://127.0.0.1:4007',
      body: new FormData(),
      createXhr,
      headers: { 'Idempotency-Key': 'attempt-0001' },
    }).catch(() => undefined);
    expect(FakeXhr.last.headers['Idempotency-Key']).toBe('attempt-0001');
  });

  it('refreshes once on a 401 and sends the same form again with the new token (D1)', async () => {
    const expired = vi.fn();
    const refresh = vi.fn(() => Promise.resolve('fresh'));
    setAuthBridge({ getAccessToken: () => 'tok', refresh, onSessionExpired: expired });
    const body = new FormData();
    const pending = upload<VaultPaths, '/files/'>('/files/', { baseUrl: 'http://127.0.0.1:4007', body, createXhr });
    FakeXhr.last.answer(401, { detail: 'Token expired.' });
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    const again = FakeXhr.all[1]!;
    expect([again.headers.Authorization, again.sent]).toEqual(['Bearer fresh', body]);
    again.answer(201, { id: 3 });
    await expect(pending).resolves.toMatchObject({ id: 3 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('signs out on 401 with a live session', async () => {
    const expired = vi.fn();
    setAuthBridge({ getAccessToken: () => 'tok', refresh: () => Promise.resolve(null), onSessionExpired: expired });
    const pending = upload<VaultPaths, '/files/'>('/files/', {
      baseUrl: 'http://127.0.0.1:4007',
      body: new FormData(),
      createXhr,
    });
    FakeXhr.last.answer(401, { detail: 'Session expired. Please login again.' });
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledWith('Session expired. Please login again.');
  });

  it("refuses a missing base address with 'No Url found'", async () => {
    await expect(
      upload<VaultPaths, '/files/'>('/files/', { baseUrl: '', body: new FormData(), createXhr }),
    ).rejects.toMatchObject({
      message: 'No Url found',
    });
  });

  it('in the queue, a stalled upload fails with the timeout message and its retry sends again', async () => {
    vi.useFakeTimers();
    const queue = createUploadQueue<{ id: number }>();
    const [id] = queue.enqueue([new File(['lace'], 'lace.png')], (_file, { signal, onProgress }) =>
      upload<VaultPaths, '/files/'>('/files/', {
        baseUrl: 'http://127.0.0.1:4007',
        body: new FormData(),
        signal,
        onProgress,
        createXhr,
      }),
    );
    FakeXhr.last.progress(4, 4);
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'uploading', progress: { percent: 100 } });
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS);
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'failed',
      error: { status: 'TIMEOUT_ERROR', message: 'Please try again' },
    });
    queue.retry(id!);
    expect(FakeXhr.all).toHaveLength(2);
    FakeXhr.last.answer(201, { id: 9 });
    await vi.waitFor(() => expect(queue.getSnapshot()[0]).toMatchObject({ status: 'done', result: { id: 9 } }));
  });

  it('fills and encodes path parameters', () => {
    expect(fillPath('/business/v1/{businessId}/tools/inventories/{id}/images/', { businessId: 12, id: 'a b' })).toBe(
      '/business/v1/12/tools/inventories/a%20b/images/',
    );
    expect(() => fillPath('/x/{id}/', {})).toThrow('Missing path parameter id');
  });
});
