import { createFileRoute } from '@tanstack/react-router';
import { inventoryItemQuery, parseInventorySearch } from '@/features/inventory';
import { ItemRecordPage } from '@/features/inventory/components/item-record-page';
import { prefetch, recordIdOf } from '@/lib/prefetch';
import { requireView } from './-guard';

/** An item's page: the list's URL state rides along for the way back; the item is fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/inventory_/$itemId')({
  validateSearch: parseInventorySearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'inventory'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => {
    const id = recordIdOf(params.itemId);
    if (id !== undefined)
      prefetch(context.queryClient, inventoryItemQuery({ businessId: params.businessId, location: deps.location }, id));
  },
  component: ItemRoute,
});

function ItemRoute() {
  const { itemId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ItemRecordPage
      id={itemId}
      search={search}
      onLeave={() => void navigate({ to: '/b/$businessId/inventory', search: (prev) => ({ ...prev, tab: undefined }) })}
    />
  );
}
