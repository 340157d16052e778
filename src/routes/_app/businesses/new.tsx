import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/layout/page-layout';
import { NoAccessPage } from '@/components/layout/route-states';
import { CreateBusinessForm } from '@/features/business/lazy';
import { hasBusinessTools } from '@/lib/permissions';

export const Route = createFileRoute('/_app/businesses/new')({
  component: NewBusinessPage,
});

function NewBusinessPage() {
  const { user } = Route.useRouteContext();
  if (!hasBusinessTools(user.account_type)) return <NoAccessPage />;
  return (
    <PageLayout
      title="Create a business"
      description="Your business and its first location. You can change them later."
      className="max-w-3xl"
    >
      <div className="rounded-lg border bg-card p-5 sm:p-6">
        <CreateBusinessForm />
      </div>
    </PageLayout>
  );
}
