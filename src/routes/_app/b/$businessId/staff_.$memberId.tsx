import { createFileRoute } from '@tanstack/react-router';
import { allMembersQuery } from '@/features/staff';
import { MemberRecordPage } from '@/features/staff/components/member-record-page';
import { parseListSearch } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** A staff member's page: the list's `?search=&page=&tab=` ride along for the way back; the staff are fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/staff_/$memberId')({
  validateSearch: parseListSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'staff'),
  loader: ({ context, params }) => prefetch(context.queryClient, allMembersQuery({ businessId: params.businessId })),
  component: MemberRoute,
});

function MemberRoute() {
  const { memberId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MemberRecordPage
      id={memberId}
      search={search}
      onLeave={() => void navigate({ to: '/b/$businessId/staff', search: (prev) => ({ ...prev, tab: undefined }) })}
    />
  );
}
