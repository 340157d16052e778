/**
 * The contract suite's clients: the app's real service clients (createServiceClient, the same
 * middleware), pointed at the target, recording every call so the suite can prove that every
 * operation was exercised (coverage.ts) and that Prism saw no violation (hooks.ts).
 */
import path from 'node:path';
import { expect } from 'vitest';
import { setAuthBridge } from '../../../src/api/auth-bridge';
import { BUSINESS_MESSAGES } from '../../../src/api/business-messages';
import { createServiceClient } from '../../../src/api/create-client';
import type { paths as AuthPaths } from '../../../src/api/generated/auth';
import type { paths as BankingPaths } from '../../../src/api/generated/banking';
import type { paths as BusinessPaths } from '../../../src/api/generated/business';
import type { paths as CommonPaths } from '../../../src/api/generated/common';
import type { paths as MarketPaths } from '../../../src/api/generated/market';
import type { paths as SubscriptionPaths } from '../../../src/api/generated/subscription';
import type { paths as TrainingPaths } from '../../../src/api/generated/training';
import type { paths as VaultPaths } from '../../../src/api/generated/vault';
import type { Service } from '../../../scripts/lib/services';
import { baseUrl, isStateful } from '../target';
import type { Recorded } from './coverage';
import { signInDemoOwner } from './session';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * The session each test starts with: against the sandbox, the demo owner's, signed in once per
 * worker, so a fault armed for it (target.ts, keyed to the token) is never taken by a test file
 * running in another worker; a Prism mock takes any bearer token.
 */
const suiteToken = isStateful ? await signInDemoOwner() : 'contract-suite-token';
let token = suiteToken;

/** The bearer token the next call sends. */
export function currentToken(): string {
  return token;
}

/** The rest of the current test sends `value` (hooks.ts puts the suite's session back after it). */
export function useToken(value: string): void {
  token = value;
}

/** Back to the suite's session (after each test). */
export function resetToken(): void {
  token = suiteToken;
}

setAuthBridge({
  getAccessToken: () => token,
  refresh: () => Promise.resolve(null),
  onSessionExpired: () => undefined,
});

const pending: Recorded[] = [];
let violationExpected = false;

/**
 * Marks the next call as a deliberate contract violation: its `sl-violations` header does not
 * fail the test. The call must then be refused (a violation header, or a 400/422 answer, as
 * `prism proxy --errors` gives without the header); a call that passes cleanly fails the test.
 */
export function expectViolation(): void {
  violationExpected = true;
}

/** The calls recorded since the last take, and whether an expectViolation() went unused. */
export function takeRecorded(): { calls: Recorded[]; unusedViolation: boolean } {
  const unusedViolation = violationExpected;
  violationExpected = false;
  return { calls: pending.splice(0), unusedViolation };
}

function testFile(): string | undefined {
  const file = expect.getState().testPath;
  return file ? path.relative(ROOT, file) : undefined;
}

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
      file: testFile(),
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

/** The data of a successful openapi-fetch call, failing the test with the error otherwise. */
export function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  expect(result.error, `unexpected error from ${result.response.url}`).toBeUndefined();
  expect(result.response.ok).toBe(true);
  return result.data as T;
}

/** A successful create: 201 and the new record. */
export function created<T>(result: { data?: T; error?: unknown; response: Response }): T {
  const data = ok(result);
  expect(result.response.status).toBe(201);
  return data;
}

/** A successful delete: 204 and no body. */
export function deleted(result: { data?: unknown; error?: unknown; response: Response }): void {
  ok(result);
  expect(result.response.status).toBe(204);
  expect(result.data).toBeUndefined();
}
