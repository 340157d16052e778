import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toApiError } from '@/api/errors';
import { applyServerErrors, useAppForm } from '@/components/form';
import { getPendingEmail } from '@/api/session';
import { useVerifyResetCode } from '../api/auth.queries';
import { setResetToken } from '../reset-token';
import { codeSchema } from '../schemas';
import { FormAlert } from './form-alert';
import { OtpIntro } from './otp-step';

export function VerifyResetCodeForm() {
  const navigate = useNavigate();
  const [email] = useState(getPendingEmail);
  const verify = useVerifyResetCode();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { otp: '' },
    validators: { onSubmit: codeSchema },
    onSubmit: async ({ value, formApi }) => {
      if (!email) return;
      setFormError(null);
      try {
        const answer = await verify.mutateAsync({ body: { email, otp: value.otp } });
        setResetToken(answer.reset_token);
        await navigate({ to: '/new-password' });
      } catch (caught) {
        const unmatched = applyServerErrors(formApi, toApiError(caught));
        if (unmatched.length) setFormError(unmatched.join(' '));
      }
    },
  });

  if (!email) {
    return (
      <FormAlert>
        Start again from{' '}
        <Link to="/forgot-password" className="font-medium underline underline-offset-4">
          Forgot password
        </Link>{' '}
        to get a reset code.
      </FormAlert>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <OtpIntro email={email} />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form.AppForm>
        <form.FormRoot aria-label="Enter the reset code">
          <form.AppField name="otp">
            {(field) => (
              // The code is this page's only task: its first box takes focus on arrival, and the
              // sixth digit (typed, pasted or autofilled from the SMS/email) submits the code.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              <field.PinField label="Reset code" length={6} required autoFocus submitOnComplete />
            )}
          </form.AppField>
          <form.SubmitButton fullWidth>Continue</form.SubmitButton>
        </form.FormRoot>
      </form.AppForm>
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          Send a new code
        </Link>
      </p>
    </div>
  );
}
