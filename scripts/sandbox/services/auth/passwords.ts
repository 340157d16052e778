/** Password reset: a code by email, a one-time reset token, the new password (other sessions end). */
import type { operations } from '../../../../src/api/generated/auth';
import type { SandboxState } from '../../state';
import { badRequest, type ServiceHandlers } from '../../types';

export function passwordHandlers(state: SandboxState): Pick<ServiceHandlers<operations>, 'requestPasswordReset' | 'verifyPasswordResetOtp' | 'resetPassword'> {
  return {
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
  };
}
