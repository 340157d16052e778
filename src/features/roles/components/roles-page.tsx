import { Button } from '@/components/ui/button';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { standardRowActions } from '@/components/list/row-actions';
import { useActiveToggle } from '@/components/list/row-changes';
import { DetailsDialog, RemoveDialog } from '@/components/ui/lazy-dialogs';
import { useBrowserList } from '@/components/list/use-browser-list';
import { useListDialogs } from '@/components/list/use-list-dialogs';
import { type ListSearchProps, tabOf } from '@/lib/list-search';
import type { Noun } from '@/lib/text';
import { isOwner, useMembership } from '@/lib/permissions';
import { roles, rolesQuery } from '../api/roles.queries';
import type { Role } from '../schemas/role-form';
import { roleSummary } from '../utils/role-summary';
import type { ComponentProps } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { RoleFormModal as RoleFormModalEager } from './role-form-modal';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const RoleFormModal = lazyDialog<ComponentProps<typeof RoleFormModalEager>>(
  () => import('./role-form-modal').then((m) => m.RoleFormModal),
  (props) => props.open,
);

const NOUN: Noun = { one: 'role', many: 'roles' };

const COLUMNS: ListColumn<Role>[] = [
  { id: 'name', header: 'Role', cell: (row) => row.name },
  { id: 'description', header: 'Description', cell: (row) => row.description || '—' },
  {
    id: 'resources',
    header: 'Resources',
    cell: (row) => {
      const count = roleSummary(row.permissions).length;
      return count === 0 ? 'None' : count === 1 ? '1 resource' : `${count} resources`;
    },
  },
  {
    id: 'permissions',
    header: 'Permissions',
    align: 'right',
    className: 'tabular-nums',
    cell: (row) => `${row.permissions.length} of 56`,
  },
];

export interface RolesPageProps extends ListSearchProps {
  businessId: number;
}

/**
 * The roles of a business (the owner's page, decision 0006): search and paging in the browser
 * (D6), Active/Removed, create and edit with the permission matrix, remove and restore.
 */
export function RolesPage({ businessId, search, onSearchChange }: RolesPageProps) {
  const tab = tabOf(search);
  const owner = isOwner(useMembership());
  const list = useBrowserList(rolesQuery({ businessId }, tab === 'active'), {
    page: search.page,
    search: search.search,
    searchIn: (row) => [row.name, row.description],
    group: tab,
  });
  const dialogs = useListDialogs<Role>();
  const toggle = useActiveToggle<Role, unknown>({ resource: roles, scope: { businessId }, nameOf: (row) => row.name });
  const viewed = dialogs.kind === 'view' ? dialogs.row : undefined;

  return (
    <ResourceListPage
      title="Roles"
      description="What staff with each role may view, create, edit and remove."
      // Roles have no resource of their own: the page is the owner's (who may do everything).
      resource="staff"
      noun={NOUN}
      columns={COLUMNS}
      list={list}
      getRowId={(row) => String(row.id)}
      rowLabel={(row) => row.name}
      rowActions={(row) =>
        standardRowActions(row, {
          tab,
          noun: NOUN,
          allowed: { edit: owner, remove: owner },
          onView: (role) => dialogs.open('view', role),
          onEdit: (role) => dialogs.open('edit', role),
          onRemove: (role) => dialogs.open('remove', role),
          onRestore: (role) => void toggle.restore(role),
        })
      }
      onCreate={() => dialogs.open('create')}
      createLabel="Create role"
      search={search}
      onSearchChange={onSearchChange}
    >
      <RoleFormModal
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : dialogs.close())}
        businessId={businessId}
        role={dialogs.kind === 'edit' ? dialogs.row : undefined}
      />
      <RemoveDialog {...dialogs.propsFor('remove')} nameOf={(row) => row.name} onConfirm={toggle.remove} />
      <DetailsDialog
        open={viewed !== undefined}
        onOpenChange={(open) => (open ? undefined : dialogs.close())}
        title={viewed?.name ?? ''}
        items={
          viewed
            ? [
                { label: 'Description', value: viewed.description || '—' },
                { label: 'Status', value: viewed.active ? 'Active' : 'Removed' },
                {
                  label: 'Permissions',
                  value: roleSummary(viewed.permissions).length ? (
                    <ul className="flex flex-col gap-1">
                      {roleSummary(viewed.permissions).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : (
                    'None'
                  ),
                },
              ]
            : []
        }
        actions={
          viewed?.active && owner ? (
            <Button variant="outlined" onClick={() => dialogs.open('edit', viewed)}>
              Edit role
            </Button>
          ) : undefined
        }
      />
    </ResourceListPage>
  );
}
