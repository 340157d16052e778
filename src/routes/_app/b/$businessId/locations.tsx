import { createFileRoute } from '@tanstack/react-router';
import { LocationsList, locationsQuery } from '@/features/locations';
import { listQueryOf, listSearchSchema, type ListSearchPatch } from '@/features/tools-kit';
import { requireView } from './-guard';

/** Locations: `?search=&page=&tab=` in the URL; needs the Locations view permission (D8). */
export const Route = createFileRoute('/_app/b/$businessId/locations')({
  validateSearch: listSearchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'locations'),
  loaderDeps: ({ search }) => listQueryOf(search),
  loader: ({ context, params, deps }) => {
    // Start the list call without holding the page: the table shows its skeleton meanwhile.
    void context.queryClient.prefetchQuery(locationsQuery({ businessId: params.businessId, ...deps }));
  },
  component: LocationsRoute,
});

function LocationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LocationsList
      search={search}
      onSearchChange={(patch: ListSearchPatch) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'search' in patch })
      }
    />
  );
}
