/**
 * Uploads with progress (decision D3): XMLHttpRequest instead of fetch, exempt from the 50 s
 * limit; a stall of 60 s without progress aborts. Failures are the same ApiError as every call.
 */
import type { SuccessResponseJSON } from 'openapi-typescript-helpers';
import { authBridge } from './auth-bridge';
import { ApiError, MESSAGES, httpError, serverMessage } from './errors';
import { checkBaseUrl } from './http';

export const UPLOAD_STALL_MS = 60_000;

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
export function upload<Paths, P extends MultipartPostPath<Paths>>(
  path: P,
  options: UploadOptions,
): Promise<SuccessResponseJSON<PostOf<Paths, P> & Record<string | number, unknown>>> {
  return new Promise((resolve, reject) => {
    let base: string;
    try {
      base = checkBaseUrl({ service: 'upload', baseUrl: options.baseUrl });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();
    const stallMs = options.stallMs ?? UPLOAD_STALL_MS;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
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

    xhr.open('POST', `${base}${fillPath(path, options.params)}`);
    const token = authBridge().getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
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
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as SuccessResponseJSON<PostOf<Paths, P> & Record<string | number, unknown>>);
        return;
      }
      if (xhr.status === 401 && token) {
        authBridge().onSessionExpired(MESSAGES.sessionExpired);
        reject(new ApiError({ status: 401, message: serverMessage(body) ?? MESSAGES.sessionExpired, body }));
        return;
      }
      reject(httpError(xhr.status, body));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ status: 'FETCH_ERROR', message: MESSAGES.network }));
    };
    xhr.onabort = () => {
      done();
      reject(
        stalled
          ? new ApiError({ status: 'TIMEOUT_ERROR', message: MESSAGES.timeout, detail: `no upload progress for ${stallMs}ms` })
          : new ApiError({ status: 'FETCH_ERROR', message: MESSAGES.aborted, silent: true }),
      );
    };
    if (options.signal?.aborted) {
      reject(new ApiError({ status: 'FETCH_ERROR', message: MESSAGES.aborted, silent: true }));
      return;
    }
    options.signal?.addEventListener('abort', onAbort);
    armStall();
    xhr.send(options.body);
  });
}
