import { createFileRoute } from '@tanstack/react-router';
import { ngLimitQuery, usActiveLimitQuery, usTiersQuery } from '@/features/banking';
import { LimitsPage } from '@/features/banking/components/limits-page';
import { prefetch } from '@/lib/prefetch';

/** Transfer limits: the naira limits and their form, the US tiers, usage and upgrade. */
export const Route = createFileRoute('/_app/banking_/limits')({
  loader: ({ context }) => {
    prefetch(context.queryClient, ngLimitQuery());
    prefetch(context.queryClient, usTiersQuery());
    prefetch(context.queryClient, usActiveLimitQuery());
  },
  component: LimitsPage,
});
