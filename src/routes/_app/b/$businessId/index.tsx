import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/layout/page-layout';
import { Dashboard, STATISTICS, parseDashboardSearch, statisticQuery } from '@/features/dashboard';
import { useBusinessContext } from '@/features/business';
import { can } from '@/lib/permissions';
import { afterFirstPaint } from '@/lib/when-idle';
import { prefetch } from '@/lib/prefetch';

export const Route = createFileRoute('/_app/b/$businessId/')({
  validateSearch: parseDashboardSearch,
  loaderDeps: ({ search }) => ({ location: search.location, month: search.month }),
  loader: ({ context, params, deps }) => {
    const scope = { businessId: params.businessId, location: deps.location };
    // Every statistic the member may see, fetched in parallel but not awaited, once the document
    // has painted: the page frame paints at once and each card shows its own skeleton, then its
    // figure (or error and Retry).
    const allowed = STATISTICS.filter((statistic) => can(context.membership, statistic.resource, 'view'));
    void afterFirstPaint().then(() => {
      for (const item of allowed) prefetch(context.queryClient, statisticQuery(item.key, scope, deps.month));
    });
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
