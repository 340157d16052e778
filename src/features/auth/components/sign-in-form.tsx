import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { applyServerErrors, useAppForm } from '@/components/form';
import { isSandboxMode } from '@/lib/env';
import { session, setPendingEmail } from '@/api/session';
import { signInSchema } from '../schemas';
import { FormAlert } from './form-alert';

/** Messages for the sign-in page's `error` and `notice` search values. */
export const SIGN_IN_MESSAGES = {
  SessionRequired: 'Please sign in to continue.',
  SessionExpired: 'Session expired. Please login again.',
  IdleTimeout: 'You were signed out after a period of inactivity. Please sign in again.',
  PasswordChanged: 'Your password has been changed. Please sign in.',
} as const;

export type SignInError = 'SessionRequired' | 'SessionExpired' | 'IdleTimeout';
export type SignInNotice = 'PasswordChanged';

/** Demo accounts of the sandbox (development builds only). */
const DEMO_LOGINS = [
  { label: 'Business owner', email: 'owner@ledgerly.ng', password: 'Passw0rd!' },
  { label: 'Personal account', email: 'personal@ledgerly.ng', password: 'Passw0rd!' },
];

function isUnverified(error: unknown): boolean {
  const apiError = toApiError(error);
  const body = apiError.body;
  return (
    apiError.status === 403 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { code?: unknown }).code === 'email_not_verified'
  );
}

export interface SignInFormProps {
  /** A same-origin path to return to (already checked by the route). */
  redirect?: string | undefined;
  error?: SignInError | undefined;
  notice?: SignInNotice | undefined;
}

export function SignInForm({ redirect, error, notice }: SignInFormProps) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    validators: { onSubmit: signInSchema },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null);
      const email = value.email.trim();
      try {
        await session.signIn({ email, password: value.password });
        // `href` wins over `to` when present: the checked same-origin path to return to.
        await navigate({ to: '/', href: redirect, replace: true });
      } catch (caught) {
        if (isUnverified(caught)) {
          setPendingEmail(email);
          await navigate({ to: '/verify-otp', search: { redirect } });
          return;
        }
        const unmatched = applyServerErrors(formApi, toApiError(caught));
        setFormError(unmatched.join(' ') || toApiError(caught).message);
      }
    },
  });

  const banner = formError ?? (error ? SIGN_IN_MESSAGES[error] : null);

  return (
    <div className="flex flex-col gap-5">
      {banner ? <FormAlert>{banner}</FormAlert> : null}
      {!banner && notice ? <FormAlert tone="info">{SIGN_IN_MESSAGES[notice]}</FormAlert> : null}
      <form.AppForm>
        <form.FormRoot aria-label="Sign in">
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" autoComplete="email" inputMode="email" required />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => <field.TextField label="Password" type="password" autoComplete="current-password" required />}
          </form.AppField>
          <div className="-mt-2 flex justify-end">
            <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Forgot password?
            </Link>
          </div>
          <form.SubmitButton fullWidth>Sign in</form.SubmitButton>
        </form.FormRoot>
        {isSandboxMode ? (
          <section aria-labelledby="demo-logins" className="mt-2 flex flex-col gap-2 rounded-md border border-dashed p-3 text-sm">
            <h2 id="demo-logins" className="font-medium">
              Demo logins (sandbox)
            </h2>
            <p className="text-muted-foreground">Password for both: Passw0rd!</p>
            <ul className="flex flex-col gap-2">
              {DEMO_LOGINS.map((demo) => (
                <li key={demo.email} className="flex items-center justify-between gap-2">
                  <span className="flex min-w-0 flex-col">
                    <span>{demo.label}</span>
                    <span className="font-mono break-all text-muted-foreground">{demo.email}</span>
                  </span>
                  <Button
                    variant="outlined"
                    size="sm"
                    aria-label={`Use the ${demo.label.toLowerCase()} demo login`}
                    onClick={() => {
                      form.setFieldValue('email', demo.email);
                      form.setFieldValue('password', demo.password);
                    }}
                  >
                    Use
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </form.AppForm>
    </div>
  );
}
