/**
 * Contract tests of openapi/auth.yaml through the app's real auth client: every operation with a
 * valid request, the error set of decision D4 (400, 401, 403, 404, 422, 500) and a request that
 * breaks the contract. Values that later calls need (email, reset token, refresh token) are
 * taken from earlier answers, never from the contract's examples. Each test that needs an account
 * signs up its own (a unique email) and completes it with the sandbox's documented demo code, so
 * the same flows run against a Prism mock and against the stateful sandbox.
 */
import { describe, expect, it, vi } from 'vitest';
import { authBridge, setAuthBridge } from '../../src/api/auth-bridge';
import type { components } from '../../src/api/generated/auth';
import {
  api,
  DEMO_OTP,
  EMAIL,
  expectError,
  expectFieldErrors,
  expectServerMessage,
  expectValidation,
  expectViolation,
  ISO_DATE_TIME,
  newSignup,
  ok,
  rejection,
  signUpVerified,
} from './harness';

type Schemas = components['schemas'];

const { client } = api.auth;

const OTP = DEMO_OTP;

/** Credentials of a new, verified user of the test's own. */
async function verifiedUser(): Promise<Schemas['SigninInput']> {
  const { email, password } = await signUpVerified();
  return { email, password };
}

/** Sign-in input for the forced-error tests (the fault answers before the credentials are read). */
const signin: Schemas['SigninInput'] = { email: 'tunde.bakare@example.com', password: 'Ikeja-Stores-77' };

function expectSession(session: Schemas['AuthSession']) {
  expect(session).toEqual(
    expect.objectContaining({
      id: expect.any(Number),
      email: expect.stringMatching(EMAIL),
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      access_expires_at: expect.stringMatching(ISO_DATE_TIME),
      is_verified: true,
    }),
  );
  expect(session.access_token.length).toBeGreaterThan(0);
  expect(session.refresh_token.length).toBeGreaterThan(0);
  expect(['personal', 'business']).toContain(session.account_type);
  // The app shows the username modal when the name is null, so both must be possible types.
  expect(session.username === null || typeof session.username === 'string').toBe(true);
}

describe('auth: sign-up', () => {
  it('signUp (POST /auth/signup/) creates an account and returns the email for the code step', async () => {
    const data = ok(await client.POST('/auth/signup/', { body: newSignup() }));
    expect(data.detail).toEqual(expect.any(String));
    expect(data.detail.length).toBeGreaterThan(0);
    expect(data.data.email).toMatch(EMAIL);
  });

  it('verifySignupOtp (POST /auth/verifyOtp/) signs the new user in with a session', async () => {
    const created = ok(await client.POST('/auth/signup/', { body: newSignup() }));
    const session = ok(await client.POST('/auth/verifyOtp/', { body: { email: created.data.email, otp: OTP } }));
    expectSession(session);
  });

  it('resendSignupOtp (POST /auth/resendSignupOtp/) sends a new code', async () => {
    const created = ok(await client.POST('/auth/signup/', { body: newSignup() }));
    const data = ok(await client.POST('/auth/resendSignupOtp/', { body: { email: created.data.email } }));
    expect(data.detail).toEqual(expect.any(String));
    expect(data.detail.length).toBeGreaterThan(0);
  });
});

describe('auth: session', () => {
  it('signIn (POST /auth/signin/) returns the session the app stores', async () => {
    const session = ok(await client.POST('/auth/signin/', { body: await verifiedUser() }));
    expectSession(session);
  });

  it('refreshToken (POST /auth/refresh/) rotates the tokens of a session', async () => {
    const session = ok(await client.POST('/auth/signin/', { body: await verifiedUser() }));
    const tokens = ok(await client.POST('/auth/refresh/', { body: { refresh_token: session.refresh_token } }));
    expect(tokens).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      access_expires_at: expect.stringMatching(ISO_DATE_TIME),
    });
    expect(tokens.refresh_token).not.toBe(session.refresh_token);
  });

  it('createUsername (GET /auth/createUsername) saves the full name and returns the user', async () => {
    const user = ok(await client.GET('/auth/createUsername', { params: { query: { username: 'Adaeze Okafor' } } }));
    expect(user).toEqual({
      id: expect.any(Number),
      email: expect.stringMatching(EMAIL),
      username: expect.any(String),
      account_type: expect.stringMatching(/^(personal|business)$/),
      is_verified: expect.any(Boolean),
    });
    expect(user.username.length).toBeGreaterThan(0);
  });
});

