/**
 * The contract suite's clients: the app's real service clients (createServiceClient, the same
 * middleware), pointed at the target, recording every call so the suite can prove that
 * every operation was exercised and that Prism saw no violation.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, inject } from 'vitest';
import { setAuthBridge } from '../../src/api/auth-bridge';
import { BUSINESS_MESSAGES } from '../../src/api/business-messages';
import { createServiceClient } from '../../src/api/create-client';
import { ApiError } from '../../src/api/errors';
import type { paths as AuthPaths } from '../../src/api/generated/auth';
import type { paths as BankingPaths } from '../../src/api/generated/banking';
import type { paths as BusinessPaths } from '../../src/api/generated/business';
import type { paths as CommonPaths } from '../../src/api/generated/common';
import type { paths as MarketPaths } from '../../src/api/generated/market';
import type { paths as SubscriptionPaths } from '../../src/api/generated/subscription';
import type { paths as TrainingPaths } from '../../src/api/generated/training';
import type { paths as VaultPaths } from '../../src/api/generated/vault';
import type { Service } from '../../scripts/lib/services';
import { baseUrl, forceError } from './target';

export const CALLS_DIR = path.resolve(import.meta.dirname, '..', '..', '.reports', 'contract-calls');

interface Recorded {
  service: Service;
  method: string;
  schemaPath: string;
  status: number;
  violations: string | null;
  /** Marked by expectViolation(): this call breaks the contract on purpose. */
  expected?: boolean;
}

const pending: Recorded[] = [];
let violationExpected = false;
/** The suite's session (the demo owner's in proxy mode); each test starts with it. */
const suiteToken = inject('contractToken');
let token = suiteToken;

export function useToken(value: string): void {
  token = value;
}

setAuthBridge({
  getAccessToken: () => token,
  refresh: () => Promise.resolve(null),
  onSessionExpired: () => undefined,
});

function recordingFetch(service: Service): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await fetch(request);
    const schemaPath = request.headers.get('x-contract-path') ?? new URL(request.url).pathname;
    const recorded: Recorded = {
      service,
      method: request.method,
      schemaPath,
      status: response.status,
      violations: response.headers.get('sl-violations'),
    };
    if (violationExpected) {
      recorded.expected = true;
      violationExpected = false;
    }
    pending.push(recorded);
    return response;
  };
}

function make<Paths extends object>(service: Service) {
  const { client, $api } = createServiceClient<Paths>({
    service,
    baseUrl: baseUrl(service),
    requiresSession: service === 'business',
    ...(service === 'business' ? { messages: BUSINESS_MESSAGES } : {}),
    fetch: recordingFetch(service),
  });
  // Tell the recorder which path template a request came from (the URL has the ids filled in).
  client.use({
    onRequest({ request, schemaPath }) {
      request.headers.set('x-contract-path', schemaPath);
      return request;
    },
  });
  return { client, $api };
}

export const api = {
  auth: make<AuthPaths>('auth'),
  common: make<CommonPaths>('common'),
  subscription: make<SubscriptionPaths>('subscription'),
  business: make<BusinessPaths>('business'),
  banking: make<BankingPaths>('banking'),
  training: make<TrainingPaths>('training'),
  vault: make<VaultPaths>('vault'),
  market: make<MarketPaths>('market'),
};

/** Every one-time code of the sandbox (README: demo accounts); a Prism mock takes any six digits. */
export const DEMO_OTP = '123456';

type AccountType = 'personal' | 'business';

/** A sign-up with an email no other test uses. */
export function newSignup(account_type: AccountType = 'personal') {
  return { email: `contract+${crypto.randomUUID()}@example.com`, password: 'Lagos2026!', account_type };
}

/** Signs up a new user and verifies the email with the demo code: its credentials and session. */
export async function signUpVerified(account_type: AccountType = 'personal') {
  const signup = newSignup(account_type);
  const { client } = api.auth;
  const created = ok(await client.POST('/auth/signup/', { body: signup }));
  const session = ok(await client.POST('/auth/verifyOtp/', { body: { email: created.data.email, otp: DEMO_OTP } }));
  return { email: signup.email, password: signup.password, session };
}

/**
 * The rest of the current test runs as a new user of its own (no verification, no accounts,
 * nothing shared with other tests); the next test starts with the suite's session again.
 */
export async function useNewUser(account_type: AccountType = 'business'): Promise<void> {
  token = (await signUpVerified(account_type)).session.access_token;
}

/** Runs `call` with an error forced; asserts it rejects with an ApiError of that status. */
export async function expectError(
  status: number,
  method: string,
  schemaPath: string,
  call: (headers: Record<string, string>) => Promise<unknown>,
): Promise<ApiError> {
  const forced = await forceError(status, method, schemaPath, token);
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
 * Marks the next call as a deliberate contract violation: its `sl-violations` header does not
 * fail the test. The call must then be refused (a violation header, or a 400/422 answer, as
 * `prism proxy --errors` gives without the header); a call that passes cleanly fails the test.
 */
export function expectViolation(): void {
  violationExpected = true;
}

/** The data of a successful openapi-fetch call, failing the test with the error otherwise. */
export function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  expect(result.error, `unexpected error from ${result.response.url}`).toBeUndefined();
  expect(result.response.ok).toBe(true);
  return result.data as T;
}

afterEach(() => {
  token = suiteToken;
  const batch = pending.splice(0);
  const unusedExpectation = violationExpected;
  violationExpected = false;
  mkdirSync(CALLS_DIR, { recursive: true });
  if (batch.length > 0) {
    appendFileSync(path.join(CALLS_DIR, `${process.pid}.jsonl`), batch.map((r) => JSON.stringify(r)).join('\n') + '\n');
  }
  expect(unusedExpectation, 'expectViolation() was called but no call followed').toBe(false);
  const refused = (r: Recorded) => r.violations !== null || r.status === 400 || r.status === 422;
  const accepted = batch.filter((r) => r.expected && !refused(r));
  expect(accepted.map((r) => `${r.method} ${r.schemaPath} (${r.status}) was expected to violate the contract`)).toEqual([]);
  const violated = batch.filter((r) => r.violations && !r.expected);
  expect(violated.map((r) => `${r.method} ${r.schemaPath}: ${r.violations}`)).toEqual([]);
});
