/**
 * A whole sandbox on ports the system picks (never the fixed ones), for tests that go through
 * HTTP: faults, duplicates, file serving. Signs in a demo user and calls services by name.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { SERVICE_URL_VARS } from '../../src/lib/env-schema';
import { HOST, SERVICES, type Service } from '../lib/services';
import { DEMO_PASSWORD } from './auth';
import { loadSandboxConfig } from './config';
import { createSandbox, type Sandbox } from './server';

export async function startTestSandbox(): Promise<Sandbox> {
  const overrides = Object.fromEntries(SERVICES.map((s) => [SERVICE_URL_VARS[s], `http://${HOST}:0`]));
  return createSandbox({ quiet: true, config: loadSandboxConfig(overrides) });
}

export const urlOf = (sandbox: Sandbox, service: Service, path: string) =>
  `http://${HOST}:${sandbox.config.ports[service]}${path}`;

export async function signIn(sandbox: Sandbox, email = 'owner@ledgerly.ng'): Promise<string> {
  const answer = await fetch(urlOf(sandbox, 'auth', '/auth/signin/'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Arms a fault for the token's next call(s); answers the status and body of the admin call. */
export async function armFault(sandbox: Sandbox, token: string, fault: Record<string, unknown>) {
  const answer = await fetch(urlOf(sandbox, 'auth', '/__sandbox/faults'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(fault),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** Sends `body` as JSON to `service`'s `path` with `token`, under an `Idempotency-Key` when `key` is given. */
export function sendJson(
  ctx: { readonly sandbox: Sandbox; readonly token: string },
  service: Service,
  path: string,
  body: unknown,
  key?: string,
): Promise<Response> {
  return fetch(urlOf(ctx.sandbox, service, path), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${ctx.token}`,
      'Content-Type': 'application/json',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  });
}

/**
 * One sandbox for a test file: started before its tests, reset and signed in as the demo owner
 * before each, stopped after. Read `sandbox` and `token` inside tests.
 */
export function useTestSandbox(): { readonly sandbox: Sandbox; readonly token: string } {
  let sandbox: Sandbox | undefined;
  let token = '';
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  }, 60_000);
  afterAll(() => sandbox?.stop());
  beforeEach(async () => {
    await fetch(urlOf(sandbox!, 'auth', '/__sandbox/reset'), { method: 'POST' });
    token = await signIn(sandbox!);
  });
  return {
    get sandbox() {
      return sandbox!;
    },
    get token() {
      return token;
    },
  };
}
