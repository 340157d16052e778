/**
 * Real users of the test's own: a sign-up with a fresh email, verified with the demo code, through
 * the auth client (so the same flow runs against a Prism mock and the stateful sandbox).
 */
import { api, ok, useToken } from './clients';

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
  useToken((await signUpVerified(account_type)).session.access_token);
}
