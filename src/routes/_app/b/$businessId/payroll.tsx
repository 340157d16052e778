import { createFileRoute } from '@tanstack/react-router';
import { payrollQuery } from '@/features/payroll';
import { PayrollPage } from '@/features/payroll/components/payroll-page';
import { listNavigation, parseListSearch } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** Payroll: needs Payroll view (D8; the URL answers 'not allowed' before anything renders); `?search=&page=&tab=` in the URL. */
export const Route = createFileRoute('/_app/b/$businessId/payroll')({
  validateSearch: parseListSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'payroll'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, payrollQuery({ businessId: params.businessId, location: deps.location })),
  component: PayrollRoute,
});

function PayrollRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PayrollPage search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
