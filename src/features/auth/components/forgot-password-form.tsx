import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { toApiError } from '@/api/errors';
import { applyServerErrors, useAppForm } from '@/components/form';
import { getPendingEmail, setPendingEmail } from '@/api/session';
import { useRequestPasswordReset } from '../api/auth.queries';
import { emailSchema } from '../schemas';
import { FormAlert } from './form-alert';

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { email: getPendingEmail() ?? '' },
    validators: { onSubmit: emailSchema },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null);
      const email = value.email.trim();
      try {
        await request.mutateAsync({ body: { email } });
        setPendingEmail(email);
        await navigate({ to: '/verify-reset-code' });
      } catch (caught) {
        const unmatched = applyServerErrors(formApi, toApiError(caught));
        if (unmatched.length) setFormError(unmatched.join(' '));
      }
    },
  });

  return (
    <div className="flex flex-col gap-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form.AppForm>
        <form.FormRoot aria-label="Reset your password">
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" autoComplete="email" inputMode="email" required />}
          </form.AppField>
          <form.SubmitButton fullWidth>Send reset code</form.SubmitButton>
        </form.FormRoot>
      </form.AppForm>
    </div>
  );
}