describe('auth: password reset', () => {
  it('requestPasswordReset (POST /auth/forgotPassword/) answers the same message for any email', async () => {
    const { email } = await verifiedUser();
    const data = ok(await client.POST('/auth/forgotPassword/', { body: { email } }));
    expect(data.detail).toEqual(expect.any(String));
    expect(data.detail.length).toBeGreaterThan(0);
  });

  it('verifyPasswordResetOtp (POST /auth/verifyForgotPassword/) exchanges the code for a reset token', async () => {
    const { email } = await verifiedUser();
    ok(await client.POST('/auth/forgotPassword/', { body: { email } }));
    const data = ok(await client.POST('/auth/verifyForgotPassword/', { body: { email, otp: OTP } }));
    expect(data.reset_token).toEqual(expect.any(String));
    expect(data.reset_token.length).toBeGreaterThanOrEqual(16);
  });

  it('resetPassword (PUT /auth/forgotPassword/) sets the new password with the reset token', async () => {
    const { email } = await verifiedUser();
    ok(await client.POST('/auth/forgotPassword/', { body: { email } }));
    const { reset_token } = ok(await client.POST('/auth/verifyForgotPassword/', { body: { email, otp: OTP } }));
    const password = 'NewIkejaPass-2026';
    const data = ok(await client.PUT('/auth/forgotPassword/', { body: { email, reset_token, password } }));
    expect(data.detail).toEqual(expect.any(String));
    expect(data.detail.length).toBeGreaterThan(0);
    // The new password signs in.
    expectSession(ok(await client.POST('/auth/signin/', { body: { email, password } })));
  });
});

describe('auth: errors', () => {
  it('400 on signIn gives the server detail and the field errors', async () => {
    const error = await expectError(400, 'POST', '/auth/signin/', (headers) =>
      client.POST('/auth/signin/', { body: signin, headers }),
    );
    expectFieldErrors(error);
  });

  it('401 on createUsername refreshes once, then ends the session', async () => {
    const previous = authBridge();
    const refresh = vi.fn(() => Promise.resolve(null));
    const onSessionExpired = vi.fn();
    setAuthBridge({ getAccessToken: () => previous.getAccessToken(), refresh, onSessionExpired });
    try {
      const error = await expectError(401, 'GET', '/auth/createUsername', (headers) =>
        client.GET('/auth/createUsername', { params: { query: { username: 'Adaeze Okafor' } }, headers }),
      );
      expectServerMessage(error);
      expect(error.isUnauthorized).toBe(true);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('Session expired. Please login again.');
    } finally {
      setAuthBridge(previous);
    }
  });

  it('403 on signIn (email not verified) gives the server message', async () => {
    const error = await expectError(403, 'POST', '/auth/signin/', (headers) =>
      client.POST('/auth/signin/', { body: signin, headers }),
    );
    expectServerMessage(error);
  });

  it('404 on verifySignupOtp gives the server message', async () => {
    const error = await expectError(404, 'POST', '/auth/verifyOtp/', (headers) =>
      client.POST('/auth/verifyOtp/', { body: { email: signin.email, otp: OTP }, headers }),
    );
    expectServerMessage(error);
  });

  it('422 on refreshToken carries the list of violations', async () => {
    const error = await expectError(422, 'POST', '/auth/refresh/', (headers) =>
      client.POST('/auth/refresh/', { body: { refresh_token: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln' }, headers }),
    );
    expectValidation(error);
  });

  it('500 on requestPasswordReset gives the server message', async () => {
    const error = await expectError(500, 'POST', '/auth/forgotPassword/', (headers) =>
      client.POST('/auth/forgotPassword/', { body: { email: signin.email }, headers }),
    );
    expectServerMessage(error);
  });

  it('a sign-in without a password breaks the contract and is refused with 422', async () => {
    expectViolation();
    const error = await rejection(client.POST('/auth/signin/', { body: { email: signin.email } as never }));
    expect(error.status).toBe(422);
    expectValidation(error);
  });
});
