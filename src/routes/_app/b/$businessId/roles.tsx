import { createFileRoute } from '@tanstack/react-router';
import { rolesQuery } from '@/features/roles';
import { RolesPage } from '@/features/roles/components/roles-page';
import { listNavigation, parseListSearch, tabOf } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireOwner } from './-guard';

/** Roles: the owner's page (decision 0006); `?search=&page=&tab=` in the URL. */
export const Route = createFileRoute('/_app/b/$businessId/roles')({
  validateSearch: parseListSearch,
  beforeLoad: ({ context }) => requireOwner(context.membership),
  loaderDeps: ({ search }) => ({ tab: tabOf(search) }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, rolesQuery({ businessId: params.businessId }, deps.tab === 'active')),
  component: RolesRoute,
});

function RolesRoute() {
  const { businessId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RolesPage businessId={businessId} search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
