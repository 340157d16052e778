import { createFileRoute } from '@tanstack/react-router';
import { reportQuery, reportsSearchSchema } from '@/features/reports';
import { ReportsPage } from '@/features/reports/lazy';
import { currentMonth } from '@/lib/month';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

export const Route = createFileRoute('/_app/b/$businessId/reports')({
  validateSearch: reportsSearchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'sales'),
  loaderDeps: ({ search }) => ({
    location: search.location,
    type: search.type ?? 'sales',
    month: search.month ?? currentMonth(),
  }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, reportQuery({ businessId: params.businessId, location: deps.location }, deps.type, deps.month)),
  component: ReportsRoute,
});

function ReportsRoute() {
  const { type, month } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <ReportsPage type={type} month={month} onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })} />
  );
}
