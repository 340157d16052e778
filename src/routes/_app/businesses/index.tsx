import { Link, createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { PageLayout } from '@/components/layout/page-layout';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { businessesQuery } from '@/features/business';
import { BusinessList } from '@/features/business/components/business-list';
import { hasBusinessTools } from '@/lib/permissions';
import { prefetch } from '@/lib/prefetch';

export const Route = createFileRoute('/_app/businesses/')({
  loader: ({ context }) => {
    if (hasBusinessTools(context.user.account_type)) prefetch(context.queryClient, businessesQuery());
  },
  component: BusinessesPage,
});

function BusinessesPage() {
  const { user } = Route.useRouteContext();
  if (!hasBusinessTools(user.account_type)) {
    return (
      <PageLayout title="Businesses">
        <EmptyState
          title="Business tools need a business account"
          description="Your account is a personal account: it has banking, the file vault, training, subscription and support."
          className="rounded-lg border bg-card"
        />
      </PageLayout>
    );
  }
  return (
    <PageLayout
      title="Your businesses"
      description="Choose the business to work in."
      actions={
        <Button asChild>
          <Link to="/businesses/new">
            <Plus aria-hidden="true" />
            Create a business
          </Link>
        </Button>
      }
    >
      <BusinessList />
    </PageLayout>
  );
}
