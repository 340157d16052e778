export { SignInForm, SIGN_IN_MESSAGES, type SignInError, type SignInNotice } from './components/sign-in-form';
export { SignUpForm } from './components/sign-up-form';
export { VerifyOtpForm } from './components/verify-otp-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { VerifyResetCodeForm } from './components/verify-reset-code-form';
export { NewPasswordForm } from './components/new-password-form';
