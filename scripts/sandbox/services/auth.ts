/** The auth service: sign-up with OTP, sign-in, refresh, password reset, username. */
import type { operations } from '../../../src/api/generated/auth';
import { DEMO_OTP, DEMO_PASSWORD, type SandboxUser } from '../auth';
import { defineService } from '../module';
import type { SandboxState } from '../state';
import { SEED_NOW, iso } from '../table';
import { HttpError, badRequest, requireUser } from '../types';

const invalidCredentials = () => badRequest({}, 'Invalid email or password.');

function session(state: SandboxState, user: SandboxUser) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    account_type: user.account_type,
    is_verified: user.is_verified,
    ...state.auth.issue(user),
  };
}

/** Demo accounts seeded on every start and reset (README: demo credentials). */
export const DEMO_USERS = [
  { email: 'owner@ledgerly.ng', first_name: 'Adaeze', last_name: 'Okafor', username: 'Adaeze Okafor', account_type: 'business' as const },
  { email: 'personal@ledgerly.ng', first_name: 'Tunde', last_name: 'Bello', username: 'Tunde Bello', account_type: 'personal' as const },
];

export function seedUsers(state: SandboxState) {
  for (const [index, demo] of DEMO_USERS.entries()) {
    if (state.auth.findByEmail(demo.email)) continue;
    state.auth.users.insert({
      id: 1 + index,
      ...demo,
      is_verified: true,
      phone_number: '+2348031234567',
      _password: state.auth.hashPassword(DEMO_PASSWORD),
      created_at: iso(SEED_NOW),
    });
  }
}

export const authModule = defineService<operations>(
  'auth',
  (state) => ({
    signUp: ({ body }) => {
      const email = body.email.trim().toLowerCase();
      const existing = state.auth.findByEmail(email);
      if (existing?.is_verified) throw badRequest({ email: ['An account with this email already exists.'] });
      if (!existing) {
        state.auth.users.insert({
          email,
          username: null,
          account_type: body.account_type,
          is_verified: false,
          first_name: '',
          last_name: '',
          phone_number: null,
          _password: state.auth.hashPassword(body.password),
          created_at: iso(new Date()),
        });
      }
      state.auth.issueCode('signup', email);
      return { status: 201, body: { detail: 'Account created. Enter the code we sent to your email.', data: { email } } };
    },
    verifySignupOtp: ({ body }) => {
      const user = state.auth.findByEmail(body.email);
      if (!user) throw badRequest({ otp: ['Invalid or expired code.'] });
      if (!user.is_verified && !state.auth.checkCode('signup', user.email, body.otp)) {
        throw badRequest({ otp: ['Invalid or expired code.'] });
      }
      if (user.is_verified && body.otp !== DEMO_OTP) throw badRequest({ otp: ['Invalid or expired code.'] });
      const verified = state.auth.users.update(user.id, { is_verified: true })!;
      return { status: 200, body: session(state, verified) };
    },
    signIn: ({ body }) => {
      const user = state.auth.findByEmail(body.email);
      if (!user || user._password !== state.auth.hashPassword(body.password)) throw invalidCredentials();
      if (!user.is_verified) {
        state.auth.issueCode('signup', user.email);
        throw new HttpError(403, { detail: 'Verify your email to continue. We sent you a new code.', code: 'email_not_verified' });
      }
      return { status: 200, body: session(state, user) };
    },
    requestPasswordReset: ({ body }) => {
      if (state.auth.findByEmail(body.email)) state.auth.issueCode('reset', body.email);
      return { status: 200, body: { detail: 'If an account exists for this email, we sent a reset code.' } };
    },
    verifyPasswordResetOtp: ({ body }) => {
      const user = state.auth.findByEmail(body.email);
      if (!user || !state.auth.checkCode('reset', user.email, body.otp)) throw badRequest({ otp: ['Invalid or expired code.'] });
      return { status: 200, body: { reset_token: state.auth.issueResetToken(user.email) } };
    },
    resetPassword: ({ body }) => {
      const user = state.auth.findByEmail(body.email);
      if (!user || !state.auth.useResetToken(user.email, body.reset_token)) {
        throw badRequest({ reset_token: ['This reset link has expired. Start again.'] });
      }
      state.auth.users.update(user.id, { _password: state.auth.hashPassword(body.password) });
      state.auth.revokeAllOf(user.id);
      return { status: 200, body: { detail: 'Password changed. Sign in with your new password.' } };
    },
    resendSignupOtp: ({ body }) => {
      const user = state.auth.findByEmail(body.email);
      if (user && !user.is_verified) state.auth.issueCode('signup', user.email);
      return { status: 200, body: { detail: 'A new code has been sent.' } };
    },
    createUsername: (req) => {
      const user = requireUser(req);
      const username = req.query.username.trim();
      if (!username) throw badRequest({ username: ['Name is required'] });
      const [first = '', ...rest] = username.split(/\s+/);
      const updated = state.auth.users.update(user.id, { username, first_name: first, last_name: rest.join(' ') })!;
      return {
        status: 200,
        body: { id: updated.id, email: updated.email, username, account_type: updated.account_type, is_verified: updated.is_verified },
      };
    },
    refreshToken: ({ body }) => {
      const pair = state.auth.rotate(body.refresh_token);
      if (!pair) throw new HttpError(401, { detail: 'Session expired. Please login again.', code: 'token_not_valid' });
      return { status: 200, body: pair };
    },
  }),
  seedUsers,
);
