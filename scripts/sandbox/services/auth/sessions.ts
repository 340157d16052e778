/** Sign-up with OTP, sign-in, token refresh and the username. */
import type { operations } from '../../../../src/api/generated/auth';
import { DEMO_OTP, type SandboxUser } from '../../auth';
import type { SandboxState } from '../../state';
import { now } from '../../table';
import { HttpError, badRequest, requireUser, type ServiceHandlers } from '../../types';

type Handlers<K extends keyof operations> = Pick<ServiceHandlers<operations>, K>;

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

export function sessionHandlers(state: SandboxState): Handlers<'signUp' | 'verifySignupOtp' | 'signIn' | 'resendSignupOtp' | 'createUsername' | 'refreshToken'> {
  return {
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
        created_at: now(),
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
  };
}
