import { createFileRoute } from '@tanstack/react-router';
import { RolesPage, rolesQuery } from '@/features/roles';
import { listSearchSchema, tabOf, type ListSearchPatch } from '@/features/tools-kit';
import { requireOwner } from './-guard';

/** Roles: the owner's page (decision 0006); `?search=&page=&tab=` in the URL. */
export const Route = createFileRoute('/_app/b/$businessId/roles')({
  validateSearch: listSearchSchema,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => ({ tab: tabOf(search) }),
  loader: ({ context, params, deps }) => {
    // Start the list call without holding the page: the table shows its skeleton meanwhile.
    const options = rolesQuery({ businessId: params.businessId }, deps.tab === 'active');
    context.queryClient.query({ ...options, meta: { silent: true } }).catch(() => undefined);
  },
  component: RolesRoute,
});

function RolesRoute() {
  const { businessId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RolesPage
      businessId={businessId}
      search={search}
      onSearchChange={(patch: ListSearchPatch) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'search' in patch })
      }
    />
  );
}
