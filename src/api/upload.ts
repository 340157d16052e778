/**
 * Uploads with progress (decision D3): XMLHttpRequest instead of fetch. A long upload that keeps
 * making progress is exempt from the 50 s limit, but 50 s (the API client's limit) with neither
 * progress nor an answer aborts it with the timeout's message: a server that never answers after
 * the last byte went no longer leaves 'Sending… 100 %' for good. A 401 refreshes the session once
 * and sends again (D1), as every other call does. Failures are the same ApiError as every call.
 */
import type { SuccessResponseJSON } from 'openapi-typescript-helpers';
import { authBridge } from './auth-bridge';
import { ApiError, MESSAGES, httpError, serverMessage } from './errors';
import { REQUEST_TIMEOUT_MS, checkBaseUrl } from './http';

/** Neither progress nor an answer for this long fails the upload (the API client's limit). */
export const UPLOAD_STALL_MS = REQUEST_TIMEOUT_MS;

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, or null when the size is not known. */
  percent: number | null;
}

/** Paths of a contract that accept a multipart POST. */
export type MultipartPostPath<Paths> = {
  [K in keyof Paths]: Paths[K] extends { post: { requestBody?: { content: { 'multipart/form-data': unknown } } } } ? K : never;
}[keyof Paths] &
  string;

type PostOf<Paths, P extends keyof Paths> = Paths[P] extends { post: infer Op } ? Op : never;

export interface UploadOptions {
  baseUrl: string | undefined;
  /** Path parameters, substituted into the path template. */
  params?: Record<string, string | number>;
  body: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  stallMs?: number;
  /** Extra request headers (an `Idempotency-Key`, kept by the caller across retries of one attempt). */
  headers?: Record<string, string>;
  /** Injected for tests. */
  createXhr?: () => XMLHttpRequest;
}

export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Typed multipart upload: the response type comes from the contract's 2xx JSON response. */
export async function upload<Paths, P extends MultipartPostPath<Paths>>(
  path: P,
  options: UploadOptions,
): Promise<SuccessResponseJSON<PostOf<Paths, P> & Record<string | number, unknown>>> {
  type Answer = SuccessResponseJSON<PostOf<Paths, P> & Record<string | number, unknown>>;
  let base: string;
  try {
    base = checkBaseUrl({ service: 'upload', baseUrl: options.baseUrl });
  } catch (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
  const url = `${base}${fillPath(path, options.params)}`;
  const token = authBridge().getAccessToken();
  let answer = await send(url, token, options);
  if (answer.status === 401 && token) {
    // One refresh and one retry (D1); a second 401, or no new token, is an expired session.
    const fresh = await authBridge().refresh();
    if (fresh) answer = await send(url, fresh, options);
    if (answer.status === 401) {
      if (authBridge().getAccessToken() !== null) authBridge().onSessionExpired(MESSAGES.sessionExpired);
      throw new ApiError({ status: 401, message: serverMessage(answer.body) ?? MESSAGES.sessionExpired, body: answer.body });
    }
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as Answer;
  throw httpError(answer.status, answer.body);
}

/** One request: resolves with any HTTP answer, rejects on a network failure, a stall or an abort. */
function send(url: string, token: string | null, options: UploadOptions): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ApiError({ status: 'FETCH_ERROR', message: MESSAGES.aborted, silent: true }));
      return;
    }
    const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();
    const stallMs = options.stallMs ?? UPLOAD_STALL_MS;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    /** (Re)starts the stall timer: at the start and on every progress report. */
    const armStall = () => {
      if (stallTimer) clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, stallMs);
    };
    const done = () => {
      if (stallTimer) clearTimeout(stallTimer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => xhr.abort();

    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      armStall();
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: event.lengthComputable && event.total > 0 ? Math.round((event.loaded / event.total) * 100) : null,
      });
    };
    xhr.onload = () => {
      done();
      let body: unknown = undefined;
      if (xhr.responseText) {
        try {
          body = JSON.parse(xhr.responseText) as unknown;
        } catch {
          if (xhr.status >= 200 && xhr.status < 300) {
            reject(new ApiError({ status: 'PARSING_ERROR', message: MESSAGES.parsing, detail: 'invalid JSON' }));
            return;
          }
          body = xhr.responseText;
        }
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ status: 'FETCH_ERROR', message: MESSAGES.network }));
    };
    xhr.onabort = () => {
      done();
      reject(
        stalled
          ? new ApiError({
              status: 'TIMEOUT_ERROR',
              message: MESSAGES.timeout,
              detail: `neither progress nor an answer for ${stallMs}ms`,
            })
          : new ApiError({ status: 'FETCH_ERROR', message: MESSAGES.aborted, silent: true }),
      );
    };
    options.signal?.addEventListener('abort', onAbort);
    armStall();
    xhr.send(options.body);
  });
}
