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
    // Start the list call without holding the page: the table shows its skeleton meanwhile, and
    // its error with Retry (so the prefetch is silent).
    void context.queryClient
      .query({ ...locationsQuery({ businessId: params.businessId, ...deps }), meta: { silent: true } })
      .catch(() => undefined);
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
