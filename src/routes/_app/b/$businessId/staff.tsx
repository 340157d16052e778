import { createFileRoute } from '@tanstack/react-router';
import { staffQuery } from '@/features/staff';
import { StaffList } from '@/features/staff/components/staff-list';
import { listNavigation, listQueryOf, parseListSearch } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** Staff: `?search=&page=&tab=` in the URL; needs the Staff view permission (D8). */
export const Route = createFileRoute('/_app/b/$businessId/staff')({
  validateSearch: parseListSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'staff'),
  loaderDeps: ({ search }) => listQueryOf(search),
  loader: ({ context, params, deps }) => prefetch(context.queryClient, staffQuery({ businessId: params.businessId }, deps)),
  component: StaffRoute,
});

function StaffRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StaffList search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
