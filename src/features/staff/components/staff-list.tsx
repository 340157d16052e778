import { useMemo, type ComponentProps } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ConfirmDialog } from '@/components/ui/lazy-dialogs';
import { useBusinessContext } from '@/features/business';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { standardRowActions } from '@/components/list/row-actions';
import { useActiveToggle } from '@/components/list/row-changes';
import { useServerList } from '@/components/list/use-list';
import { useListDialogs } from '@/components/list/use-list-dialogs';
import type { RowAction } from '@/components/ui/data-table';
import { listQueryOf, type ListSearchProps, tabOf } from '@/lib/list-search';
import type { Noun } from '@/lib/text';
import { formatPhone, phoneCountryOf, type PhoneCountry } from '@/lib/phone';
import { useCan } from '@/lib/permissions';
import { staff, staffQuery } from '../api/staff.queries';
import { type Member } from '../schemas/member.schema';
import { memberName } from '../utils/member-name';
import { MemberAvatar } from './member-avatar';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { MemberFormModal as MemberFormModalEager } from './member-form-modal';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const MemberFormModal = lazyDialog<ComponentProps<typeof MemberFormModalEager>>(
  () => import('./member-form-modal').then((m) => m.MemberFormModal),
  (props) => props.open,
);

const NOUN: Noun = { one: 'staff member', many: 'staff members' };

const locationNames = (row: Member) => row.locations.map((location) => location.name).join(', ') || '—';

const columnsFor = (country: PhoneCountry): ListColumn<Member>[] => [
  {
    id: 'name',
    header: 'Name',
    cell: (row) => (
      <span className="flex items-center gap-2">
        <MemberAvatar member={row} />
        <span className="font-medium">{memberName(row)}</span>
      </span>
    ),
  },
  { id: 'email', header: 'Email', card: 'hidden', cell: (row) => row.email },
  {
    id: 'phone',
    header: 'Phone',
    card: 'hidden',
    cell: (row) => (row.phone_number ? formatPhone(row.phone_number, country) : '—'),
    className: 'whitespace-nowrap',
  },
  { id: 'role', header: 'Role', cell: (row) => row.role?.name ?? 'No role' },
  { id: 'locations', header: 'Locations', card: 'hidden', cell: locationNames },
];

/** Staff wording for the shared remove/restore actions (D6: deactivate = remove, reactivate = restore). */
function staffWording(action: RowAction): RowAction {
  if (action.label === 'Remove') return { ...action, label: 'Deactivate' };
  if (action.label === 'Restore') return { ...action, label: 'Reactivate' };
  return action;
}

/**
 * The Staff page: active and deactivated staff (searched and paged by the server, state in the
 * URL), add and edit in a modal (details, locations and role), deactivate/reactivate by PATCH
 * `active`. A member can't deactivate themselves.
 */
export function StaffList({ search, onSearchChange }: ListSearchProps) {
  const { businessId, membership, business } = useBusinessContext();
  const navigate = useNavigate();
  const country = phoneCountryOf(business.currency);
  const columns = useMemo(() => columnsFor(country), [country]);
  const recordLink = (row: Member) =>
    ({
      to: '/b/$businessId/staff/$memberId',
      params: { businessId, memberId: String(row.id) },
      search: (prev: object) => prev,
    }) as const;
  const tab = tabOf(search);
  const list = useServerList(staffQuery({ businessId }, listQueryOf(search)), { page: search.page, group: tab });
  const dialogs = useListDialogs<Member>();
  const allowed = { edit: useCan('staff', 'edit'), remove: useCan('staff', 'remove') };
  const toggle = useActiveToggle<Member, unknown>({ resource: staff, scope: { businessId }, nameOf: memberName });
  const removing = dialogs.kind === 'remove' ? dialogs.row : undefined;

  function rowActions(row: Member): RowAction[] {
    return standardRowActions(row, {
      tab,
      noun: NOUN,
      allowed,
      onView: (item) => void navigate(recordLink(item)),
      onEdit: (item) => dialogs.open('edit', item),
      onRemove: (item) => dialogs.open('remove', item),
      onRestore: (item) => void toggle.restore(item),
    }).map((action) => {
      const worded = staffWording(action);
      if (worded.label === 'Deactivate' && row.id === membership.member_id) {
        return { ...worded, disabled: true, disabledReason: "You can't deactivate yourself." };
      }
      return worded;
    });
  }

  return (
    <ResourceListPage
      title="Staff"
      description="The people who work in this business: where they work and what their role lets them do."
      resource="staff"
      noun={NOUN}
      columns={columns}
      list={list}
      getRowId={(row) => String(row.id)}
      rowLabel={memberName}
      rowLink={recordLink}
      rowActions={rowActions}
      onCreate={() => dialogs.open('create')}
      search={search}
      onSearchChange={onSearchChange}
    >
      <MemberFormModal
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : dialogs.close())}
        member={dialogs.kind === 'edit' ? dialogs.row : null}
      />
      {removing ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : dialogs.close())}
          variant="danger"
          title={<span className="[overflow-wrap:anywhere]">Deactivate “{memberName(removing)}”?</span>}
          description="They can no longer work in this business and move to the Removed list. You can reactivate them at any time."
          confirmLabel="Deactivate"
          onConfirm={() => toggle.remove(removing)}
        />
      ) : null}
    </ResourceListPage>
  );
}
