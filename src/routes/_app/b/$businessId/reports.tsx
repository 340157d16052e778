import { createFileRoute } from '@tanstack/react-router';
import { allowedReportTypes, rangeOf, reportQuery, parseReportsSearch } from '@/features/reports';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

export const Route = createFileRoute('/_app/b/$businessId/reports')({
  validateSearch: parseReportsSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'sales'),
  loaderDeps: ({ search }) => ({
    location: search.location,
    type: search.type,
    period: search.period ?? 'this-month',
    from: search.from,
    to: search.to,
  }),
  loader: ({ context, params, deps }) => {
    const type =
      allowedReportTypes(context.membership).find((item) => item.value === deps.type) ??
      allowedReportTypes(context.membership)[0];
    const range = rangeOf(deps.period, deps.from, deps.to);
    if (type && range)
      prefetch(context.queryClient, reportQuery({ businessId: params.businessId, location: deps.location }, type.value, range));
  },
  component: ReportsRoute,
});

function ReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ReportsPage search={search} onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })} />;
}
