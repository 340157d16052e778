import { createFileRoute } from '@tanstack/react-router';
import { deliveryFeesQuery } from '@/features/marketplace';
import { DeliveryFeesPage } from '@/features/marketplace/components/delivery-fees-page';
import { prefetch } from '@/lib/prefetch';
import { requireOwner } from './-guard';

/** Marketplace delivery fees (the owner's, D8), fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/delivery-fees')({
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, deliveryFeesQuery({ businessId: params.businessId, location: deps.location })),
  component: DeliveryFeesPage,
});
