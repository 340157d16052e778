/**
 * Error answers: forcing one (target.ts knows how), and what the app's ApiError must make of it.
 */
import { expect } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import type { Service } from '../../../scripts/lib/services';
import { forceError } from '../target';
import { currentToken } from './clients';
import { documentedErrorBodies } from './openapi';

/** Runs `call` with an error forced; asserts it rejects with an ApiError of that status. */
export async function expectError(
  status: number,
  method: string,
  schemaPath: string,
  call: (headers: Record<string, string>) => Promise<unknown>,
): Promise<ApiError> {
  const forced = await forceError(status, method, schemaPath, currentToken());
  const error = await call(forced.headers).then(
    () => {
      throw new Error(`${method} ${schemaPath} did not fail with ${status}`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  return error as ApiError;
}

/** The ApiError a call rejects with (fails the test when it resolves). */
export async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** An error answer's `detail` becomes the message; only a 400 has field errors. */
export function expectServerMessage(error: ApiError): void {
  const body = error.body as { detail?: unknown; code?: unknown };
  expect(body.detail).toEqual(expect.any(String));
  expect(error.message).toBe(body.detail);
  // The 401 path of src/api/http.ts builds its ApiError without `detail`; every other status has it.
  if (error.status !== 401) expect(error.detail).toBe(body.detail);
  if (body.code !== undefined) expect(body.code).toEqual(expect.any(String));
  if (error.status !== 400) expect(error.fieldErrors).toEqual({});
}

/** A 400's `{field: [message]}` entries become `fieldErrors`. */
export function expectFieldErrors(error: ApiError): void {
  expectServerMessage(error);
  const body = error.body as Record<string, unknown>;
  const fields = Object.keys(error.fieldErrors);
  expect(fields.length).toBeGreaterThan(0);
  expect(fields).not.toContain('detail');
  for (const field of fields) {
    expect(error.fieldErrors[field]).toEqual(body[field]);
    expect(error.fieldErrors[field]).toEqual([expect.any(String)]);
  }
}

/** A 422's body lists each violation. */
export function expectValidation(error: ApiError): void {
  const { validation } = error.body as { validation?: { message?: unknown }[] };
  expect(validation?.length).toBeGreaterThan(0);
  expect(validation?.[0]?.message).toEqual(expect.any(String));
  expect(error.fieldErrors).toEqual({});
}

/**
 * A forced error answered with a body the contract documents for that operation and status,
 * normalised into the ApiError the screens show. The message is the server's `detail`, or
 * `catalogue` where the service's message catalogue (BUSINESS_MESSAGES) wins over it; the
 * `detail` is kept for the reporter either way. Answers the body.
 */
export function expectDocumentedError(
  service: Service,
  error: ApiError,
  method: string,
  schemaPath: string,
  status: number,
  catalogue?: string,
): Record<string, unknown> {
  const bodies = documentedErrorBodies(service, method, schemaPath, status);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies).toContainEqual(error.body);
  const body = error.body as Record<string, unknown>;
  expect(body.detail).toEqual(expect.any(String));
  expect((body.detail as string).trim().length).toBeGreaterThan(0);
  expect(error.status).toBe(status);
  expect(error.message).toBe(catalogue ?? body.detail);
  // The 401 path of the middleware (refresh, then sign-out) keeps no separate `detail`.
  if (status !== 401) expect(error.detail).toBe(body.detail);
  if (body.code !== undefined) expect(body.code).toMatch(/^[a-z_]+$/);
  if (status === 400) {
    // Every `{field: [message]}` of the body, and nothing else.
    const fields = Object.fromEntries(
      Object.entries(body).filter(([key, value]) => key !== 'detail' && key !== 'non_field_errors' && Array.isArray(value)),
    );
    expect(Object.keys(fields).length).toBeGreaterThan(0);
    expect(error.fieldErrors).toEqual(fields);
  } else {
    expect(error.fieldErrors).toEqual({});
  }
  return body;
}

/**
 * A request that breaks the contract (marked with expectViolation() just before it): it is refused
 * with a 422 whose body lists each violation with where it is and what is wrong.
 */
export async function expectContractRefusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await rejection(call);
  expect(error.status).toBe(422);
  const validation = (error.body as { validation?: { location?: unknown; message?: unknown }[] }).validation ?? [];
  expect(validation.length).toBeGreaterThan(0);
  for (const violation of validation) {
    expect(Array.isArray(violation.location)).toBe(true);
    expect(violation.message).toEqual(expect.any(String));
  }
  return error;
}
