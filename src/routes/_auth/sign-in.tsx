import { Link, createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { SignInForm } from '@/features/auth';
import { oneOf, parseSearch } from '@/lib/search-params';

/** Why the user is here (`?error=`) and what just happened (`?notice=`): the form says so. */
const parseSignInSearch = parseSearch({
  error: oneOf(['SessionRequired', 'SessionExpired', 'IdleTimeout']),
  notice: oneOf(['PasswordChanged']),
});

export const Route = createFileRoute('/_auth/sign-in')({
  validateSearch: parseSignInSearch,
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
