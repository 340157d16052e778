import { createFileRoute } from '@tanstack/react-router';
import { locationsQuery } from '@/features/locations';
import { LocationsList } from '@/features/locations/components/locations-list';
import { listNavigation, listQueryOf, parseListSearch } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** Locations: `?search=&page=&tab=` in the URL; needs the Locations view permission (D8). */
export const Route = createFileRoute('/_app/b/$businessId/locations')({
  validateSearch: parseListSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'locations'),
  loaderDeps: ({ search }) => listQueryOf(search),
  loader: ({ context, params, deps }) => prefetch(context.queryClient, locationsQuery({ businessId: params.businessId }, deps)),
  component: LocationsRoute,
});

function LocationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LocationsList search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
