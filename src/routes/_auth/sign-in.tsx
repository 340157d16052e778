import { Link, createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuthLayout } from '@/components/layout/auth-layout';
import { SignInForm } from '@/features/auth';

const searchSchema = v.object({
  error: v.fallback(v.optional(v.picklist(['SessionRequired', 'SessionExpired', 'IdleTimeout'])), undefined),
  notice: v.fallback(v.optional(v.picklist(['PasswordChanged'])), undefined),
});

export const Route = createFileRoute('/_auth/sign-in')({
  validateSearch: searchSchema,
  component: SignInPage,
});

function SignInPage() {
  const { redirect, error, notice } = Route.useSearch();
  return (
    <AuthLayout
      title="Sign in"
      description="Welcome back. Sign in to run your business and your accounts."
      footer={
        <p>
          New here?{' '}
          <Link to="/sign-up" search={{ redirect }} className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </p>
      }
    >
      <SignInForm redirect={redirect} error={error} notice={notice} />
    </AuthLayout>
  );
}
