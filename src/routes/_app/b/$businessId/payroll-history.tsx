import { createFileRoute } from '@tanstack/react-router';
import { payrollHistoryQuery } from '@/features/payroll';
import { PayrollHistoryPage } from '@/features/payroll/lazy';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

export const Route = createFileRoute('/_app/b/$businessId/payroll-history')({
  beforeLoad: ({ context }) => requireView(context.membership, 'payrollHistory'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, payrollHistoryQuery({ businessId: params.businessId, location: deps.location })),
  component: PayrollHistoryPage,
});
