import { createFileRoute } from '@tanstack/react-router';
import { locationQuery } from '@/features/locations';
import { LocationRecordPage } from '@/features/locations/components/location-record-page';
import { parseListSearch } from '@/lib/list-search';
import { prefetch, recordIdOf } from '@/lib/prefetch';
import { requireView } from './-guard';

/** A location's page: the list's `?search=&page=&tab=` ride along for the way back; the record is fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/locations_/$locationId')({
  validateSearch: parseListSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'locations'),
  loader: ({ context, params }) => {
    const id = recordIdOf(params.locationId);
    if (id !== undefined) prefetch(context.queryClient, locationQuery({ businessId: params.businessId }, id));
  },
  component: LocationRoute,
});

function LocationRoute() {
  const { locationId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // A removed or deleted location can't stay the chosen one (D5): back to all locations then.
  const leave = () =>
    void navigate({
      to: '/b/$businessId/locations',
      search: (prev) => ({ ...prev, tab: undefined, location: String(prev.location) === locationId ? undefined : prev.location }),
    });
  return <LocationRecordPage id={locationId} search={search} onLeave={leave} />;
}
