/**
 * One normalised error for every service (decision D3). Everything the API layer rejects with is
 * an ApiError; `toApiError` turns anything else (a thrown body, a SyntaxError) into one.
 */

export type ApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CONFIG_ERROR';

export interface ApiErrorInit {
  status: ApiErrorStatus;
  message: string;
  /** Technical detail for the reporter (never shown as the main message when it differs). */
  detail?: string | undefined;
  fieldErrors?: Record<string, string[]> | undefined;
  /** The server's parsed response body (business-service errors reject with it, spec section 8). */
  body?: unknown;
  /** True when nothing should be shown to the user (request aborted by navigation or the user). */
  silent?: boolean | undefined;
}

export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly detail: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  readonly body: unknown;
  readonly silent: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
    this.silent = init.silent ?? false;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export const MESSAGES = {
  timeout: 'Please try again',
  timeoutDetail: (ms: number) => `timeout of ${ms}ms exceeded`,
  network: 'Network Error',
  aborted: 'Request aborted',
  parsing: 'Please try again',
  httpStatus: (status: number) => `Request failed with status code ${status}`,
  unsupportedProtocol: 'Unsupported protocol',
  noUrl: 'No Url found',
  unauthorizedAccess: 'Unauthorized access',
  sessionExpired: 'Session expired. Please login again.',
  businessesFailed: 'Failed to fetch businesses',
  deliveryFeesFailed: 'Failed to fetch delivery fees',
  affiliatesFailed: 'Failed to fetch affiliates',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's own message in an error body: `detail`, then `message`, then a lone non-field error. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (!isRecord(body)) return undefined;
  for (const key of ['detail', 'message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  const nonField = body.non_field_errors;
  if (Array.isArray(nonField) && typeof nonField[0] === 'string') return nonField[0];
  return undefined;
}

/** Field errors of a 400 body: every key whose value is a list of strings (`{field: [message]}`). */
export function fieldErrorsOf(body: unknown): Record<string, string[]> {
  if (!isRecord(body)) return {};
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' || key === 'message' || key === 'non_field_errors' || key === 'code') continue;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string') && value.length > 0) {
      out[key] = value;
    } else if (typeof value === 'string' && key !== 'error') {
      out[key] = [value];
    }
  }
  return out;
}

/** Builds the error for an HTTP failure answer (D3 rows 'HTTP error with/without a server message'). */
export function httpError(status: number, body: unknown, fallback?: { message: string; preferServer: boolean }): ApiError {
  const fromServer = serverMessage(body);
  const fieldErrors = status === 400 ? fieldErrorsOf(body) : {};
  let message: string;
  if (fallback && !fallback.preferServer) message = fallback.message;
  else message = fromServer ?? fallback?.message ?? firstFieldMessage(fieldErrors) ?? MESSAGES.httpStatus(status);
  return new ApiError({ status, message, detail: fromServer, fieldErrors, body });
}

function firstFieldMessage(fieldErrors: Record<string, string[]>): string | undefined {
  const first = Object.entries(fieldErrors)[0];
  return first ? `${first[0]}: ${first[1][0] ?? ''}`.trim() : undefined;
}

/** Normalises anything a call can reject with. Idempotent on ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof SyntaxError) {
    return new ApiError({ status: 'PARSING_ERROR', message: MESSAGES.parsing, detail: error.message });
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError({ status: 'FETCH_ERROR', message: MESSAGES.aborted, silent: true });
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError({ status: 'TIMEOUT_ERROR', message: MESSAGES.timeout });
  }
  if (error instanceof TypeError) {
    return new ApiError({ status: 'FETCH_ERROR', message: MESSAGES.network, detail: error.message });
  }
  if (error instanceof Error) {
    return new ApiError({ status: 'FETCH_ERROR', message: error.message || MESSAGES.network, detail: error.message });
  }
  // openapi-react-query throws the parsed error body when a call bypassed the middleware.
  return new ApiError({ status: 500, message: serverMessage(error) ?? MESSAGES.httpStatus(500), body: error, fieldErrors: fieldErrorsOf(error) });
}
