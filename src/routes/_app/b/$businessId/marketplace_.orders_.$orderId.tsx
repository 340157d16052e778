import { createFileRoute } from '@tanstack/react-router';
import { ordersSearchSchema, orderQuery } from '@/features/marketplace';
import { OrderPage } from '@/features/marketplace/lazy';
import { prefetch, recordIdOf } from '@/lib/prefetch';
import { requireOwner } from './-guard';

/** A marketplace record page (the owner's, D8): the list's URL state rides along for the way back. */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/orders_/$orderId')({
  validateSearch: ordersSearchSchema,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => {
    const id = recordIdOf(params.orderId);
    if (id !== undefined)
      prefetch(context.queryClient, orderQuery({ businessId: params.businessId, location: deps.location }, id));
  },
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  const search = Route.useSearch();
  return <OrderPage id={orderId} search={search} />;
}
