import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toApiError } from '@/api/errors';
import { applyServerErrors, useAppForm } from '@/components/form';
import { getPendingEmail, setPendingEmail } from '@/api/session';
import { useResetPassword } from '../api/auth.queries';
import { setResetToken, takeResetToken } from '../reset-token';
import { newPasswordSchema } from '../schemas';
import { FormAlert } from './form-alert';

export function NewPasswordForm() {
  const navigate = useNavigate();
  const [email] = useState(getPendingEmail);
  const [token] = useState(takeResetToken);
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { password: '', confirmPassword: '' },
    validators: { onSubmit: newPasswordSchema },
    onSubmit: async ({ value, formApi }) => {
      if (!email || !token) return;
      setFormError(null);
      try {
        await reset.mutateAsync({ body: { email, reset_token: token, password: value.password } });
        setResetToken(null);
        setPendingEmail(null);
        await navigate({ to: '/sign-in', search: { notice: 'PasswordChanged' }, replace: true });
      } catch (caught) {
        const unmatched = applyServerErrors(formApi, toApiError(caught));
        if (unmatched.length) setFormError(unmatched.join(' '));
      }
    },
  });

  if (!email || !token) {
    return (
      <FormAlert>
        Your reset code has expired or was already used.{' '}
        <Link to="/forgot-password" className="font-medium underline underline-offset-4">
          Request a new code
        </Link>
        .
      </FormAlert>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form.AppForm>
        <form.FormRoot aria-label="Set a new password">
          <form.AppField name="password">
            {(field) => (
              <field.TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                hint="At least 8 characters."
                required
              />
            )}
          </form.AppField>
          <form.AppField name="confirmPassword">
            {(field) => <field.TextField label="Confirm new password" type="password" autoComplete="new-password" required />}
          </form.AppField>
          <form.SubmitButton fullWidth>Change password</form.SubmitButton>
        </form.FormRoot>
      </form.AppForm>
    </div>
  );
}
