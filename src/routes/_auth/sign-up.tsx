import { Link, createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { SignUpForm } from '@/features/auth';

export const Route = createFileRoute('/_auth/sign-up')({
  component: SignUpPage,
});

function SignUpPage() {
  const { redirect } = Route.useSearch();
  return (
    <AuthLayout
      title="Create your account"
      description="We'll email you a 6-digit code to confirm it's you."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/sign-in" search={{ redirect }} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <SignUpForm redirect={redirect} />
    </AuthLayout>
  );
}
