import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/layout/page-layout';
import { Dashboard, STATISTICS, dashboardSearchSchema, statisticQuery } from '@/features/dashboard';
import { useBusinessContext } from '@/features/business';
import { can } from '@/lib/permissions';
import { ensureQueryData } from '@/routes/-ensure';

export const Route = createFileRoute('/_app/b/$businessId/')({
  validateSearch: dashboardSearchSchema,
  loaderDeps: ({ search }) => ({ location: search.location, month: search.month }),
  loader: async ({ context, params, deps }) => {
    const scope = { businessId: params.businessId, location: deps.location, month: deps.month };
    // Every statistic the member may see, in parallel; a failing one shows its own error and Retry.
    await Promise.allSettled(
      STATISTICS.filter((item) => can(context.membership, item.resource, 'view')).map((item) =>
        ensureQueryData(context.queryClient, statisticQuery(item.key, scope)),
      ),
    );
  },
  component: DashboardPage,
});

function DashboardPage() {
  const { business } = useBusinessContext();
  const { month } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageLayout title="Dashboard" description={`${business.name}: sales, costs and stock at a glance.`}>
      <Dashboard month={month} onMonthChange={(next) => void navigate({ search: (prev) => ({ ...prev, month: next }) })} />
    </PageLayout>
  );
}
