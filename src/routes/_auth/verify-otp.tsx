import { Link, createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { VerifyOtpForm } from '@/features/auth';

export const Route = createFileRoute('/_auth/verify-otp')({
  component: VerifyOtpPage,
});

function VerifyOtpPage() {
  const { redirect } = Route.useSearch();
  return (
    <AuthLayout
      title="Verify your email"
      footer={
        <Link to="/sign-in" search={{ redirect }} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <VerifyOtpForm redirect={redirect} />
    </AuthLayout>
  );
}
