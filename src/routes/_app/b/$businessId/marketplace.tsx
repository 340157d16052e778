import { createFileRoute } from '@tanstack/react-router';
import { monthSoFar, ordersQuery } from '@/features/marketplace';
import { MarketplaceOverviewPage } from '@/features/marketplace/components/overview-page';
import { prefetch } from '@/lib/prefetch';
import { requireOwner } from './-guard';

/** The marketplace overview (the owner's, D8): this month's orders are fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/marketplace')({
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, ordersQuery({ businessId: params.businessId, location: deps.location }, monthSoFar())),
  component: MarketplaceOverviewPage,
});
