import { createFileRoute } from '@tanstack/react-router';
import { parseOrdersSearch } from '@/features/marketplace';
import { OrderPage } from '@/features/marketplace/components/order-page';
import { requireOwner } from './-guard';

/** A marketplace record page (the owner's, D8): the list's URL state rides along for the way back; the page fetches its record (no loader: the entry chunk stays small). */
export const Route = createFileRoute('/_app/b/$businessId/marketplace_/orders_/$orderId')({
  validateSearch: parseOrdersSearch,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  const search = Route.useSearch();
  return <OrderPage id={orderId} search={search} />;
}
