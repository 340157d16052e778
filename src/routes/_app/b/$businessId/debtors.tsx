import { createFileRoute } from '@tanstack/react-router';
import { DebtorsPage, debtorsQuery } from '@/features/debtors';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

export const Route = createFileRoute('/_app/b/$businessId/debtors')({
  beforeLoad: ({ context }) => requireView(context.membership, 'debtors'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, debtorsQuery({ businessId: params.businessId, location: deps.location })),
  component: DebtorsPage,
});
