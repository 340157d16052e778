import { createFileRoute } from '@tanstack/react-router';
import { NoAccessPage } from '@/components/layout/route-states';
import { NewBusinessPage } from '@/features/business/components/new-business-page';
import { hasBusinessTools } from '@/lib/permissions';

export const Route = createFileRoute('/_app/businesses/new')({
  component: NewBusiness,
});

function NewBusiness() {
  const { user } = Route.useRouteContext();
  return hasBusinessTools(user.account_type) ? <NewBusinessPage /> : <NoAccessPage />;
}
