/**
 * The auth calls of the forms (sign-in goes through the session). Each form shows its own errors
 * in place, so the mutations are silent for the toaster.
 */
import { auth } from '@/api/clients';

const silent = { meta: { silent: true } } as const;

export const useSignUp = () => auth.$api.useMutation('post', '/auth/signup/', silent);
export const useVerifySignupOtp = () => auth.$api.useMutation('post', '/auth/verifyOtp/', silent);
export const useResendSignupOtp = () => auth.$api.useMutation('post', '/auth/resendSignupOtp/', silent);
export const useRequestPasswordReset = () => auth.$api.useMutation('post', '/auth/forgotPassword/', silent);
export const useVerifyResetCode = () => auth.$api.useMutation('post', '/auth/verifyForgotPassword/', silent);
export const useResetPassword = () => auth.$api.useMutation('put', '/auth/forgotPassword/', silent);
/** GET /auth/createUsername with the query `username` (spec section 7); not cached or retried. */
export const useCreateUsername = () => auth.$api.useMutation('get', '/auth/createUsername', silent);
