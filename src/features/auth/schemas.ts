import * as v from 'valibot';

/** Form rules of the auth pages (the contract's limits: passwords 8-128, 6-digit codes). */
export const emailField = v.pipe(v.string(), v.trim(), v.nonEmpty('Email is required'), v.email('Enter a valid email address'));

export const signInSchema = v.object({
  email: emailField,
  password: v.pipe(v.string(), v.nonEmpty('Password is required')),
});

export const newPasswordField = v.pipe(
  v.string(),
  v.nonEmpty('Password is required'),
  v.minLength(8, 'Use at least 8 characters'),
  v.maxLength(128, 'Use at most 128 characters'),
);

export const signUpSchema = v.pipe(
  v.object({
    email: emailField,
    password: newPasswordField,
    confirmPassword: v.string(),
    accountType: v.picklist(['personal', 'business'], 'Choose an account type'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'The passwords do not match',
    ),
    ['confirmPassword'],
  ),
);

export const codeSchema = v.object({
  otp: v.pipe(v.string(), v.nonEmpty('Enter the 6-digit code'), v.regex(/^\d{6}$/, 'Enter all 6 digits')),
});

export const emailSchema = v.object({ email: emailField });

export const newPasswordSchema = v.pipe(
  v.object({ password: newPasswordField, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'The passwords do not match',
    ),
    ['confirmPassword'],
  ),
);

/** Spec section 5: the full name is required; blank after trimming shows 'Name is required'. */
export function validateFullName(value: string): string | null {
  return value.trim() ? null : 'Name is required';
}
