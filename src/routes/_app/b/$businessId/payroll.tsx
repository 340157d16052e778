import { createFileRoute } from '@tanstack/react-router';
import { payrollQuery } from '@/features/payroll';
import { PayrollPage } from '@/features/payroll/lazy';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

export const Route = createFileRoute('/_app/b/$businessId/payroll')({
  beforeLoad: ({ context }) => requireView(context.membership, 'payroll'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, payrollQuery({ businessId: params.businessId, location: deps.location })),
  component: PayrollPage,
});
