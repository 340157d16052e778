import { Link, createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { VerifyResetCodeForm } from '@/features/auth';

export const Route = createFileRoute('/_auth/verify-reset-code')({
  component: VerifyResetCodePage,
});

function VerifyResetCodePage() {
  return (
    <AuthLayout
      title="Enter your reset code"
      footer={
        <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <VerifyResetCodeForm />
    </AuthLayout>
  );
}
