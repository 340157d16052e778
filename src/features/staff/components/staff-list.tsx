import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/dates';
import { useBusinessContext } from '@/features/business';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { standardRowActions } from '@/components/list/row-actions';
import { useActiveToggle } from '@/components/list/row-changes';
import { DetailsDialog } from '@/components/list/row-dialogs';
import { useServerList } from '@/components/list/use-list';
import { useListDialogs } from '@/components/list/use-list-dialogs';
import type { RowAction } from '@/components/ui/data-table';
import { listQueryOf, type ListSearchProps, tabOf } from '@/lib/list-search';
import type { Noun } from '@/lib/text';
import { useCan } from '@/lib/permissions';
import { staff, staffQuery } from '../api/staff.queries';
import { type Member } from '../schemas/member.schema';
import { memberName } from '../utils/member-name';
import { MemberAvatar } from './member-avatar';
import { MemberFormModal } from './member-form-modal';

const NOUN: Noun = { one: 'staff member', many: 'staff members' };

const locationNames = (row: Member) => row.locations.map((location) => location.name).join(', ') || '—';

const COLUMNS: ListColumn<Member>[] = [
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
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'phone', header: 'Phone', cell: (row) => row.phone_number ?? '—', className: 'whitespace-nowrap' },
  { id: 'role', header: 'Role', cell: (row) => row.role?.name ?? 'No role' },
  { id: 'locations', header: 'Locations', cell: locationNames },
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
  const { businessId, membership } = useBusinessContext();
  const tab = tabOf(search);
  const list = useServerList(staffQuery({ businessId }, listQueryOf(search)), { page: search.page, group: tab });
  const dialogs = useListDialogs<Member>();
  const allowed = { edit: useCan('staff', 'edit'), remove: useCan('staff', 'remove') };
  const toggle = useActiveToggle<Member, unknown>({ resource: staff, scope: { businessId }, nameOf: memberName });
  const viewed = dialogs.row;
  const removing = dialogs.kind === 'remove' ? dialogs.row : undefined;

  function rowActions(row: Member): RowAction[] {
    return standardRowActions(row, {
      tab,
      noun: NOUN,
      allowed,
      onView: (item) => dialogs.open('view', item),
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
      columns={COLUMNS}
      list={list}
      getRowId={(row) => String(row.id)}
      rowLabel={memberName}
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
      {viewed ? (
        <DetailsDialog
          open={dialogs.kind === 'view'}
          onOpenChange={(open) => (open ? undefined : dialogs.close())}
          title={memberName(viewed)}
          description={viewed.active ? undefined : 'Deactivated: they cannot work in this business until reactivated.'}
          items={[
            { label: 'Email', value: viewed.email },
            { label: 'Phone number', value: viewed.phone_number ?? '—' },
            { label: 'Role', value: viewed.role?.name ?? 'No role' },
            { label: 'Locations', value: locationNames(viewed) },
            { label: 'Added', value: formatDate(viewed.created_at) },
            { label: 'Last changed', value: formatDate(viewed.updated_at) },
          ]}
          actions={
            viewed.active && allowed.edit ? (
              <Button variant="outlined" onClick={() => dialogs.open('edit', viewed)}>
                Edit
              </Button>
            ) : null
          }
        />
      ) : null}
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
