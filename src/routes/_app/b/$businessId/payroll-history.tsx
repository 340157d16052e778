import { createFileRoute } from '@tanstack/react-router';
import { payrollHistoryParamsOf, payrollHistoryQuery, parsePayrollHistorySearch } from '@/features/payroll';
import { PayrollHistoryPage } from '@/features/payroll/components/payroll-history-page';
import { listNavigation } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** Payroll history: `?search=&page=&start_date=&end_date=` in the URL; the page is fetched while its code loads. */
export const Route = createFileRoute('/_app/b/$businessId/payroll-history')({
  validateSearch: parsePayrollHistorySearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'payrollHistory'),
  loaderDeps: ({ search }) => ({
    location: search.location,
    page: search.page,
    search: search.search,
    start_date: search.start_date,
    end_date: search.end_date,
  }),
  loader: ({ context, params, deps }) =>
    prefetch(
      context.queryClient,
      payrollHistoryQuery({ businessId: params.businessId, location: deps.location }, payrollHistoryParamsOf(deps)),
    ),
  component: PayrollHistoryRoute,
});

function PayrollHistoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PayrollHistoryPage search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
