import { Link, createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { NewPasswordForm } from '@/features/auth';

export const Route = createFileRoute('/_auth/new-password')({
  component: NewPasswordPage,
});

function NewPasswordPage() {
  return (
    <AuthLayout
      title="Set a new password"
      description="You'll sign in with it from now on. Every other session will be signed out."
      footer={
        <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <NewPasswordForm />
    </AuthLayout>
  );
}
