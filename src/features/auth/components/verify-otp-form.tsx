import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { applyServerErrors, useAppForm } from '@/components/form';
import { getPendingEmail, session, setPendingEmail } from '@/api/session';
import { useResendSignupOtp, useVerifySignupOtp } from '../api/auth.queries';
import { codeSchema } from '../schemas';
import { FormAlert } from './form-alert';
import { OtpIntro } from './otp-step';

const RESEND_WAIT_SECONDS = 60;

/** Counts down the seconds before another code may be requested (the server allows one a minute). */
function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_WAIT_SECONDS)];
}

export function VerifyOtpForm({ redirect }: { redirect?: string | undefined }) {
  const navigate = useNavigate();
  const [email] = useState(getPendingEmail);
  const verify = useVerifySignupOtp();
  const resend = useResendSignupOtp();
  const [wait, startWait] = useCountdown();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const form = useAppForm({
    defaultValues: { otp: '' },
    validators: { onSubmit: codeSchema },
    onSubmit: async ({ value, formApi }) => {
      if (!email) return;
      setFormError(null);
      try {
        const answer = await verify.mutateAsync({ body: { email, otp: value.otp } });
        session.establish(answer);
        setPendingEmail(null);
        await navigate({ to: '/', href: redirect, replace: true });
      } catch (caught) {
        const unmatched = applyServerErrors(formApi, toApiError(caught));
        if (unmatched.length) setFormError(unmatched.join(' '));
      }
    },
  });

  if (!email) {
    return (
      <FormAlert>
        We don't know which account to verify.{' '}
        <Link to="/sign-up" className="font-medium underline underline-offset-4">
          Sign up
        </Link>{' '}
        or{' '}
        <Link to="/sign-in" className="font-medium underline underline-offset-4">
          sign in
        </Link>{' '}
        again to get a new code.
      </FormAlert>
    );
  }

  async function handleResend() {
    if (!email) return;
    setFormError(null);
    setNotice(null);
    try {
      const answer = await resend.mutateAsync({ body: { email } });
      setNotice(answer.detail);
      startWait();
    } catch (caught) {
      setFormError(toApiError(caught).message);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <OtpIntro email={email} />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {notice ? <FormAlert tone="info">{notice}</FormAlert> : null}
      <form.AppForm>
        <form.FormRoot aria-label="Verify your email">
          <form.AppField name="otp">
            {(field) => (
              // The code is this page's only task: its first box takes focus on arrival, and the
              // sixth digit (typed, pasted or autofilled from the SMS/email) submits the code.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              <field.PinField label="Verification code" length={6} required autoFocus submitOnComplete />
            )}
          </form.AppField>
          <form.SubmitButton fullWidth>Verify</form.SubmitButton>
        </form.FormRoot>
      </form.AppForm>
      <div className="flex flex-wrap items-center justify-center gap-2 text-sm">
        <span className="text-muted-foreground">Didn't get it?</span>
        <Button
          variant="tertiary"
          size="sm"
          onClick={() => void handleResend()}
          loading={resend.isPending}
          disabled={wait > 0}
          aria-describedby={wait > 0 ? 'resend-wait' : undefined}
        >
          Resend code
        </Button>
        {wait > 0 ? (
          <span id="resend-wait" className="text-muted-foreground">
            You can ask again in {wait} s
          </span>
        ) : null}
      </div>
    </div>
  );
}
