import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { toApiError } from '@/api/errors';
import type { AuthSchemas } from '@/api/types';
import { applyServerErrors, useAppForm } from '@/components/form';
import { cn } from '@/lib/utils';
import { setPendingEmail } from '@/api/session';
import { useSignUp } from '../api/auth.queries';
import { signUpSchema } from '../schemas';
import { FormAlert } from './form-alert';

type AccountType = AuthSchemas['AccountType'];

const ACCOUNT_TYPES: { value: AccountType; label: string; description: string }[] = [
  { value: 'business', label: 'Business', description: 'Invoices, inventory, staff, payroll and business banking.' },
  { value: 'personal', label: 'Personal', description: 'Personal banking, the file vault, training and support.' },
];

export function SignUpForm({ redirect }: { redirect?: string | undefined }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { email: '', password: '', confirmPassword: '', accountType: 'business' as AccountType },
    validators: { onSubmit: signUpSchema },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null);
      try {
        const answer = await signUp.mutateAsync({
          body: { email: value.email.trim(), password: value.password, account_type: value.accountType },
        });
        // Spec section 7: the response's data.email is kept for the code step.
        setPendingEmail(answer.data.email);
        await navigate({ to: '/verify-otp', search: { redirect } });
      } catch (caught) {
        const error = toApiError(caught);
        const unmatched = applyServerErrors(formApi, error, { fieldMap: { account_type: 'accountType' } });
        if (unmatched.length) setFormError(unmatched.join(' '));
      }
    },
  });

  return (
    <div className="flex flex-col gap-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form.AppForm>
        <form.FormRoot aria-label="Create an account">
          <form.AppField name="accountType">
            {(field) => (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1.5 text-sm font-medium">Account type</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {ACCOUNT_TYPES.map((option) => {
                    const checked = field.state.value === option.value;
                    return (
                      <label
                        key={option.value}
                        className={cn(
                          'flex cursor-pointer flex-col gap-1 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                          checked ? 'border-primary bg-accent' : 'border-input',
                        )}
                      >
                        <span className="flex items-center gap-2 font-medium">
                          <input
                            type="radio"
                            name="accountType"
                            value={option.value}
                            checked={checked}
                            onChange={() => field.handleChange(option.value)}
                            className="size-4 accent-primary"
                          />
                          {option.label}
                        </span>
                        <span className="text-muted-foreground">{option.description}</span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            )}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" autoComplete="email" inputMode="email" required />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => (
              <field.TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                hint="At least 8 characters."
                required
              />
            )}
          </form.AppField>
          <form.AppField name="confirmPassword">
            {(field) => <field.TextField label="Confirm password" type="password" autoComplete="new-password" required />}
          </form.AppField>
          <form.SubmitButton fullWidth>Create account</form.SubmitButton>
        </form.FormRoot>
      </form.AppForm>
    </div>
  );
}
