import { createFileRoute } from '@tanstack/react-router';
import { StaffList, staffQuery } from '@/features/staff';
import { listQueryOf, listSearchSchema, type ListSearchPatch } from '@/features/tools-kit';
import { requireView } from './-guard';

/** Staff: `?search=&page=&tab=` in the URL; needs the Staff view permission (D8). */
export const Route = createFileRoute('/_app/b/$businessId/staff')({
  validateSearch: listSearchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'staff'),
  loaderDeps: ({ search }) => listQueryOf(search),
  loader: ({ context, params, deps }) => {
    // Start the list call without holding the page: the table shows its skeleton meanwhile, and
    // its error with Retry (so the prefetch is silent).
    void context.queryClient
      .query({ ...staffQuery({ businessId: params.businessId, ...deps }), meta: { silent: true } })
      .catch(() => undefined);
  },
  component: StaffRoute,
});

function StaffRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StaffList
      search={search}
      onSearchChange={(patch: ListSearchPatch) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'search' in patch })
      }
    />
  );
}
